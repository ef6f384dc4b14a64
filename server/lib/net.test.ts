import { describe, expect, it } from 'vitest';
import { addressKey, hasProxyHeaders, normalizeAddress } from './net';

describe('client addresses as limits count them', () => {
  it('reads IPv4-mapped IPv6 as the IPv4 address, dotted or in hex', () => {
    expect(normalizeAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('::FFFF:a00:1')).toBe('10.0.0.1');
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts IPv6 by its /64, however the address is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const other of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:abcd',
      '[2001:db8:1:2::99]',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:1.2.3.4',
    ]) {
      expect(addressKey(other), other).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressKey(undefined)).toBe('');
    expect(addressKey('not an address')).toBe('not an address');
  });
});

describe('proxy headers', () => {
  it('are any of Forwarded, X-Forwarded-For and X-Real-IP', () => {
    expect(hasProxyHeaders({ forwarded: 'for=1.2.3.4' })).toBe(true);
    expect(hasProxyHeaders({ 'x-forwarded-for': '1.2.3.4' })).toBe(true);
    expect(hasProxyHeaders({ 'x-real-ip': '1.2.3.4' })).toBe(true);
    expect(hasProxyHeaders({ host: 'localhost', 'x-forwarded-proto': 'https' })).toBe(false);
  });
});
