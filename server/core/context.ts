import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AiProvider } from '../ai/provider';
import type { Storage } from '../storage/storage';
import type { SecretBox } from '../lib/crypto';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from './events';
import type { PublicReads } from './public-reads';
import type { ShareAccess } from './share-access';

/** What every feature's routes receive from buildApp. */
export interface FeatureContext {
  config: Config;
  database: Database;
  db: Db;
  ai: AiProvider;
  storage: Storage;
  secretBox: SecretBox;
  /** SMTP, or the development outbox. */
  mailer: Mailer;
  events: EventBus;
  /** Public snippet reads answered from memory. */
  reads: PublicReads;
  /** Share tokens and grants: who may see a snippet without a session. */
  share: ShareAccess;
}
