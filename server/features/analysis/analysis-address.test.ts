import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, isForbiddenHostname } from './analysis-address';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '169.254.0.1',
    '192.0.0.192',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.1.1',
    '2606:4700::6810:85e5',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::',
  ])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('isForbiddenHostname', () => {
  it('refuses local and metadata names, case and trailing dot aside', () => {
    expect(isForbiddenHostname('localhost')).toBe(true);
    expect(isForbiddenHostname('LOCALHOST.')).toBe(true);
    expect(isForbiddenHostname('app.localhost')).toBe(true);
    expect(isForbiddenHostname('metadata.google.internal')).toBe(true);
    expect(isForbiddenHostname('example.com')).toBe(false);
    expect(isForbiddenHostname('localhost.example.com')).toBe(false);
  });
});
