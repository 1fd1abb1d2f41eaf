// The client's IP, decided in one place for auth/ and rest/ alike: the socket's address, or — only behind proxies
// the operator trusts (TRUST_PROXY=true or a number of hops) — the X-Forwarded-For entry the nearest untrusted hop
// wrote, read from the right as Express's `trust proxy` does. Never the left-most entry: a client writes that
// itself, and per-IP limits keyed on it could be dodged by rotating the header.
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

/**
 * The request headers as SQL sees them (PostgREST's `request.headers`), with `x-forwarded-for` set to the
 * real client IP — as Supabase's own proxy does on hosted projects, which is what the SQL functions expect.
 */
export function headersForSql(headers: Record<string, string>, ip: string | null): Record<string, string> {
  // In place: each HTTP adapter builds the record for this request alone (a copy cost a few µs per API request).
  headers['x-forwarded-for'] = ip ?? UNKNOWN_IP;
  return headers;
}
