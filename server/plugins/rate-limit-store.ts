import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { createBatcher } from '../lib/batcher';
import { sha256 } from '../lib/tokens';

/**
 * The row key of a counter: a digest, so any key fits the index and the column whatever it holds
 * (a NUL or a megabyte of e-mail address sent before validation), and no e-mail address is kept in
 * plain text.
 */
export const storedRateLimitKey = (key: string) => sha256(key);

interface Increment {
  key: string;
  windowMs: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired rows are swept after this many increments of one process. */
const SWEEP_EVERY = 500;

/**
 * The rate-limit counters as rows of `rate_limits` (key, count, expiry), so every app process on one
 * database counts together; the embedded database holds the same table. A counter whose expiry has
 * passed starts again at 1.
 *
 * Increments are written in groups (group commit, as new comments are): those that arrive while one
 * statement runs go together in the next, one row per key with how many it got. A crowd of clients
 * then costs a few statements instead of one each, which matters most on the embedded database, where
 * every statement runs on the app's own thread. Each caller still gets the count it would have had
 * one by one: the n-th of k increments of a key in a group sees the new total less k − n.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let increments = 0;

  const writes = createBatcher(async (items: Increment[]): Promise<Array<{ current: number; ttl: number }>> => {
    // one row per key (a statement may not update a row twice); the window of a key's first increment
    const perKey = new Map<string, { windowMs: number; count: number }>();
    for (const { key, windowMs } of items) {
      const entry = perKey.get(key);
      if (entry) entry.count++;
      else perKey.set(key, { windowMs, count: 1 });
    }
    const rows = await db
      .insert(rateLimits)
      .values(
        [...perKey].map(([key, { windowMs, count }]) => ({
          key,
          count,
          expiresAt: sql`now() + (${windowMs}::float8 * interval '1 millisecond')`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when rate_limits.expires_at <= now() then excluded.count else rate_limits.count + excluded.count end`,
          expiresAt: sql`case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end`,
        },
      })
      .returning({
        key: rateLimits.key,
        current: rateLimits.count,
        ttl: sql<number>`greatest(0, extract(epoch from (${rateLimits.expiresAt} - now())) * 1000)::float8`,
      });
    const totals = new Map(rows.map((r) => [r.key, { current: r.current, ttl: Math.ceil(Number(r.ttl)) }]));
    // how many of each key's increments in this group are still to be answered
    const left = new Map([...perKey].map(([key, { count }]) => [key, count]));
    const results = items.map(({ key }) => {
      const total = totals.get(key);
      if (!total) throw new Error('The database returned no counter for a rate-limit key');
      const after = left.get(key)! - 1;
      left.set(key, after);
      return { current: total.current - after, ttl: total.ttl };
    });
    increments += items.length;
    if (increments >= SWEEP_EVERY) {
      increments = 0;
      try {
        await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
      } catch {
        // The counts are stored: failing them now would have them counted again. The next sweep tries.
      }
    }
    return results;
  });

  const incr = (name: string, windowMs: number) => writes.add({ key: storedRateLimitKey(name), windowMs });

  async function read(name: string) {
    const key = storedRateLimitKey(name);
    const [row] = await db
      .select({
        current: rateLimits.count,
        ttl: sql<number>`greatest(0, extract(epoch from (${rateLimits.expiresAt} - now())) * 1000)::float8`,
      })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > now()`);
    return row ? { current: row.current, ttl: Math.ceil(Number(row.ttl)) } : { current: 0, ttl: 0 };
  }

  class PgStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      incr(key, timeWindow).then(
        (r) => callback(null, r),
        (err: Error) => callback(err),
      );
    }
    read(key: string, callback: Callback) {
      read(key).then(
        (r) => callback(null, r),
        (err: Error) => callback(err),
      );
    }
    child() {
      return new PgStore();
    }
  }
  return PgStore;
}
