import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a listening host or a peer address is this machine's loopback (127.0.0.0/8, ::1, localhost). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return loopback.check(mapped, 'ipv4');
  const version = isIP(bare);
  if (version === 4) return loopback.check(bare, 'ipv4');
  if (version === 6) return loopback.check(bare, 'ipv6');
  return false;
}
