// GET/HEAD /object/{bucket}/{name} (and /object/authenticated/…): as the caller, RLS decides; a missing or bad JWT
// runs as anon, and then a private bucket is "not found". GET /object/public/… serves public buckets only, and
// GET /object/sign/…?token= what the token names; both without RLS, as Supabase Storage does.
import { PassThrough, type Readable } from 'node:stream';
import type { Context } from 'hono';
import { asCaller, caller, objectPath, publicLookup, type StorageCtx } from '../context.ts';
import { noSuchBucket, noSuchKey } from '../errors.ts';
import { servedType, type ServedType } from '../content-type.ts';
import { notModified, sendFile, type ByteRange } from '../http-file.ts';
import { keyOf } from '../keys.ts';
import { findBucket } from '../models/buckets.ts';
import { findObject, type ObjectRow } from '../models/objects.ts';
import { verifyToken } from '../tokens.ts';

/**
 * `?download` → attachment; `?download=name` → attachment with that file name (RFC 6266 both ways). Without it, only
 * a type on the inline list (raster images, PDF: content-type.ts) is shown inline; every other file is a download,
 * so a file someone uploaded is never opened as a page of this site (the sandbox CSP on every storage answer,
 * security-headers.ts, makes sure of it even where a browser shows a download inline).
 */
export function disposition(c: Context, type: string | ServedType): string | null {
  const download = c.req.query('download');
  const served = typeof type === 'string' ? servedType(type) : type;
  if (download === undefined) return served.inline ? null : 'attachment;';
  if (download === '') return 'attachment;';
  const enc = encodeURIComponent(download);
  return `attachment; filename=${enc}; filename*=UTF-8''${enc}`;
}

async function serve(ctx: StorageCtx, c: Context, row: ObjectRow): Promise<Response> {
  const meta = row.metadata;
  if (!row.version || !meta) throw noSuchKey();
  const key = keyOf(row.version);
  // The stored type as parsed now, not as written: a row from before uploads were parsed may hold anything.
  const served = servedType(meta.mimetype);
  const headers = new Headers({
    'Content-Type': served.contentType,
    'Cache-Control': meta.cacheControl || 'no-cache',
    ETag: meta.eTag,
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  const cd = disposition(c, served);
  if (cd) headers.set('Content-Disposition', cd);
  // A client that holds this version already gets 304 and no body (the ETag is the bytes' MD5).
  const unchanged = notModified(c, headers, meta.eTag);
  if (unchanged) return unchanged;
  // The common GET (no Range) opens the file once; a Range or a HEAD needs only its size first.
  if (!c.req.header('range') && c.req.raw.method !== 'HEAD') {
    const file = await ctx.backend.get(key);
    if (!file) throw noSuchKey();
    return sendFile(c, headers, meta.eTag, { size: file.size, read: () => file.body });
  }
  const head = await ctx.backend.head(key);
  if (!head) throw noSuchKey();
  return sendFile(c, headers, meta.eTag, {
    size: head.size,
    read: (range) => streamOf(ctx, key, range),
  });
}

/** The file's bytes (a range of them) as a stream that fails if the file went meanwhile. */
function streamOf(ctx: StorageCtx, key: string, range?: ByteRange): Readable {
  const out = new PassThrough();
  ctx.backend.get(key, range).then(
    (file) => {
      if (!file) out.destroy(noSuchKey());
      else file.body.on('error', (err) => out.destroy(err)).pipe(out);
    },
    (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
  );
  return out;
}

export function downloadAuthenticated(ctx: StorageCtx, prefix: string) {
  return async (c: Context) => {
    const who = await caller(ctx, c, true);
    const { bucket, name } = objectPath(c, prefix);
    const b = await findBucket(ctx.deps.db, bucket);
    if (!b || (!who.verified && !b.public)) throw noSuchBucket();
    const row = await asCaller(ctx, c, who, 'storage.object.get_authenticated', (tx) =>
      findObject(tx, bucket, name),
    );
    if (!row) throw noSuchKey();
    return serve(ctx, c, row);
  };
}

export function downloadPublic(ctx: StorageCtx) {
  return async (c: Context) => {
    const { bucket, name } = objectPath(c, '/object/public/');
    const found = await publicLookup(ctx, bucket, name);
    if (!found.public) throw noSuchBucket();
    if (!found.row) throw noSuchKey();
    return serve(ctx, c, found.row);
  };
}

export function downloadSigned(ctx: StorageCtx) {
  return async (c: Context) => {
    const { bucket, name } = objectPath(c, '/object/sign/');
    await verifyToken(ctx, c.req.query('token'), `${bucket}/${name}`, 'download');
    const row = await findObject(ctx.deps.db, bucket, name);
    if (!row) throw noSuchKey();
    return serve(ctx, c, row);
  };
}

/** GET /object/info/{bucket}/{name}: the object's facts, as the caller. */
export function objectInfo(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c, true);
    const { bucket, name } = objectPath(c, '/object/info/');
    const b = await findBucket(ctx.deps.db, bucket);
    if (!b || (!who.verified && !b.public)) throw noSuchBucket();
    const row = await asCaller(ctx, c, who, 'storage.object.info', (tx) => findObject(tx, bucket, name));
    if (!row) throw noSuchKey();
    return c.json({
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: row.user_metadata ?? null,
      last_modified: row.updated_at,
      created_at: row.created_at,
    });
  };
}
