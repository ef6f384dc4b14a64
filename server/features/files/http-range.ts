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
  const [, first, last] = match;
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
