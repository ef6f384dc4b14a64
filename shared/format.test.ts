import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatRelativeTime } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [3 * 1024 ** 4, '3072.00 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('writes the short month, day and year', () => {
    expect(formatDate(new Date(2024, 2, 5, 15, 0))).toBe('Mar 5, 2024');
    expect(formatDate('2023-12-31T12:00:00')).toBe('Dec 31, 2023');
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;
  it.each([
    [0, '0 seconds ago'],
    [1 * s, '1 second ago'],
    [59 * s, '59 seconds ago'],
    [60 * s, '1 minute ago'],
    [59 * min, '59 minutes ago'],
    [2 * h, '2 hours ago'],
    [23 * h, '23 hours ago'],
    [1 * d, '1 day ago'],
    [6 * d, '6 days ago'],
    [7 * d, '1 week ago'],
    [27 * d, '3 weeks ago'],
    [28 * d, '1 month ago'],
    [30 * d, '1 month ago'],
    [359 * d, '11 months ago'],
    [365 * d, '1 year ago'],
    [800 * d, '2 years ago'],
  ])('%d ms → %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });
  it('treats a time in the future as now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('0 seconds ago');
  });
});
