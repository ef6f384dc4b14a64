import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../lib/events';
import { createFillCache } from '../lib/fill-cache';
import { isFresh } from '../lib/http';

/** The public reads of one snippet that are answered from memory. */
export type PublicRead = 'snippet' | 'comments';

interface Answer {
  /** The JSON as UTF-8: sent as it is, not encoded again (nor measured) for every answer. */
  body: Buffer;
  etag: string;
}

/** Memory for serialized answers, in bytes; the least recently used go first. */
const CACHE_BYTES = 16 * 1024 * 1024;
/**
 * Changes arrive as live events; should the database connection that listens for them drop, the
 * events of that moment are lost, so no answer is kept longer than this.
 */
const MAX_AGE_MS = 60_000;

/**
 * The public GETs of a snippet (its detail, its comments) as the JSON they last answered, by
 * snippet, with an ETag so a revalidation is a 304. Every live event of a snippet, from this
 * process or another on the same database, drops its answers (decision 0018).
 */
export function createPublicReads(events: EventBus) {
  const cache = createFillCache<Answer>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
    ttl: MAX_AGE_MS,
  });
  const keyOf = (read: PublicRead, snippetId: number) => `${read}:${snippetId}`;

  function forgetSnippet(snippetId: number) {
    cache.delete(keyOf('snippet', snippetId));
    cache.delete(keyOf('comments', snippetId));
  }

  return {
    /** Starts dropping answers on live events; once per app. */
    listen: () => events.subscribeAll((event) => forgetSnippet(event.snippetId)),

    forgetSnippet,

    /**
     * Sends `read` of a snippet: 304 when the client holds the current answer, else the kept JSON,
     * else what `load` answers, serialized by the route's own response schema as any answer of
     * the route would be (so the kept string is what the route would send). A `load` that throws
     * (not found) keeps nothing.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      read: PublicRead,
      snippetId: number,
      load: () => Promise<unknown>,
    ) {
      const answer = (await cache.get(keyOf(read, snippetId), async () => {
        const serialized = reply.serialize(await load());
        const body =
          typeof serialized === 'string' ? Buffer.from(serialized, 'utf8') : Buffer.from(serialized as Buffer);
        return { body, etag: `W/"${crypto.createHash('sha256').update(body).digest('base64url')}"` };
      }))!;
      // A weak tag: the same JSON goes out compressed or not.
      reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
      if (isFresh(request, { etag: answer.etag })) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;
