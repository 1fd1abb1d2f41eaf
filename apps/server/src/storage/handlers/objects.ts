// Object endpoints other than upload and download: list, remove (many), move, copy — all as the caller, so the
// policies on storage.objects decide what each one sees and changes.
import type { Context } from 'hono';
import {
  asCaller,
  bucketParam,
  caller,
  checkBucketName,
  checkKey,
  jsonBody,
  ownerOf,
  type StorageCtx,
} from '../context.ts';
import { invalidRequest, noSuchKey } from '../errors.ts';
import { enforceQuota } from '../quota.ts';
import { keyOf, newVersion } from '../keys.ts';
import { deleteObjects, findObject, listLevel, moveObject, putObject } from '../models/objects.ts';

const MAX_LIST = 1500;
const MAX_REMOVE = 1000;

const int = (v: unknown, fallback: number, name: string): number => {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
    throw invalidRequest(`${name} must be a whole number`);
  return v;
};
const text = (v: unknown, name: string, fallback = ''): string => {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string') throw invalidRequest(`${name} must be a string`);
  return v;
};

/** POST /object/list/{bucket} {prefix, limit, offset, sortBy: {column, order}, search}. */
export function listObjects(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const bucket = bucketParam(c);
    const body = await jsonBody(c);
    let prefix = text(body.prefix, 'prefix');
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
    const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
    if (typeof sortBy !== 'object') throw invalidRequest('sortBy must be an object');
    const column = text(sortBy.column, 'sortBy.column', 'name');
    if (!['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(column))
      throw invalidRequest('sortBy.column must be one of name, updated_at, created_at, last_accessed_at');
    const order = text(sortBy.order, 'sortBy.order', 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw invalidRequest('sortBy.order must be asc or desc');
    const rows = await asCaller(ctx, c, who, 'storage.object.list', (tx) =>
      listLevel(tx, {
        bucket,
        prefix,
        search: text(body.search, 'search'),
        limit: Math.min(int(body.limit, 100, 'limit'), MAX_LIST),
        offset: int(body.offset, 0, 'offset'),
        column,
        desc: order === 'desc',
      }),
    );
    return c.json(rows);
  };
}

/** DELETE /object/{bucket} {prefixes: [...]}: the named objects (exact names) the caller may delete. */
export function removeObjects(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const bucket = bucketParam(c);
    const body = await jsonBody(c);
    const names = body.prefixes;
    if (
      !Array.isArray(names) ||
      names.length < 1 ||
      names.length > MAX_REMOVE ||
      !names.every((n) => typeof n === 'string')
    )
      throw invalidRequest(`prefixes must be a list of 1 to ${MAX_REMOVE} names`);
    const rows = await asCaller(ctx, c, who, 'storage.object.delete_many', (tx) =>
      deleteObjects(tx, bucket, names as string[]),
    );
    ctx.lookups.invalidate(bucket, names as string[]);
    await ctx.backend.deleteMany(rows.flatMap((r) => (r.version ? [keyOf(r.version)] : [])));
    await ctx.variants.removeFor(rows.map((r) => r.id));
    return c.json(rows);
  };
}

function moveBody(body: Record<string, unknown>) {
  const bucket = checkBucketName(body.bucketId);
  const sourceKey = checkKey(text(body.sourceKey, 'sourceKey'));
  const destinationKey = checkKey(text(body.destinationKey, 'destinationKey'));
  const destinationBucket =
    body.destinationBucket === undefined || body.destinationBucket === null
      ? bucket
      : checkBucketName(body.destinationBucket);
  return { bucket, sourceKey, destinationBucket, destinationKey };
}

/** POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}: renames the row; the bytes stay. */
export function moveObjectHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const m = moveBody(await jsonBody(c));
    const moved = await asCaller(ctx, c, who, 'storage.object.move', (tx) =>
      moveObject(
        tx,
        { bucket: m.bucket, name: m.sourceKey },
        { bucket: m.destinationBucket, name: m.destinationKey },
      ),
    );
    ctx.lookups.invalidate(m.bucket, [m.sourceKey]);
    ctx.lookups.invalidate(m.destinationBucket, [m.destinationKey]);
    if (!moved) throw noSuchKey();
    return c.json({ message: 'Successfully moved', Id: moved.id, Key: m.destinationKey });
  };
}

/** POST /object/copy: reads the source as the caller, copies the bytes, inserts the new row as the caller. */
export function copyObjectHandler(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const m = moveBody(await jsonBody(c));
    const source = await asCaller(ctx, c, who, 'storage.object.copy', (tx) =>
      findObject(tx, m.bucket, m.sourceKey),
    );
    if (!source?.version) throw noSuchKey();
    const version = newVersion();
    await ctx.backend.copy(keyOf(source.version), keyOf(version));
    try {
      const { owner, ownerId } = ownerOf(who);
      const row = await asCaller(ctx, c, who, 'storage.object.copy', async (tx) => {
        const size = Number(source.metadata?.size ?? 0);
        await enforceQuota(tx, who, { ownerId, bucket: m.destinationBucket, name: m.destinationKey, size });
        const put = await putObject(
          tx,
          {
            bucket: m.destinationBucket,
            name: m.destinationKey,
            owner,
            ownerId,
            version,
            metadata: source.metadata ?? {},
            userMetadata: source.user_metadata ?? undefined,
          },
          false,
        );
        return findObject(tx, m.destinationBucket, m.destinationKey).then((r) => r ?? { id: put.id });
      });
      ctx.lookups.invalidate(m.destinationBucket, [m.destinationKey]);
      return c.json({ ...row, Id: row.id, Key: `${m.destinationBucket}/${m.destinationKey}` });
    } catch (err) {
      await ctx.backend.deleteMany([keyOf(version)]);
      throw err;
    }
  };
}
