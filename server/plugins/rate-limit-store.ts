import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { returnedRow } from '../db/returned-row';
import { rateLimits } from '../db/schema';
import { sha256 } from '../lib/tokens';

/**
 * The row key of a counter: a digest, so any key fits the index and the column whatever it holds
 * (a NUL or a megabyte of e-mail address sent before validation), and no e-mail address is kept in
 * plain text.
 */
export const storedRateLimitKey = (key: string) => sha256(key);

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired rows are swept after this many increments of one process. */
const SWEEP_EVERY = 500;

/**
 * The rate-limit counters as rows of `rate_limits` (key, count, expiry), so every app process on one
 * database counts together; the embedded database holds the same table. A counter whose expiry has
 * passed starts again at 1.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let increments = 0;

  async function incr(name: string, windowMs: number) {
    const key = storedRateLimitKey(name);
    const row = returnedRow(
      await db
        .insert(rateLimits)
        .values({ key, count: 1, expiresAt: sql`now() + (${windowMs}::float8 * interval '1 millisecond')` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end`,
            expiresAt: sql`case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end`,
          },
        })
        .returning({
          current: rateLimits.count,
          ttl: sql<number>`greatest(0, extract(epoch from (${rateLimits.expiresAt} - now())) * 1000)::float8`,
        }),
    );
    if (++increments % SWEEP_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
    return { current: row.current, ttl: Math.ceil(Number(row.ttl)) };
  }

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
