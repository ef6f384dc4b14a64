import { describe, expect, it } from 'vitest';
import { idParamText, parseIdParam } from './route-params';

describe('parseIdParam', () => {
  it('takes a whole segment of digits, at least 1 and at most nine digits', () => {
    expect(parseIdParam('12')).toBe(12);
    expect(parseIdParam('007')).toBe(7);
    expect(parseIdParam('999999999')).toBe(999999999);
    for (const raw of ['', '0', '000', '-3', '+3', '1.5', '1e3', ' 12', '12 ', '12abc', 'abc', '1234567890']) {
      expect(parseIdParam(raw), raw).toBeNull();
    }
  });

  it('reads the number an address starts with for the public pages', () => {
    const leading = { leadingNumber: true };
    expect(parseIdParam('12', leading)).toBe(12);
    expect(parseIdParam('12-hero', leading)).toBe(12);
    expect(parseIdParam('12/more', leading)).toBe(12);
    expect(parseIdParam('1234567890', leading)).toBe(1234567890);
    for (const raw of ['', '0', '-3', 'abc', 'hero-12']) {
      expect(parseIdParam(raw, leading), raw).toBeNull();
    }
  });
});

describe('idParamText', () => {
  it('prefers the named parameter, then a wildcard, then the address', () => {
    expect(idParamText({ id: '5', '*': '6' }, 'id', '/snippets/7')).toBe('5');
    expect(idParamText({ '*': '6-hero' }, 'id', '/snippet/6-hero')).toBe('6-hero');
    expect(idParamText({}, 'id', '/projects/7')).toBe('7');
    expect(idParamText({}, 'id', '/')).toBe('');
  });
});
