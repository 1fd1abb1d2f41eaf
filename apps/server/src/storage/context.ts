// What every storage handler shares: the backend, the clock, the limits, who is calling, and the request's
// bucket and object name.
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/types.ts';
import { withRequest, type ApiRole, type RequestContext } from '../db/request-context.ts';
import { STATEMENT_TIMEOUTS } from '../db/statement-timeouts.ts';
import { apiIdentity } from '../http/api-auth.ts';
import { clientRateLimitKey } from '../http/client-ip.ts';
import type { StorageBackend } from './backend/backend.ts';
import { folderBackend } from './backend/folder.ts';
import { folderVariantStore, type ObjectVariantStore } from './backend/folder-variants.ts';
import { DEFAULT_HOT_VARIANTS, VariantCache } from './transform/variant-cache.ts';
import { PublicLookupCache, readPublicLookup, type PublicLookup } from './public-lookup.ts';
import { accessDenied, fromDbError, invalidBucketName, invalidKey, invalidRequest } from './errors.ts';

export interface StorageCtx {
  deps: AppDeps;
  backend: StorageBackend;
  /** Milliseconds since the epoch (deps.now, so tests move time instead of waiting). */
  now(): number;
  /** STORAGE_FILE_SIZE_LIMIT: no upload is larger, whatever its bucket allows. */
  globalLimit: number;
  /** The key signed URLs are signed with: derived from the JWT secret, so such a token is never an API JWT. */
  signingKey: Uint8Array;
  /** Rendered image variants (/render/image), kept beside the objects; an object's go when it goes. */
  variants: ObjectVariantStore;
  variantCache: VariantCache;
  /** Public buckets' rows, reused briefly (public-lookup.ts); every write here drops what it touched. */
  lookups: PublicLookupCache;
}

/** Rows of public files kept per process: enough for a large media library's hot set, bounded whatever is asked. */
const LOOKUPS_KEPT = 5000;

export function storageCtx(
  deps: AppDeps,
  backend?: StorageBackend,
  variants?: ObjectVariantStore,
): StorageCtx {
  const dir = deps.config.databaseUrl ? deps.config.storageDir : join(deps.config.dataDir, 'storage');
  const variantStore = variants ?? folderVariantStore(dir);
  const now = deps.now ?? Date.now;
  return {
    variants: variantStore,
    variantCache: new VariantCache(variantStore, DEFAULT_HOT_VARIANTS),
    deps,
    backend: backend ?? folderBackend(dir),
    now,
    lookups: new PublicLookupCache({
      ttlMs: deps.config.storageLookupCacheMs,
      maxEntries: LOOKUPS_KEPT,
      now,
    }),
    globalLimit: deps.config.storageFileSizeLimit,
    signingKey: createHmac('sha256', deps.keys.secret).update('storage-url-signing').digest(),
  };
}

export interface Caller {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** False when the JWT was missing or did not verify (a route that tolerates that runs as anon). */
  verified: boolean;
}

const ANON: Caller = { role: 'anon', claims: { role: 'anon' }, verified: false };

/**
 * Who is calling, from the bearer token (or the apikey when there is none). An authenticated route refuses a
 * missing or bad token with AccessDenied; a route that tolerates it (`allowInvalid`) runs as anon.
 */
export async function caller(ctx: StorageCtx, c: Context, allowInvalid = false): Promise<Caller> {
  const authorization = c.req.header('authorization');
  const apikey = c.req.header('apikey') ?? /^bearer\s+(.*)$/i.exec(authorization ?? '')?.[1];
  const identity = await apiIdentity(ctx.deps.keys, apikey, authorization);
  if ('status' in identity) {
    if (allowInvalid) return ANON;
    throw accessDenied(identity.body.message);
  }
  return { role: identity.role, claims: identity.claims, verified: true };
}

/**
 * The transaction settings of a request as `who`, as the data API's (rest/execute/run.ts): the role's statement
 * timeout (db/statement-timeouts.ts: Supabase's anon 3 s, authenticated 8 s; PostgreSQL enforces it as
 * statement_timeout, PGlite as the transaction's deadline) and the client's IP as PGlite's turn key
 * (db/fair-lock.ts), so one visitor's burst of storage requests waits behind others' turns instead of in front of them.
 */
