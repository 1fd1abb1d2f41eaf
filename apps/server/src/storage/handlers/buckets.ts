// /bucket: list, get, create, update, empty, delete. As the caller, so RLS on storage.buckets decides (hosted
// Supabase likewise: without a policy only the service role manages buckets); emptying needs the service role.
import type { Context } from 'hono';
import { asCaller, caller, checkBucketName, jsonBody, ownerOf, type StorageCtx } from '../context.ts';
import {
  accessDenied,
  bucketAlreadyExists,
  fromDbError,
  invalidRequest,
  noSuchBucket,
  resourceNotEmpty,
} from '../errors.ts';
import { keyOf } from '../keys.ts';
import {
  bucketHasObjects,
  deleteBucket,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
  type BucketRow,
} from '../models/buckets.ts';

const json = (b: BucketRow) => ({
  id: b.id,
  name: b.name,
  owner: b.owner ?? '',
  public: b.public,
  file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
  allowed_mime_types: b.allowed_mime_types,
  created_at: b.created_at,
  updated_at: b.updated_at,
});

const UNITS: Readonly<Record<string, number>> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** file_size_limit: a byte count, or a string such as "20MB" (Supabase's file-size-limit schema); null clears it. */
export function parseSizeLimit(v: unknown): number | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(v);
    if (m) return Math.floor(Number(m[1]) * (UNITS[(m[2] ?? 'b').toLowerCase()] ?? 1));
  }
  throw invalidRequest('file_size_limit must be a whole number of bytes or a size such as "20MB"');
}

function parseMimes(v: unknown): string[] | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (
    Array.isArray(v) &&
    v.length <= 100 &&
    v.every((m) => typeof m === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(m))
  )
    return v as string[];
  throw invalidRequest('allowed_mime_types must be a list of mime types such as image/png or image/*');
}

function parsePublic(v: unknown): boolean | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw invalidRequest('public must be true or false');
  return v;
}

export function listBucketsHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const q = c.req.query();
    const limit = q.limit === undefined ? null : Number(q.limit);
    const offset = q.offset === undefined ? 0 : Number(q.offset);
    if (
      (limit !== null && !(Number.isInteger(limit) && limit >= 0)) ||
      !(Number.isInteger(offset) && offset >= 0)
    )
      throw invalidRequest('limit and offset must be whole numbers');
    const rows = await asCaller(ctx, c, who, 'storage.bucket.list', (tx) =>
      listBuckets(tx, {
        limit,
        offset,
        column: q.sortColumn ?? 'name',
        desc: (q.sortOrder ?? 'asc').toLowerCase() === 'desc',
        search: q.search ?? '',
      }),
    );
    return c.json(rows.map((b) => ({ ...json(b), type: 'STANDARD' })));
  };
}

export function getBucketHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const id = checkBucketName(c.req.param('id'));
    const row = await asCaller(ctx, c, who, 'storage.bucket.get', (tx) => findBucket(tx, id));
    if (!row) throw noSuchBucket();
    return c.json(json(row));
  };
}

export function createBucketHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const body = await jsonBody(c);
    const id = checkBucketName(body.name ?? body.id);
    const { owner, ownerId } = ownerOf(who);
    try {
      await asCaller(ctx, c, who, 'storage.bucket.create', (tx) =>
        insertBucket(tx, {
          id,
          owner,
          ownerId,
          public: parsePublic(body.public) ?? false,
          limit: parseSizeLimit(body.file_size_limit) ?? null,
          mimes: parseMimes(body.allowed_mime_types) ?? null,
        }),
      );
      // A public route may have cached "no such bucket" for this name.
      ctx.lookups.invalidateAll();
    } catch (err) {
      throw err instanceof Error &&
        err.name === 'StorageError' &&
        (err as { code?: string }).code === 'KeyAlreadyExists'
        ? bucketAlreadyExists()
        : err;
    }
    return c.json({ name: id });
  };
}

export function updateBucketHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const id = checkBucketName(c.req.param('id'));
    const body = await jsonBody(c);
    const changes = {
      public: parsePublic(body.public),
      limit: parseSizeLimit(body.file_size_limit),
      mimes: parseMimes(body.allowed_mime_types),
    };
    const updated = await asCaller(ctx, c, who, 'storage.bucket.update', (tx) =>
      updateBucket(tx, id, changes),
    );
    // Made private: its files stop being served at once.
    ctx.lookups.invalidateAll();
    if (!updated) throw noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  };
}

/** POST /bucket/{id}/empty: the service role only (HTTP 403 otherwise), as Supabase Storage. */
export function emptyBucketHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    if (who.role !== 'service_role') throw accessDenied('Access denied', 403);
    const id = checkBucketName(c.req.param('id'));
    if (!(await findBucket(ctx.deps.db, id))) throw noSuchBucket();
    const { rows } = await ctx.deps.db
      .query<{ id: string; version: string | null }>(
        `delete from storage.objects where bucket_id = $1 returning id, version`,
        [id],
      )
      .catch((err: unknown) => {
        throw fromDbError(err);
      });
    ctx.lookups.invalidateAll();
    await ctx.backend.deleteMany(rows.flatMap((r) => (r.version ? [keyOf(r.version)] : [])));
    await ctx.variants.removeFor(rows.map((r) => r.id));
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  };
}

export function deleteBucketHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const id = checkBucketName(c.req.param('id'));
    if (await bucketHasObjects(ctx.deps.db, id)) throw resourceNotEmpty();
    const deleted = await asCaller(ctx, c, who, 'storage.bucket.delete', (tx) => deleteBucket(tx, id));
    ctx.lookups.invalidateAll();
    if (!deleted) throw noSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  };
}
