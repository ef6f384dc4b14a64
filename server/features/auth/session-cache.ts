import type { SessionUser } from '@shared/schemas/auth';
import { createFillCache } from '../../lib/fill-cache';

export interface SessionRow extends SessionUser {
  persistent: boolean;
  expiresAt: Date;
}

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

/**
 * Live sessions by id (the digest of the cookie's token: raw tokens are never kept), so a burst of
 * requests costs one query. The auth service forgets a session here whenever it ends one; another
 * process on the same database may trust an ended session for at most the TTL (decision 0018).
 * Unknown ids are not kept: a made-up cookie cannot push live sessions out.
 */
export function createSessionCache(
  lookup: (sessionId: string) => Promise<SessionRow | undefined>,
  options: { ttlMs?: number; max?: number; now?: () => number } = {},
) {
  const now = options.now ?? Date.now;
  const cache = createFillCache<SessionRow>({
    max: options.max ?? SESSION_CACHE_MAX,
    ttl: options.ttlMs ?? SESSION_CACHE_TTL_MS,
    perf: { now },
    // Ask the clock at every read, so an entry ends exactly at its TTL.
    ttlResolution: 0,
  });

  return {
    async get(sessionId: string): Promise<SessionRow | undefined> {
      const row = await cache.get(sessionId, () => lookup(sessionId));
      if (!row) return undefined;
      if (row.expiresAt.getTime() > now()) return row;
      cache.delete(sessionId);
      return undefined;
    },
    forget(sessionId: string) {
      cache.delete(sessionId);
    },
    forgetUser(userId: number) {
      cache.deleteWhere((row) => row.id === userId);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
