import fresh from 'fresh';
import type { FastifyRequest } from 'fastify';

/**
 * The HTTP header work the server does by hand: conditional requests (over `fresh`, the check
 * Express and Koa use), single byte ranges and Content-Disposition.
 */

/** True when the client's cached copy (If-None-Match / If-Modified-Since) is still the one we would send. */
export function isFresh(
  request: Pick<FastifyRequest, 'headers'>,
  response: { etag: string; lastModified?: string },
): boolean {
  return fresh(request.headers, { etag: response.etag, 'last-modified': response.lastModified });
}

export type RangeRequest =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a Range header (RFC 9110 §14.2) for an object of `size` bytes. A header that is not one
 * well-formed byte range is ignored and the whole object is sent, which the RFC allows; several
 * ranges are answered the same way rather than with multipart/byteranges.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ''));
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix) || suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** `inline; filename="…"; filename*=UTF-8''…`: an ASCII fallback plus the exact name (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', fileName?: string): string {
  if (fileName === undefined) return type;
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
