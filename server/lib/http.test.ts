import { describe, expect, it } from 'vitest';
import { contentDisposition, isFresh, parseRange } from './http';

describe('parseRange', () => {
  it('reads one range in each of its forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseRange('bytes=500-5000', 1000)).toEqual({ kind: 'partial', start: 500, end: 999 });
    expect(parseRange(' bytes = 1 - 2 ', 1000)).toEqual({ kind: 'partial', start: 1, end: 2 });
  });

  it('reports ranges that start past the end as unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=1000-2000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what is not one well-formed byte range', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=abc',
      'bytes=5-1',
      'bytes=0-1,3-4',
      'pages=1-2',
      'bytes=1e3-',
    ]) {
      expect(parseRange(header, 1000), String(header)).toEqual({ kind: 'whole' });
    }
  });
});

describe('isFresh', () => {
  const etag = '"abc"';
  it('matches the entity tag in If-None-Match, weak or in a list, and *', () => {
    expect(isFresh({ headers: { 'if-none-match': '"abc"' } }, { etag })).toBe(true);
    expect(isFresh({ headers: { 'if-none-match': 'W/"abc"' } }, { etag })).toBe(true);
    expect(isFresh({ headers: { 'if-none-match': '"x", "abc"' } }, { etag })).toBe(true);
    expect(isFresh({ headers: { 'if-none-match': '*' } }, { etag })).toBe(true);
  });

  it('is not fresh without a matching tag', () => {
    expect(isFresh({ headers: {} }, { etag })).toBe(false);
    expect(isFresh({ headers: { 'if-none-match': '"other"' } }, { etag })).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name', () => {
    expect(contentDisposition('attachment', 'été "x".txt')).toBe(
      `attachment; filename="_t_ _x_.txt"; filename*=UTF-8''%C3%A9t%C3%A9%20%22x%22.txt`,
    );
    expect(contentDisposition('inline')).toBe('inline');
  });
});
