import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import type { EventBus } from '../../core/events';
import type { Mailer } from '../../mail/mailer';
import { batchMessage, digestMessage, type MailLinks } from './feedback-mail';
import * as q from './notifications.queries';

export interface FeedbackMailOptions extends MailLinks {
  /** At most one e-mail per snippet per this many milliseconds (10 minutes by default). */
  intervalMs: number;
  /** How often the process looks for batches whose window has ended and for digests that are due. */
  checkMs: number;
}

/** The most comments one digest lists. */
const DIGEST_MAX = 500;

class NothingToSend extends Error {}

/** The local calendar day and hour of `now` in a time zone. */
export function localDayAndHour(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

export function createNotificationsService(deps: {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  log: FastifyBaseLogger;
  options: FeedbackMailOptions;
}) {
  const { db, events, mailer, log, options } = deps;
  const links: MailLinks = { appUrl: options.appUrl, brandName: options.brandName };

  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  let checking: Promise<void> | null = null;

  /** Snippets being flushed by this process, and those to look at again when that flush ends. */
  const flushing = new Set<number>();
  const again = new Set<number>();
  const running = new Set<Promise<void>>();

  /**
   * Sends the snippet's batch if its window is free: the window and the comments are claimed in one
   * transaction, so of several processes exactly one sends, and a comment committed after the claim
   * waits for the next batch instead of being lost. Answers how many e-mails went out.
   */
  async function flushSnippet(snippetId: number): Promise<number> {
    let taken: number[];
    try {
      taken = await db.transaction(async (tx) => {
        if (!(await q.claimWindow(tx, snippetId, options.intervalMs))) throw new NothingToSend();
        const ids = await q.takeUnmailed(tx, snippetId);
        // An empty claim is rolled back: the window stays open for the next comment.
        if (ids.length === 0) throw new NothingToSend();
        return ids;
      });
    } catch (err) {
      if (err instanceof NothingToSend) return 0;
      throw err;
    }
    const [items, recipients] = await Promise.all([q.commentsForMail(db, taken), q.instantRecipients(db)]);
    if (items.length === 0) return 0; // the snippet went away meanwhile
    let sent = 0;
    let failed: unknown = null;
    for (const r of recipients) {
      try {
        await mailer.send(batchMessage(r.email, items, links));
        sent++;
      } catch (err) {
        failed = err;
      }
    }
    if (failed !== null) {
      log.warn({ snippetId, sent, recipients: recipients.length }, 'feedback e-mail could not be sent to everyone');
      // Nobody got it: the comments go to the snippet's next batch. Somebody did: no one gets it twice.
      if (sent === 0) await q.releaseTaken(db, taken);
    }
    return sent;
  }

  function requestFlush(snippetId: number) {
    if (flushing.has(snippetId)) {
      again.add(snippetId);
      return;
    }
    flushing.add(snippetId);
    const run = (async () => {
      try {
        do {
          again.delete(snippetId);
          await flushSnippet(snippetId);
        } while (again.has(snippetId));
      } catch (err) {
        if (!stopped) log.error({ err, snippetId }, 'feedback e-mail batch failed');
      } finally {
        flushing.delete(snippetId);
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  }

  async function sendDigests(now = new Date()): Promise<number> {
    let sent = 0;
    for (const u of await q.digestSubscribers(db)) {
      const { day, hour } = localDayAndHour(now, u.timeZone);
      if (hour < u.digestHour || u.digestDay === day) continue;
      const previous = await q.claimDigest(db, u.id, day);
      if (previous === undefined) continue; // claimed elsewhere
      const items = await q.pendingSince(db, previous, DIGEST_MAX);
      // A digest that finds nothing sends nothing.
      if (items.length === 0) continue;
      try {
        await mailer.send(digestMessage(u.email, items, links));
        sent++;
      } catch (err) {
        log.warn({ err: (err as Error).message, userId: u.id }, 'feedback digest could not be sent');
        await q.releaseDigest(db, u.id, previous);
      }
    }
    return sent;
  }

  async function check() {
    for (const snippetId of await q.dueSnippets(db, options.intervalMs, 200)) requestFlush(snippetId);
    await sendDigests();
  }

  return {
    flushSnippet,
    sendDigests,
    /** Sends at once when a comment opens a new window; every `checkMs` flushes ended windows and digests. */
    async start() {
      unsubscribe = await events.subscribeAll((event) => {
        if (event.type === 'comment.created' && !stopped) requestFlush(event.snippetId);
      });
      timer = setInterval(() => {
        if (checking || stopped) return;
        checking = check()
          .catch((err: unknown) => {
            if (!stopped) log.error({ err }, 'feedback e-mail check failed');
          })
          .finally(() => {
            checking = null;
          });
      }, options.checkMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unsubscribe?.();
      await checking;
      await Promise.all(running);
    },
    /** Whether any flush is running in this process (tests wait for quiet). */
    busy: () => flushing.size > 0 || checking !== null,

    async settings(userId: number): Promise<NotificationSettings> {
      return (await q.readSettings(db, userId)) ?? DEFAULT_NOTIFICATION_SETTINGS;
    },
    async saveSettings(userId: number, settings: NotificationSettings) {
      await q.writeSettings(db, userId, settings);
      return settings;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
