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

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) as the IPv4 address it is; any other address as given, bracket- and zone-free, lower-case. */
export function normalizeAddress(address: string): string {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  return mapped && isIP(mapped) === 4 ? mapped : bare;
}

/** The eight 16-bit groups of an IPv6 address (which may end in dotted IPv4), or null. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const fill = 8 - front.length - back.length;
  return [...front, ...Array<number>(Math.max(0, fill)).fill(0), ...back];
}

/**
 * The key a client address is counted under by per-address limits (attempts, comments, live
 * streams): an IPv4 address itself (IPv4-mapped IPv6 included); an IPv6 address by its /64, the
 * block one subscriber gets, so changing addresses within it does not buy more attempts.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '';
  const bare = normalizeAddress(address);
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  // IPv4-mapped, written in hex (::ffff:a00:1): the IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Whether a request came through a proxy that says so: Forwarded, X-Forwarded-For or X-Real-IP. */
export function hasProxyHeaders(headers: Record<string, string | string[] | undefined>): boolean {
  return (
    headers.forwarded !== undefined || headers['x-forwarded-for'] !== undefined || headers['x-real-ip'] !== undefined
  );
}
