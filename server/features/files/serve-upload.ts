import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidRangeError, ObjectNotFoundError, baseMime, isScriptCapable, type Storage } from '../../storage';
import { contentDisposition, isFresh, parseRange } from '../../lib/http';

// A file's bytes never change under its publicId (a new upload gets a new one), so caches may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What a script-capable file (HTML, SVG, XML) may do when opened: nothing but show itself. */
export const SANDBOX_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export interface ServedObject {
  storageKey: string;
  /** Bytes of the whole object, when known without asking storage. */
  size?: number;
  contentType: string;
  etag: string;
  fileName?: string;
  ranges: boolean;
}

export function notFoundReply(reply: FastifyReply) {
  return reply.status(404).header('Cache-Control', 'no-store').send({ error: 'not_found', message: 'File not found' });
}

function rangeNotSatisfiable(reply: FastifyReply, size: number) {
  return reply
    .status(416)
    .header('Cache-Control', 'no-store')
    .header('Content-Range', `bytes */${size}`)
    .send({ error: 'range_not_satisfiable', message: `The requested range is outside the file (${size} bytes).` });
}

/** Sends a stored object with caching, range and safety headers; HEAD gets the headers alone. */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  object: ServedObject,
) {
  const mime = baseMime(object.contentType);
  // Set only on answers that carry the object (200, 206, 304), never on errors.
  const withObjectHeaders = () => {
    reply.header('Cache-Control', IMMUTABLE);
    reply.header('ETag', object.etag);
    // Snippets, public pages and shop themes on other sites embed these files.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (object.ranges) reply.header('Accept-Ranges', 'bytes');
    if (isScriptCapable(mime)) reply.header('Content-Security-Policy', SANDBOX_CSP);
    if (object.fileName !== undefined) {
      // SVG stays inline so it previews as an image; the sandbox CSP keeps its scripts from running.
      const attachment = isScriptCapable(mime) && mime !== 'image/svg+xml';
      reply.header('Content-Disposition', contentDisposition(attachment ? 'attachment' : 'inline', object.fileName));
    }
    return reply;
  };

  if (isFresh(request, { etag: object.etag })) return withObjectHeaders().status(304).send();

  let size = object.size;
  if (size === undefined || request.method === 'HEAD') {
    const head = await storage.head(object.storageKey);
    if (!head) return notFoundReply(reply);
    size = head.size;
  }

  const ifRange = request.headers['if-range'];
  const range =
    object.ranges && (!ifRange || ifRange === object.etag)
      ? parseRange(request.headers.range, size)
      : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') return rangeNotSatisfiable(reply, size);
  if (request.method === 'HEAD') {
    return withObjectHeaders().status(200).type(object.contentType).header('Content-Length', String(size)).send();
  }

  try {
    if (range.kind === 'partial') {
      const stored = await storage.get(object.storageKey, { start: range.start, end: range.end });
      return withObjectHeaders()
        .status(206)
        .type(object.contentType)
        .header('Content-Range', `bytes ${range.start}-${range.start + stored.contentLength - 1}/${stored.size}`)
        .header('Content-Length', String(stored.contentLength))
        .send(stored.body);
    }
    const stored = await storage.get(object.storageKey);
    return withObjectHeaders()
      .status(200)
      .type(object.contentType)
      .header('Content-Length', String(stored.contentLength))
      .send(stored.body);
  } catch (err) {
    if (err instanceof ObjectNotFoundError) return notFoundReply(reply);
    if (err instanceof InvalidRangeError) return rangeNotSatisfiable(reply, err.size);
    throw err;
  }
}
