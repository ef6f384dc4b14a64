import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { commentImages, comments, snippets } from '../db/schema';
import { createFillCache } from '../lib/fill-cache';
import { randomToken } from '../lib/tokens';
import type { EventBus } from './events';

/**
 * Who may see a snippet without a session: a visitor who opened its share link, and from then on
 * carries its grant, a cookie per snippet signed with the app's key over the snippet's current
 * token (decision 0028). Turning sharing off drops the token, so every link and grant of it stops.
 */

/** A new unguessable part for a share link (shared/share-link.ts SHARE_TOKEN). */
export const newShareToken = () => randomToken(24);

/** How long a share token is trusted without asking the database; events drop it at once. */
const TOKEN_TTL_MS = 30_000;
const TOKENS_MAX = 50_000;

export function createShareAccess(db: DbOrTx, events: EventBus, appKey: Buffer) {
  const grantKey = crypto.createHmac('sha256', appKey).update('atelier share grant').digest();
  const tokens = createFillCache<{ token: string | null }>({ max: TOKENS_MAX, ttl: TOKEN_TTL_MS });

  const grantFor = (snippetId: number, token: string) =>
    crypto.createHmac('sha256', grantKey).update(`${snippetId}:${token}`).digest('base64url');

  return {
    /** Forgets kept tokens on the events that change them, from this process or another. */
    listen: () =>
      events.subscribeAll((event) => {
        if (event.type === 'snippet.sharing' || event.type === 'snippet.deleted') {
          tokens.delete(String(event.snippetId));
        }
      }),

    /** The snippet's share token while it is shared; null when it is not, or does not exist. */
    async shareToken(snippetId: number): Promise<string | null> {
      const kept = await tokens.get(String(snippetId), async () => {
        const [row] = await db
          .select({ token: snippets.shareToken })
          .from(snippets)
          .where(eq(snippets.id, snippetId))
          .limit(1);
        return { token: row?.token ?? null };
      });
      return kept?.token ?? null;
    },

    /** The snippet a comment image belongs to, or null. */
    async commentImageSnippet(imageId: string): Promise<number | null> {
      const [row] = await db
        .select({ snippetId: comments.snippetId })
        .from(commentImages)
        .innerJoin(comments, eq(comments.id, commentImages.commentId))
        .where(eq(commentImages.id, imageId))
        .limit(1);
      return row?.snippetId ?? null;
    },

    /** The grant cookie's value for a snippet shared under `token`. */
    grantFor,

    /** Whether a grant cookie's value is the one for the snippet's current token. */
    grantMatches(snippetId: number, token: string, grant: string): boolean {
      const expected = Buffer.from(grantFor(snippetId, token));
      const given = Buffer.from(grant);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },

    /** Forgets a kept token (after this process changed it). */
    forget(snippetId: number) {
      tokens.delete(String(snippetId));
    },
  };
}

export type ShareAccess = ReturnType<typeof createShareAccess>;
