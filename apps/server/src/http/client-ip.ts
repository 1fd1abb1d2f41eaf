// The client's IP, decided in one place for auth/ and rest/ alike: the socket's address, or — only behind proxies
// the operator trusts (TRUST_PROXY=true or a number of hops) — the X-Forwarded-For entry the nearest untrusted hop
// wrote, read from the right as Express's `trust proxy` does. Never the left-most entry: a client writes that
// itself, and per-IP limits keyed on it could be dodged by rotating the header.
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** What per-IP limits count against when no address is known (in-process requests): one shared bucket, never none. */
export const UNKNOWN_IP = 'unknown';

// Hex digits, dots and colons: IPv4, IPv6 and IPv4-mapped IPv6. Anything else is not an address.
const IP_SHAPE = /^[0-9a-fA-F:.]{2,45}$/;

function normalise(raw: string | undefined): string | null {
  const ip = raw?.trim();
  if (!ip || !IP_SHAPE.test(ip)) return null;
  // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; count them as the IPv4 address they are.
  return ip.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
}

/**
 * The decision itself, from the X-Forwarded-For header and the socket's address (asked only when needed): the
 * Hono handlers and the API's direct read path (rest/node-reads.ts) both come here. proxy-addr's rule: the socket
 * peer is hop 0 and each trusted proxy appended the address it received from, so with `trustedHops` proxies the
 * client is the entry that many places from the right — the left-most when the header is shorter. An entry that
 * is not an address (a proxy set up otherwise than said) is passed over for the next one to its right, which a
 * more trusted hop wrote.
 */
export function clientIpOf(
  forwardedFor: string | undefined,
  remoteAddress: () => string | undefined,
  trustedHops: number,
): string | null {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(',');
    for (let i = Math.max(0, entries.length - trustedHops); i < entries.length; i += 1) {
      const ip = normalise(entries[i]);
      if (ip) return ip;
    }
  }
  return normalise(remoteAddress());
}

/** The socket address, or the X-Forwarded-For entry `trustedHops` places from the right; null when unknown. */
export function clientIp(c: Context, trustedHops: number): string | null {
  return clientIpOf(c.req.header('x-forwarded-for'), () => {
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined; // in-process requests (app.request) have no socket
    }
  }, trustedHops);
}

/** An IPv6 address as its eight 16-bit groups (an embedded IPv4 tail read as the last two); null if not IPv6. */
function ipv6Groups(ip: string): number[] | null {
  if (!isIPv6(ip)) return null;
  let text = ip.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/** RFC 5952's text: lower-case hex, no leading zeros, the longest run of two or more zero groups (the first) as `::`. */
function ipv6Text(groups: number[]): string {
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; i += 1) {
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j;
  }
  const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':');
  if (best < 0) return hex(groups);
  return `${hex(groups.slice(0, best))}::${hex(groups.slice(best + bestLength))}`;
}

/**
 * What every per-IP limit counts against: an IPv4 address as it is, an IPv4-mapped IPv6 address (::ffff:a.b.c.d, in
 * either spelling) as its IPv4 address, and any other IPv6 address as its /64 prefix (`2001:db8:1:2::/64`). One
 * subscriber is routinely given a whole /64 (RFC 6177), so counting IPv6 addresses one by one gave one client 2^64
 * buckets. Anything else (UNKNOWN_IP) is returned as is.
 */
export function rateLimitKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6] ?? 0, groups[7] ?? 0];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${ipv6Text([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The per-IP limits' key for this request (rateLimitKey of clientIp), UNKNOWN_IP when no address is known. */
export function clientRateLimitKey(c: Context, trustedHops: number): string {
  const ip = clientIp(c, trustedHops);
  return ip === null ? UNKNOWN_IP : rateLimitKey(ip);
}

/**
 * The request headers as SQL sees them (PostgREST's `request.headers`), with `x-forwarded-for` set to the
 * real client IP — as Supabase's own proxy does on hosted projects, which is what the SQL functions expect.
 */
export function headersForSql(headers: Record<string, string>, ip: string | null): Record<string, string> {
  // In place: each HTTP adapter builds the record for this request alone (a copy cost a few µs per API request).
  headers['x-forwarded-for'] = ip ?? UNKNOWN_IP;
  return headers;
}
