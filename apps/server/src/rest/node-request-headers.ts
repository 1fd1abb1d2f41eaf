// A direct read's request headers as the API takes them (node-reads.ts): node's raw header list turned into the
// record a fetch Headers object gives (lower-case names, sorted, repeats joined) — the record the Hono path builds
// from its Headers object — and the client's IP.
import { clientIpOf } from '../http/client-ip.ts';
import { putSorted } from './sorted-pairs.ts';

/** A repeated request header: its values joined, as a fetch Headers object joins them. */
const join = (old: string, value: string) => `${old}, ${value}`;

export interface NodeRequestHeaders {
  /** As the client sent them (the API sets x-forwarded-for to `ip` for SQL: headersForSql). */
  headers: Record<string, string>;
  /** The client's IP (clientIpOf), or null when unknown. */
  ip: string | null;
  /** The Host header as the client sent it (repeats joined, so a repeated Host is not a plain one). */
  host: string | undefined;
  /** The client's own X-Request-Id, if any. */
  requestId: string | undefined;
}

/** Above this many raw headers, sorting by insertion would cost more than a map and a sort (and could be abused). */
const FEW_HEADERS = 32;

/** The request's headers as a fetch Headers object iterates them: lower-case names, sorted, repeats joined. */
export function headerRecord(raw: readonly string[]): Record<string, string> {
  if (raw.length > 2 * FEW_HEADERS) return manyHeaders(raw);
  // A request has a dozen headers or so: kept sorted as they come, repeats joined in place.
  const pairs: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2)
    putSorted(pairs, (raw[i] as string).toLowerCase(), raw[i + 1] as string, join);
  const out: Record<string, string> = {};
  for (const [name, value] of pairs) out[name] = value;
  return out;
}

function manyHeaders(raw: readonly string[]): Record<string, string> {
  const joined = new Map<string, string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const value = raw[i + 1] as string;
    const seen = joined.get(name);
    joined.set(name, seen === undefined ? value : join(seen, value));
  }
  const out: Record<string, string> = {};
  for (const name of [...joined.keys()].sort()) out[name] = joined.get(name) as string;
  return out;
}

/**
 * A request's headers for the API, read from node's raw list alone: node builds `req.headers` only when something
 * asks for it, and this path never does (Host, X-Request-Id and X-Forwarded-For come from the record).
 */
export function nodeRequestHeaders(
  raw: readonly string[],
  remoteAddress: string | undefined,
  /** Trusted proxy hops (Config.trustProxy). */
  trustProxy: number,
): NodeRequestHeaders {
  const record = headerRecord(raw);
  const { host, 'x-request-id': requestId } = record;
  const ip = clientIpOf(record['x-forwarded-for'], () => remoteAddress, trustProxy);
  return { headers: record, ip, host, requestId };
}
