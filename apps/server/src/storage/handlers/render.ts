// GET /render/image/{public,authenticated,sign}/{bucket}/{name}: a resized or re-encoded variant of a stored image
// (CONTRACT-storage-mfa.md §A.3), with the access rules of the matching /object/… download: `public` serves public
// buckets only and `sign` what its token names (both without RLS); `authenticated` reads as the caller (RLS select),
// a missing or bad JWT running as anon. Options come from the query (public, authenticated) or from the signed token
// (sign), and are put on the variant ladder (transform/ladder.ts). Each variant is rendered once and kept beside the
// object within caps (backend/folder-variants.ts). A variant already kept is served to anyone; a render is counted
// per client when the caller is anonymous (transform/render-rate.ts: 429) and runs in one of the process's render
// slots (transform/render-slots.ts: 503 when they and their queue are full), both with Retry-After.
import type { Context } from 'hono';
import { clientRateLimitKey } from '../../http/client-ip.ts';
import { asCaller, caller, type Caller, objectPath, publicLookup, type StorageCtx } from '../context.ts';
import { noSuchBucket, noSuchKey } from '../errors.ts';
import { notModified, sendFile } from '../http-file.ts';
import { keyOf } from '../keys.ts';
import { findBucket } from '../models/buckets.ts';
import { findObject, type ObjectRow } from '../models/objects.ts';
import { verifyToken } from '../tokens.ts';
import {
  parseTokenTransformations,
  parseTransformOptions,
  type TransformOptions,
} from '../transform/params.ts';
import { RenderRefusal, tooManyRenders } from '../transform/render-refusal.ts';
import { RenderRateLimit } from '../transform/render-rate.ts';
import { RENDER_SLOTS } from '../transform/render-slots.ts';
import { planVariant } from '../transform/render-variant.ts';
import { contentTypeOfVariantKey, variantTag } from '../transform/variant-cache.ts';
import { disposition } from './download.ts';

/** One rate limit per storage context (an app), on its clock. */
const rateLimits = new WeakMap<StorageCtx, RenderRateLimit>();
function rateLimitOf(ctx: StorageCtx): RenderRateLimit {
  let limit = rateLimits.get(ctx);
  if (!limit) {
    limit = new RenderRateLimit(ctx.now);
    rateLimits.set(ctx, limit);
  }
  return limit;
}

/**
 * Whether the caller of a render counts as anonymous: counted per client and queued in the anonymous lane. A verified
 * JWT (a signed-in user, the service role) or a signed URL is not.
 */
type Anonymous = () => Promise<boolean>;
const isAnon = (who: Caller) => who.role === 'anon';

/** The render of a miss, within this caller's limits: counted first (anonymous), then run in a render slot. */
function limitedRender(
  ctx: StorageCtx,
  c: Context,
  anonymous: Anonymous,
  render: () => Promise<Uint8Array>,
): () => Promise<Uint8Array> {
  return async () => {
    if (!(await anonymous())) return RENDER_SLOTS.run('priority', render);
    const limit = rateLimitOf(ctx);
    const client = clientRateLimitKey(c, ctx.deps.config.trustProxy);
    const wait = limit.take(client);
    if (wait > 0) throw tooManyRenders(wait);
    try {
      return await RENDER_SLOTS.run('anonymous', render, client);
    } catch (err) {
      if (err instanceof RenderRefusal) limit.refund(client); // never started: not a render of theirs
      throw err;
    }
  };
}

/** A refused render as Storage's error shape, with its own status and Retry-After. */
function refused(c: Context, err: RenderRefusal): Response {
  return c.json(err.toBody(), err.httpStatus, { 'Retry-After': String(err.retryAfterSeconds) });
}

function answering(handler: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    try {
      return await handler(c);
    } catch (err) {
      if (err instanceof RenderRefusal) return refused(c, err);
      throw err;
    }
  };
}

const queryOptions = (c: Context): TransformOptions => parseTransformOptions(new URL(c.req.url).searchParams);

async function serveVariant(
  ctx: StorageCtx,
  c: Context,
  row: ObjectRow,
  options: TransformOptions,
  anonymous: Anonymous,
): Promise<Response> {
  const meta = row.metadata;
  const version = row.version;
  if (!version || !meta) throw noSuchKey();
  const plan = await planVariant({
    object: { id: row.id, version, mimetype: meta.mimetype },
    load: async () => {
      const file = await ctx.backend.get(keyOf(version));
      if (!file) throw noSuchKey();
      return file.body;
    },
    options,
    accept: c.req.header('accept'),
  });
  // As Supabase's renderer: the variant's type, the source's caching headers, what was applied. The ETag is the
  // variant's own (its key's hash: the object's version and the options, the negotiated format included), so a
  // browser holding one variant is never told it holds another.
  const contentType = contentTypeOfVariantKey(plan.key);
  const etag = variantTag(plan.key);
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': meta.cacheControl || 'no-cache',
    ETag: etag,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (plan.transformations) headers.set('X-Transformations', plan.transformations);
  if (plan.varyAccept) headers.set('Vary', 'Accept');
  const cd = disposition(c, contentType);
  if (cd) headers.set('Content-Disposition', cd);
  const unchanged = notModified(c, headers, etag);
  if (unchanged) return unchanged;
  const variant = await ctx.variantCache.serve(plan.key, limitedRender(ctx, c, anonymous, plan.render));
  const res = sendFile(c, headers, etag, variant);
  variant.release?.();
  return res;
}

export function renderPublic(ctx: StorageCtx) {
  return answering(async (c) => {
    const options = queryOptions(c);
    const { bucket, name } = objectPath(c, '/render/image/public/');
    const found = await publicLookup(ctx, bucket, name);
    if (!found.public) throw noSuchBucket();
    if (!found.row) throw noSuchKey();
    // The JWT is only looked at for a render (a stored variant is served to anyone).
    return serveVariant(ctx, c, found.row, options, async () => isAnon(await caller(ctx, c, true)));
  });
}

export function renderAuthenticated(ctx: StorageCtx) {
  return answering(async (c) => {
    const options = queryOptions(c);
    const who = await caller(ctx, c, true);
    const { bucket, name } = objectPath(c, '/render/image/authenticated/');
    const b = await findBucket(ctx.deps.db, bucket);
    if (!b || (!who.verified && !b.public)) throw noSuchBucket();
    const row = await asCaller(ctx, c, who, 'storage.object.render_authenticated', (tx) =>
      findObject(tx, bucket, name),
    );
    if (!row) throw noSuchKey();
    return serveVariant(ctx, c, row, options, async () => isAnon(who));
  });
}

export function renderSigned(ctx: StorageCtx) {
  return answering(async (c) => {
    const { bucket, name } = objectPath(c, '/render/image/sign/');
    const payload = await verifyToken(ctx, c.req.query('token'), `${bucket}/${name}`, 'download');
    const options = parseTokenTransformations(
      typeof payload.transformations === 'string' ? payload.transformations : '',
      typeof payload.format === 'string' ? payload.format : undefined,
    );
    const row = await findObject(ctx.deps.db, bucket, name);
    if (!row) throw noSuchKey();
    // A signed URL names one variant, signed by someone allowed to read the object: not a fan-out.
    return serveVariant(ctx, c, row, options, async () => false);
  });
}
