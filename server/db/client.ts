import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { createFromImage, isNewDataDir, migrationsFolder, pgliteExtensions } from './image';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: queries take either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export { migrationsFolder };

/** LISTEN/NOTIFY over whichever engine is in use. */
export interface Notifier {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends every payload, in order, in one statement. */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  notifier: Notifier;
  close(): Promise<void>;
}

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob; migrate?: boolean }): Promise<Database> {
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    notifier: {
      async listen(channel, onPayload) {
        const unsub = await client.listen(channel, onPayload);
        return async () => unsub();
      },
      async notify(channel, payloads) {
        await client.query('select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, n) order by n', [
          channel,
          payloads,
        ]);
      },
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, opts: { migrate?: boolean } = {}): Promise<Database> {
  // The PostgreSQL driver loads when such a database is opened: the embedded one, the default, needs none.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePg(db as never, { migrationsFolder });
  // An idle connection the server closes (restart, DROP DATABASE … FORCE) must not crash the process.
  pool.on('error', () => {});
  let listener: Promise<pg.Client> | null = null;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  function ensureListener() {
    // One LISTEN connection, however many subscribe at once.
    listener ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => {
        // The connection is gone: open a new one and listen again, unless we are closing.
        listener = null;
        if (!closed) setTimeout(() => void relisten(), 1000);
      });
      c.on('notification', (msg) => {
        for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
      });
      await c.connect();
      return c;
    })();
    return listener;
  }
  async function relisten() {
    if (closed || handlers.size === 0) return;
    try {
      const c = await ensureListener();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      listener = null;
      if (!closed) setTimeout(() => void relisten(), 2000);
    }
  }
  return {
    db,
    kind: 'postgres',
    notifier: {
      async listen(channel, onPayload) {
        const c = await ensureListener();
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        }
        set.add(onPayload);
        return async () => {
          set!.delete(onPayload);
        };
      },
      async notify(channel, payloads) {
        await pool.query('select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, n) order by n', [
          channel,
          payloads,
        ]);
      },
    },
    async close() {
      closed = true;
      if (listener) await (await listener.catch(() => null))?.end();
      await pool.end();
    },
  };
}

/** The database a process opened, and a few words on how (for the start's progress line). */
export type OpenedDatabase = Database & { summary: string };

/**
 * The configured database: the PostgreSQL server at DATABASE_URL, or the embedded one in
 * DATA_DIR/pgdata. A new embedded database starts as a copy of the migrated image (see
 * ensureMigratedImage); either way the migrations newer than what the database holds are applied.
 */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  purpose = 'the Atelier server',
): Promise<OpenedDatabase> {
  if (config.databaseUrl) return { ...(await openPostgres(config.databaseUrl)), summary: 'PostgreSQL server' };
  const release = lockDataDir(config.dataDir, purpose);
  try {
    const dataDir = path.join(config.dataDir, 'pgdata');
    let summary = `embedded database in ${config.dataDir}`;
    if (isNewDataDir(dataDir)) {
      try {
        const { imageBuilt } = await createFromImage(dataDir);
        summary += imageBuilt ? ', new: migrated image built and copied' : ', new: copied from the migrated image';
      } catch (err) {
        // Without an image (say, a read-only install) the database is initialised in place, only slower.
        console.warn(
          `No migrated database image (${err instanceof Error ? err.message : String(err)}); initialising the database in place.`,
        );
        summary += ', new: initialised and migrated in place';
      }
    }
    const database = await openPglite({ dataDir });
    return {
      ...database,
      summary,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
