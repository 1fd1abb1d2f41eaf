// GET /render/image/{public,authenticated,sign}/{bucket}/{name}: a resized or re-encoded variant of a stored image
// (CONTRACT-storage-mfa.md §A.3), with the access rules of the matching /object/… download: `public` serves public
// buckets only and `sign` what its token names (both without RLS); `authenticated` reads as the caller (RLS select),
// a missing or bad JWT running as anon. Options come from the query (public, authenticated) or from the signed token
// (sign). Each variant is rendered once and kept beside the object (backend/folder-variants.ts).
import type { Context } from 'hono';
import { asCaller, caller, objectPath, publicLookup, type StorageCtx } from '../context.ts';
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
import { planVariant } from '../transform/render-variant.ts';
import { contentTypeOfVariantKey, variantTag } from '../transform/variant-cache.ts';
import { disposition } from './download.ts';

const queryOptions = (c: Context): TransformOptions => parseTransformOptions(new URL(c.req.url).searchParams);

async function serveVariant(
  ctx: StorageCtx,
  c: Context,
  row: ObjectRow,
  options: TransformOptions,
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
  const variant = await ctx.variantCache.serve(plan.key, plan.render);
  return sendFile(c, headers, etag, variant);
}

export function renderPublic(ctx: StorageCtx) {
  return async (c: Context) => {
    const options = queryOptions(c);
    const { bucket, name } = objectPath(c, '/render/image/public/');
    const found = await publicLookup(ctx, bucket, name);
    if (!found.public) throw noSuchBucket();
    if (!found.row) throw noSuchKey();
    return serveVariant(ctx, c, found.row, options);
  };
}

export function renderAuthenticated(ctx: StorageCtx) {
  return async (c: Context) => {
    const options = queryOptions(c);
    const who = await caller(ctx, c, true);
    const { bucket, name } = objectPath(c, '/render/image/authenticated/');
    const b = await findBucket(ctx.deps.db, bucket);
    if (!b || (!who.verified && !b.public)) throw noSuchBucket();
    const row = await asCaller(ctx, c, who, 'storage.object.render_authenticated', (tx) =>
      findObject(tx, bucket, name),
    );
    if (!row) throw noSuchKey();
    return serveVariant(ctx, c, row, options);
  };
}

export function renderSigned(ctx: StorageCtx) {
  return async (c: Context) => {
    const { bucket, name } = objectPath(c, '/render/image/sign/');
    const payload = await verifyToken(ctx, c.req.query('token'), `${bucket}/${name}`, 'download');
    const options = parseTokenTransformations(
      typeof payload.transformations === 'string' ? payload.transformations : '',
      typeof payload.format === 'string' ? payload.format : undefined,
    );
    const row = await findObject(ctx.deps.db, bucket, name);
    if (!row) throw noSuchKey();
    return serveVariant(ctx, c, row, options);
  };
}
