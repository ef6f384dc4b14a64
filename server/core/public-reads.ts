import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from './events';
import { createFillCache } from '../lib/fill-cache';
import { isFresh } from '../lib/http';

/** The public reads of one snippet that are answered from memory. */
export type PublicRead = 'snippet' | 'comments' | 'pins';

/** Which answer: a read of a snippet, and for a paged read which page (its cursor and limit). */
export interface PublicReadKey {
  read: PublicRead;
  snippetId: number;
  page?: string;
}

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
/** Snippets whose generation is remembered; past this, every kept answer is dropped and counting starts over. */
const GENERATIONS_MAX = 100_000;

/**
 * The public GETs of a snippet (its detail, its comments page by page, its pins) as the JSON they last
 * answered, with an ETag so a revalidation is a 304. Every live event of a snippet, from this process or
 * another on the same database, drops its answers (decision 0018): the answers are kept under the
 * snippet's generation, and an event gives the snippet a new one, so every page of it is passed over at
 * once, whatever its cursor or limit, and the old answers leave the LRU as it fills (decision 0021).
 */
export function createPublicReads(events: EventBus) {
  const cache = createFillCache<Answer>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
    ttl: MAX_AGE_MS,
  });
  /** A snippet's generation: absent is 0; each event of the snippet sets a number never used before. */
  const generations = new Map<number, number>();
  let lastGeneration = 0;
  const keyOf = ({ read, snippetId, page = '' }: PublicReadKey) =>
    `${snippetId}#${generations.get(snippetId) ?? 0}:${read}:${page}`;

  function forgetSnippet(snippetId: number) {
    if (generations.size >= GENERATIONS_MAX && !generations.has(snippetId)) {
      // Forgetting the generations would bring old answers back: forget the answers too.
      cache.clear();
      generations.clear();
    }
    generations.set(snippetId, ++lastGeneration);
  }

  return {
    /** Starts dropping answers on live events; once per app. */
    listen: () => events.subscribeAll((event) => forgetSnippet(event.snippetId)),

    forgetSnippet,

    /**
     * Sends a read of a snippet: 304 when the client holds the current answer, else the kept JSON,
     * else what `load` answers, serialized by the route's own response schema as any answer of
     * the route would be (so the kept string is what the route would send). A `load` that throws
     * (not found) keeps nothing.
     */
    async send(request: FastifyRequest, reply: FastifyReply, key: PublicReadKey, load: () => Promise<unknown>) {
      const answer = (await cache.get(keyOf(key), async () => {
        const serialized = reply.serialize(await load());
        const body =
          typeof serialized === 'string' ? Buffer.from(serialized, 'utf8') : Buffer.from(serialized as Buffer);
        return { body, etag: `W/"${crypto.createHash('sha256').update(body).digest('base64url')}"` };
      }))!;
      // A weak tag: the same JSON goes out compressed or not.
      reply.header('ETag', answer.etag).header('Cache-Control', 'private, no-cache');
      if (isFresh(request, { etag: answer.etag })) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;
