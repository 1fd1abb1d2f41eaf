// The data API's write budget (issue 37, finding 4): how many bytes of writes one caller may push into the database
// per second. PGlite serves its clients one at a time (db/fair-lock.ts), so a learner sending large saves in
// parallel made every other reader wait, even when the quota refused each save — the body was parsed and the
// refusal decided in SQL. This runs before the body is read and before any database work: each write is charged
// its declared length (at least 4 KB; the route's body limit when no length is declared) against the caller's
// bucket, and past it answered 429 PT429 with Retry-After
// (its bytes dropped as they arrive).
//
// Sized for people editing (burst 8 MB, 256 KB/s back): the editor autosaves 2 s after the last change, one save at
// a time, so a 2 MB post autosaved every 10 s of editing is 200 KB/s, and a burst holds four full 2 MB saves back to
// back; reordering slides or bulk media edits are rows of a few KB each. An editor pausing every 2 s in a 2 MB post
// (1 MB/s) spends the burst in ~11 s; the autosave queue then retries with back-off and the browser keeps its copy.
import type { Context, MiddlewareHandler } from 'hono';
import { apiIdentity, type ApiIdentity } from './api-auth.ts';
import { clientRateLimitKey } from './client-ip.ts';
import { gatewayErrors } from './gateway-errors.ts';
import type { Keys } from './keys.ts';
import { bodyLimitOf } from './limits.ts';
import { TokenBuckets, type BucketRules } from './token-buckets.ts';

export const WRITE_BUDGET: BucketRules = { burst: 8 * 1024 * 1024, perSecond: 256 * 1024, maxKeys: 10_000 };
/** The least a write costs: the work of a write is more than its bytes, and an empty body is not free. */
export const MIN_WRITE_COST = 4 * 1024;

const WRITES: ReadonlySet<string> = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export interface WriteBudgetOptions {
  keys: Keys;
  trustProxy: number;
  now: () => number;
  rules?: BucketRules;
}

/** The declared length, or the route's limit when none (or none that parses) is declared. */
export function writeCost(contentLength: string | undefined, path: string): number {
  const declared = contentLength !== undefined && /^\d+$/.test(contentLength.trim()) ? Number(contentLength) : NaN;
  return Math.max(Number.isFinite(declared) ? declared : bodyLimitOf(path), MIN_WRITE_COST);
}

/** Whose bucket: the account for a signed-in caller, the address (IPv6 by /64) otherwise; null: never limited. */
function callerKey(c: Context, who: ApiIdentity, trustProxy: number): string | null {
  if (who.role === 'service_role') return null;
  const sub = who.claims.sub;
  if (who.role === 'authenticated' && typeof sub === 'string' && sub !== '') return `user:${sub}`;
  return `ip:${clientRateLimitKey(c, trustProxy)}`;
}

export function writeBudget(opts: WriteBudgetOptions): MiddlewareHandler {
  const buckets = new TokenBuckets(opts.rules ?? WRITE_BUDGET, opts.now);
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    // A token seen before is answered from the verified-token cache; a refused one is the handler's to answer.
    const found = apiIdentity(opts.keys, c.req.header('apikey'), c.req.header('authorization'));
    const who = found instanceof Promise ? await found : found;
    if ('status' in who) return next();
    const key = callerKey(c, who, opts.trustProxy);
    if (key === null) return next();
    const taken = buckets.take(key, writeCost(c.req.header('content-length'), c.req.path));
    if (taken.ok) return next();
    // The bytes are read off the socket and dropped (never parsed, never sent to the database): answered before
    // its body is read, the client's connection was closed under it and its next request failed.
    await c.req.raw.body?.pipeTo(new WritableStream()).catch(() => undefined);
    const refusal = gatewayErrors.writeBudget(taken.retryAfterS);
    return c.json(refusal.body(), 429, refusal.headers);
  };
}
