import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

// Percent-encodings of unreserved characters (RFC 3986 §2.3: ALPHA DIGIT - . _ ~),
// which a canonical path never contains, and of the path separators.
const ENCODED_UNRESERVED = /%(?:3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2d|2e|5f|7e)/i;
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * Why a request target is not in canonical origin-form, or null when it is.
 * Only the path is judged; the query string is the route's business.
 */
export function nonCanonicalReason(target: string): string | null {
  if (!target.startsWith('/')) return 'the request target must be a path';
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (path.includes('//')) return 'the path has an empty segment';
  if (path.includes('\\')) return 'the path has a backslash';
  if (DOT_SEGMENT.test(path)) return 'the path has a dot segment';
  if (ENCODED_SEPARATOR.test(path)) return 'the path has an encoded slash';
  if (ENCODED_UNRESERVED.test(path)) return 'the path has an encoded letter, digit or mark';
  return null;
}

/**
 * Every request line must name its path in exactly one spelling, so what the
 * router matches and what the rest of the app sees are the same thing. Any
 * other spelling (percent-encoded letters, %2F, dot segments, //, an
 * absolute-form target) is refused with a 400 before any route runs.
 */
export function registerCanonicalPath(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const reason = nonCanonicalReason(request.raw.url ?? '');
    if (reason) throw badRequest(`Malformed request path: ${reason}.`);
  });
}
