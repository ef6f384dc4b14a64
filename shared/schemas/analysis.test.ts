import { describe, expect, it } from 'vitest';
import { analyzeCssInput, CSS_ANALYSIS_MAX_BYTES, CSS_TOO_LARGE_MESSAGE, isCssTooLarge } from './analysis';

describe('the CSS analysis cap', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(isCssTooLarge('a'.repeat(CSS_ANALYSIS_MAX_BYTES))).toBe(false);
    expect(isCssTooLarge('a'.repeat(CSS_ANALYSIS_MAX_BYTES + 1))).toBe(true);
    expect(isCssTooLarge('é'.repeat(CSS_ANALYSIS_MAX_BYTES / 2))).toBe(false);
    expect(isCssTooLarge('é'.repeat(CSS_ANALYSIS_MAX_BYTES / 2 + 1))).toBe(true);
    expect(isCssTooLarge('😀'.repeat(CSS_ANALYSIS_MAX_BYTES / 4 + 1))).toBe(true);
    expect(isCssTooLarge('😀'.repeat(CSS_ANALYSIS_MAX_BYTES / 4))).toBe(false);
  });

  it('is part of the request schema, with the message that names the limit', () => {
    const result = analyzeCssInput.safeParse({ cssContent: 'a{}'.repeat(CSS_ANALYSIS_MAX_BYTES) });
    expect(result.error?.issues.map((i) => i.message)).toEqual([CSS_TOO_LARGE_MESSAGE]);
    expect(CSS_TOO_LARGE_MESSAGE).toBe('The CSS is larger than 2 MB. Paste the main stylesheet only.');
  });
});
