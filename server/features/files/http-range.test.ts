import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

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
