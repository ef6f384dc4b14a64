import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { EventBus } from './events';

/**
 * The tables whose rows are rewritten or deleted all day: each save writes a snippet and a version and
 * drops the oldest version; sessions, login links and rate-limit counters come and go; a deleted
 * project takes its snippets, versions, comments and images with it.
 */
export const CHURNING_TABLES = [
  'snippets',
  'snippet_versions',
  'projects',
  'comments',
  'comment_images',
  'sessions',
  'auth_tokens',
  'rate_limits',
  'outbox_messages',
] as const;

/** How often expired rows are swept, and the embedded database reclaimed, without anything asking. */
export const MAINTENANCE_EVERY_MS = 15 * 60_000;
/** Saves after which the embedded database reclaims the versions they pruned. */
export const RECLAIM_AFTER_SAVES = 200;
/** How long a request for reclaiming waits for more of the same (a burst of deletes is one reclaim). */
export const RECLAIM_DELAY_MS = 2_000;

export interface MaintenanceRun {
  /** Rows swept: expired sessions, used or expired login links, expired rate-limit counters. */
  swept: { sessions: number; tokens: number; rateLimits: number };
  /** Whether the churning tables were vacuumed (the embedded engine only). */
  vacuumed: boolean;
  ms: number;
}

export interface Maintenance {
  /** Asks for a run soon, off the request path (after a bulk delete); returns at once. */
  soon(): void;
  /** Runs now, after any run under way; what the schedule runs. */
  run(): Promise<MaintenanceRun>;
  close(): Promise<void>;
}

const affected = (result: unknown) => {
  const r = result as { affectedRows?: number; rowCount?: number | null };
  return r.affectedRows ?? r.rowCount ?? 0;
};

/**
 * Keeps the database at the size of what it holds. Expired sessions, login links and rate-limit rows
 * are deleted on a schedule. The embedded engine (PGlite) has no autovacuum: it runs VACUUM (ANALYZE)
 * on the churning tables on the same schedule, after every RECLAIM_AFTER_SAVES saves and after deletes,
 * then a CHECKPOINT so the write-ahead log is recycled. A PostgreSQL server is left to its autovacuum.
 * Runs are timers and events, never part of a request, one at a time.
 */
export function createMaintenance(deps: {
  database: Database;
  events: EventBus;
  log: FastifyBaseLogger;
  everyMs?: number;
  delayMs?: number;
}): Maintenance {
  const { database, events, log, everyMs = MAINTENANCE_EVERY_MS, delayMs = RECLAIM_DELAY_MS } = deps;
  const { db } = database;
  let running: Promise<MaintenanceRun> = Promise.resolve({
    swept: { sessions: 0, tokens: 0, rateLimits: 0 },
    vacuumed: false,
    ms: 0,
  });
  let closed = false;
  let soonTimer: NodeJS.Timeout | undefined;
  let saves = 0;

  async function once(): Promise<MaintenanceRun> {
    const started = performance.now();
    const sessions = affected(await db.execute(sql`delete from sessions where expires_at < now()`));
    const tokens = affected(
      await db.execute(sql`delete from auth_tokens where expires_at < now() or used_at is not null`),
    );
    const rateLimits = affected(await db.execute(sql`delete from rate_limits where expires_at < now()`));
    let vacuumed = false;
    if (database.kind === 'pglite' && !closed) {
      await db.execute(sql.raw(`vacuum (analyze) ${CHURNING_TABLES.join(', ')}`));
      await db.execute(sql`checkpoint`);
      vacuumed = true;
    }
    return { swept: { sessions, tokens, rateLimits }, vacuumed, ms: Math.round(performance.now() - started) };
  }

  function run() {
    running = running.then(once, once);
    return running;
  }

  function background() {
    if (closed) return;
    run().then(
      (done) => log.debug({ maintenance: done }, 'database maintenance done'),
      (err: unknown) => {
        if (!closed) log.warn({ err }, 'database maintenance failed; the next run tries again');
      },
    );
  }

  function soon() {
    if (closed) return;
    clearTimeout(soonTimer);
    soonTimer = setTimeout(background, delayMs);
    soonTimer.unref();
  }

  const schedule = setInterval(background, everyMs);
  schedule.unref();

  let unsubscribe: (() => void | Promise<void>) | undefined;
  if (database.kind === 'pglite') {
    void events
      .subscribeAll((event) => {
        if (event.type === 'snippet.deleted') soon();
        else if (event.type === 'snippet.updated' && ++saves >= RECLAIM_AFTER_SAVES) {
          saves = 0;
          soon();
        }
      })
      .then(
        (stop) => {
          unsubscribe = stop;
          if (closed) void stop();
        },
        (err: unknown) => log.warn({ err }, 'database maintenance does not hear of saves; it runs on its schedule'),
      );
  }

  return {
    soon,
    run,
    async close() {
      closed = true;
      clearInterval(schedule);
      clearTimeout(soonTimer);
      await unsubscribe?.();
      await running.catch(() => undefined);
    },
  };
}
