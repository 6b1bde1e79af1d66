/**
 * Which IP addresses a booking calendar may be read from: public unicast only. Refused: unspecified,
 * loopback, private (RFC 1918), CGNAT (100.64/10), link-local, unique-local (fc00::/7), site-local,
 * multicast, broadcast and reserved ranges, in IPv4 and IPv6; IPv6 forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address they carry; local-use NAT64
 * (64:ff9b:1::/48) and the IETF's 2001::/23 (Teredo among it) are refused.
 */
import { isIPv4, isIPv6 } from 'node:net';

type Range = readonly [prefix: number[], bits: number];

const BLOCKED_V4: Range[] = [
  [[0, 0, 0, 0], 8], // "this network", incl. 0.0.0.0 unspecified
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // CGNAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (and cloud metadata)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, incl. 255.255.255.255 broadcast
];

const BLOCKED_V6: Range[] = [
  [[0xfc], 7], // unique-local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x01, 0, 0, 0, 0, 0, 0, 0], 64], // discard-only
  [[0, 0x64, 0xff, 0x9b, 0, 0x01], 48], // local-use NAT64 (RFC 8215): translates to private IPv4 too
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF special purpose, incl. Teredo 2001::/32 (tunnels to hidden IPv4)
];

function matches(bytes: Uint8Array, [prefix, bits]: Range): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[i / 8] & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function v4Bytes(ip: string): Uint8Array {
  return Uint8Array.from(ip.split('.').map(Number));
}

/** The 16 bytes of an IPv6 address (with or without a dotted IPv4 tail); null when it is not one. */
export function v6Bytes(input: string): Uint8Array | null {
  const ip = input.replace(/%.*$/, ''); // zone id (fe80::1%eth0)
  if (!isIPv6(ip)) return null;
  // A dotted IPv4 tail (::ffff:127.0.0.1) becomes its two hexadecimal groups.
  const head = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a: string, b: string, c: string, d: string) =>
    [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(':'),
  );
  const [left, right] = head.includes('::') ? head.split('::') : [head, null];
  const parse = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const l = parse(left);
  const r = right === null ? [] : parse(right);
  const groups = right === null ? l : [...l, ...new Array<number>(8 - l.length - r.length).fill(0), ...r];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  return bytes;
}

function publicV4(bytes: Uint8Array): boolean {
  return !BLOCKED_V4.some((range) => matches(bytes, range));
}

function publicV6(b: Uint8Array): boolean {
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // ::/96 holds :: (unspecified), ::1 (loopback) and the IPv4-compatible form: judge the IPv4 part.
  if (zeros(0, 12)) return publicV4(b.slice(12)) && !(zeros(12, 15) && b[15] <= 1);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return publicV4(b.slice(12)); // ::ffff:a.b.c.d
  if (zeros(0, 8) && b[8] === 0xff && b[9] === 0xff && zeros(10, 12)) return publicV4(b.slice(12)); // ::ffff:0:a.b.c.d (SIIT)
  if (matches(b, [[0, 0x64, 0xff, 0x9b], 32]) && zeros(4, 12)) return publicV4(b.slice(12)); // 64:ff9b::/96
  if (b[0] === 0x20 && b[1] === 0x02) return publicV4(b.slice(2, 6)); // 6to4
  return !BLOCKED_V6.some((range) => matches(b, range));
}

/** True for an address a calendar may be fetched from; false for any other, and for text that is no IP address. */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return publicV4(v4Bytes(ip));
  const bytes = v6Bytes(ip);
  return bytes ? publicV6(bytes) : false;
}
