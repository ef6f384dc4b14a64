import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidRangeError, ObjectNotFoundError, baseMime, type Storage } from '../../storage';
import { contentDisposition, isFresh, parseRange } from '../../lib/http';

// A file's bytes never change under its publicId (a new upload gets a new one), so caches may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * What any uploaded file may do when opened, whatever its type: nothing but show itself. Its
 * document has an opaque origin and runs no script, and as a script it matches no page's
 * `script-src 'self'` (see servedType).
 */
export const SANDBOX_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

// The script types of the WHATWG MIME sniffing standard (and JSON-less module types like it).
const SCRIPT_TYPE = /^(?:application|text)\/(?:x-)?(?:java|ecma|j|live)script(?:1\.\d)?$/;

/**
 * The type an upload is sent with: its stored type, except that a script is sent as plain text.
 * Under `nosniff` a browser then refuses to run it from a <script> or a worker, so an uploaded file
 * can never pass as one of the app's own scripts (`script-src 'self'`).
 */
export function servedType(contentType: string): string {
  return SCRIPT_TYPE.test(baseMime(contentType)) ? 'text/plain; charset=utf-8' : contentType;
}

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
  return reply
    .status(404)
    .header('Content-Security-Policy', SANDBOX_CSP)
    .header('Cache-Control', 'no-store')
    .send({ error: 'not_found', message: 'File not found' });
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
  const type = servedType(object.contentType);
  // On every answer, whatever the type: no upload runs as a page or a script of the app.
  reply.header('Content-Security-Policy', SANDBOX_CSP);
  // Set only on answers that carry the object (200, 206, 304), never on errors.
  const withObjectHeaders = () => {
    reply.header('Cache-Control', IMMUTABLE);
    reply.header('ETag', object.etag);
    // Snippets, public pages and shop themes on other sites embed these files.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (object.ranges) reply.header('Accept-Ranges', 'bytes');
    if (object.fileName !== undefined) {
      // Images stay inline so they preview (SVG too: the sandbox keeps its scripts from running);
      // everything else is a download, which <video>, <audio> and the like still play.
      const inline = mime.startsWith('image/');
      reply.header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', object.fileName));
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
    return withObjectHeaders().status(200).type(type).header('Content-Length', String(size)).send();
  }

  try {
    if (range.kind === 'partial') {
      const stored = await storage.get(object.storageKey, { start: range.start, end: range.end });
      return withObjectHeaders()
        .status(206)
        .type(type)
        .header('Content-Range', `bytes ${range.start}-${range.start + stored.contentLength - 1}/${stored.size}`)
        .header('Content-Length', String(stored.contentLength))
        .send(stored.body);
    }
    const stored = await storage.get(object.storageKey);
    return withObjectHeaders()
      .status(200)
      .type(type)
      .header('Content-Length', String(stored.contentLength))
      .send(stored.body);
  } catch (err) {
    if (err instanceof ObjectNotFoundError) return notFoundReply(reply);
    if (err instanceof InvalidRangeError) return rangeNotSatisfiable(reply, err.size);
    throw err;
  }
}