export function callerContext(ctx: StorageCtx, c: Context, who: Caller, operation: string): RequestContext {
  const settings: Record<string, string> = { 'storage.operation': operation };
  const timeoutMs = STATEMENT_TIMEOUTS[who.role];
  if (timeoutMs !== undefined && ctx.deps.db.kind === 'postgres')
    settings.statement_timeout = `${timeoutMs}ms`;
  return {
    role: who.role,
    claims: who.claims,
    method: c.req.method,
    path: c.req.path,
    settings,
    timeoutMs: timeoutMs ?? ctx.deps.config.dbStatementTimeoutMs,
    client: clientRateLimitKey(c, ctx.deps.config.trustProxy), // PGlite's turns per client (an IPv6 /64 is one)
  };
}

/** Runs `fn` in one transaction as the caller (role and claims set, RLS decides), with DB errors in storage terms. */
export async function asCaller<T>(
  ctx: StorageCtx,
  c: Context,
  who: Caller,
  operation: string,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await withRequest(ctx.deps.db, callerContext(ctx, c, who, operation), fn);
  } catch (err) {
    throw fromDbError(err);
  }
}

/** The public routes' lookup (public bucket? the row), through the per-process cache. */
export function publicLookup(ctx: StorageCtx, bucket: string, name: string): Promise<PublicLookup> {
  return ctx.lookups.get(bucket, name, () => readPublicLookup(ctx.deps.db, bucket, name));
}

/** Supabase Storage's rules for names (storage/limits.ts). */
const KEY_CHARS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const BUCKET_CHARS = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_KEY = 1024;

export function checkKey(key: string): string {
  if (key === '' || key.length > MAX_KEY || !KEY_CHARS.test(key)) throw invalidKey(key);
  return key;
}

export function checkBucketName(name: unknown): string {
  if (
    typeof name !== 'string' ||
    name.length < 1 ||
    name.length > 100 ||
    name.trim() !== name ||
    !BUCKET_CHARS.test(name)
  )
    throw invalidBucketName();
  return name;
}

/** The bucket and object name after `prefix` in the request's path (e.g. `/object/public/`), decoded. */
export function objectPath(c: Context, prefix: string): { bucket: string; name: string } {
  const path = new URL(c.req.url).pathname;
  const at = path.indexOf(prefix);
  const rest = at < 0 ? '' : path.slice(at + prefix.length);
  const slash = rest.indexOf('/');
  if (slash < 0) throw invalidKey(rest);
  let bucket: string;
  let name: string;
  try {
    bucket = decodeURIComponent(rest.slice(0, slash));
    name = decodeURIComponent(rest.slice(slash + 1));
  } catch {
    throw invalidKey(rest.slice(slash + 1));
  }
  return { bucket: checkBucketName(bucket), name: checkKey(name) };
}

/** A bucket name from the route's `:bucket` parameter. */
export function bucketParam(c: Context): string {
  const raw = c.req.param('bucket') ?? '';
  try {
    return checkBucketName(decodeURIComponent(raw));
  } catch {
    throw invalidBucketName();
  }
}

/** Reads a JSON body of at most `max` bytes; an object is required. */
export async function jsonBody(c: Context, max = 1024 * 1024): Promise<Record<string, unknown>> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > max) throw invalidRequest(`Request body is larger than ${max} bytes`);
  const body = c.req.raw.body;
  if (!body) return {};
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw invalidRequest(`Request body is larger than ${max} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidRequest('Body must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** The caller's user id as Supabase stores it: owner (a UUID only) and owner_id (the `sub` as given). */
export function ownerOf(who: Caller): { owner: string | null; ownerId: string | null } {
  const sub = typeof who.claims.sub === 'string' ? who.claims.sub : null;
  const uuid =
    sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub) ? sub : null;
  return { owner: uuid, ownerId: sub };
}
