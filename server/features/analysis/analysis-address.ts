import { isIP } from 'node:net';

/**
 * Which addresses a server-side fetch of a user's URL may reach. Anything
 * that is not plainly the public internet is refused: loopback, private and
 * shared (CGNAT) ranges, link-local (and with it the cloud metadata service),
 * unspecified, multicast, reserved and documentation ranges, and IPv6 forms
 * that embed one of those IPv4 addresses.
 */

const FORBIDDEN_NAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Host names refused before any DNS lookup. */
export function isForbiddenHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return FORBIDDEN_NAMES.has(host) || host.endsWith('.localhost');
}

export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return isForbiddenV4(parseV4(bare));
  if (version === 6) {
    const bytes = parseV6(bare);
    return bytes === null || isForbiddenV6(bytes);
  }
  return true;
}

type V4Bytes = readonly [number, number, number, number];

function parseV4(text: string): V4Bytes | null {
  return v4Bytes(text.split('.').map(Number));
}

/** Exactly four numbers as the bytes of an IPv4 address; null for any other count. */
function v4Bytes(bytes: readonly number[]): V4Bytes | null {
  const [a, b, c, d, ...rest] = bytes;
  if (a === undefined || b === undefined || c === undefined || d === undefined || rest.length > 0) return null;
  return [a, b, c, d];
}

function isForbiddenV4(bytes: V4Bytes | null): boolean {
  if (bytes === null) return true; // not an IPv4 address after all: refused like anything unclear
  const [a, b, c] = bytes;
  return (
    a === 0 || // "this network", includes 0.0.0.0
    a === 10 ||
    (a === 100 && (b & 0xc0) === 64) || // 100.64/10 shared address space, Alibaba metadata
    a === 127 ||
    (a === 169 && b === 254) || // link-local, AWS/GCP/Azure metadata 169.254.169.254
    (a === 172 && (b & 0xf0) === 16) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF assignments (Oracle metadata), TEST-NET-1
    (a === 192 && b === 168) ||
    (a === 198 && (b & 0xfe) === 18) || // benchmarking
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** 16 bytes of an IPv6 address (already validated by net.isIP), including a trailing dotted IPv4 part. */
function parseV6(text: string): number[] | null {
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted !== undefined) {
    const v4 = parseV4(dotted);
    if (v4 === null) return null;
    tail.push(...v4);
    head = text.slice(0, -dotted.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const groupsNeeded = 8 - tail.length / 2;
  const [leftHalf, rightHalf, ...moreHalves] = head.split('::');
  if (moreHalves.length > 0) return null;
  const left = leftHalf ? leftHalf.split(':') : [];
  const right = rightHalf ? rightHalf.split(':') : [];
  const missing = groupsNeeded - left.length - right.length;
  if (missing < 0 || (rightHalf === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  const bytes: number[] = [];
  for (const g of groups) {
    const v = parseInt(g, 16);
    if (Number.isNaN(v)) return null;
    bytes.push(v >> 8, v & 0xff);
  }
  bytes.push(...tail);
  return bytes.length === 16 ? bytes : null;
}

function zeros(bytes: number[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] !== 0) return false;
  return true;
}

function isForbiddenV6(b: number[]): boolean {
  const [b0, b1] = b;
  if (b.length !== 16 || b0 === undefined || b1 === undefined) return true; // not 16 bytes: refused like anything unclear
  if (zeros(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return isForbiddenV4(v4Bytes(b.slice(12))); // ::ffff:a.b.c.d
  if (zeros(b, 0, 12)) return true; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (b0 === 0x00 && b1 === 0x64 && b[2] === 0xff && b[3] === 0x9b) {
    // NAT64 64:ff9b::/96 reaches the embedded IPv4 address; 64:ff9b:1::/48 is for local use
    return b[4] !== 0 || b[5] !== 0 || !zeros(b, 6, 12) || isForbiddenV4(v4Bytes(b.slice(12)));
  }
  if (b0 === 0x20 && b1 === 0x02) return isForbiddenV4(v4Bytes(b.slice(2, 6))); // 6to4
  if (b0 === 0x20 && b1 === 0x01 && (zeros(b, 2, 4) || (b[2] === 0x0d && b[3] === 0xb8))) return true; // Teredo, documentation
  if (b0 === 0x01 && b1 === 0x00 && zeros(b, 2, 8)) return true; // discard-only 100::/64
  if ((b0 & 0xfe) === 0xfc) return true; // unique local fc00::/7, includes AWS metadata fd00:ec2::254
  if (b0 === 0xfe && (b1 & 0x80) === 0x80) return true; // link-local fe80::/10 and old site-local fec0::/10
  if (b0 === 0xff) return true; // multicast
  return false;
}
