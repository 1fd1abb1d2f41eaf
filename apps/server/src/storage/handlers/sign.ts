// Signed URLs: POST /object/sign/{bucket}/{name} (one), POST /object/sign/{bucket} (many), and
// POST /object/upload/sign/{bucket}/{name} (a URL to upload to without a session). Signing needs the caller to see
// the object (RLS select), or for uploads to be allowed to write it (a rolled-back insert).
import type { Context } from 'hono';
import { asCaller, bucketParam, caller, checkKey, jsonBody, objectPath, ownerOf, type StorageCtx } from '../context.ts';
import { invalidRequest, noSuchKey } from '../errors.ts';
import { findObject, putObject, visibleNames } from '../models/objects.ts';
import { signToken, UPLOAD_URL_SECONDS } from '../tokens.ts';
import { parseTransformOptions, toTokenTransformations } from '../transform/params.ts';

const MAX_PATHS = 1000;
/** A signed URL's longest life: Supabase allows any positive expiresIn; we cap it at one year. */
const MAX_EXPIRES = 365 * 24 * 3600;

function expiresIn(v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_EXPIRES)
    throw invalidRequest(`expiresIn must be a whole number of seconds from 1 to ${MAX_EXPIRES}`);
  return v;
}

/**
 * The transform options Supabase folds into a render token (getSignedURL.ts): validated as the query of
 * /render/image is, then `transformations` ("height:100,width:200,resize:cover,quality:q") and `format` claims,
 * read back by the render route with parseTokenTransformations.
 */
function transformClaims(v: unknown): { transformations: string; format?: string } | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidRequest('transform must be an object');
  const options = parseTransformOptions(v as Record<string, unknown>, 'body/transform');
  const transformations = toTokenTransformations(options);
  if (!transformations && !options.format) return null;
  return { transformations, ...(options.format ? { format: options.format } : {}) };
}

export function signObject(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const { bucket, name } = objectPath(c, '/object/sign/');
    const body = await jsonBody(c);
    const seconds = expiresIn(body.expiresIn);
    const transform = transformClaims(body.transform);
    const row = await asCaller(ctx, c, who, 'storage.object.sign', (tx) => findObject(tx, bucket, name));
    if (!row) throw noSuchKey();
    const url = `${bucket}/${name}`;
    const token = await signToken(
      ctx,
      { url, scope: 'download', ...transform },
      seconds,
    );
    const base = transform ? '/render/image/sign/' : '/object/sign/';
    return c.json({ signedURL: `${base}${url}?token=${token}` });
  };
}

export function signObjects(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const bucket = bucketParam(c);
    const body = await jsonBody(c);
    const seconds = expiresIn(body.expiresIn);
    const paths = body.paths;
    if (!Array.isArray(paths) || paths.length < 1 || paths.length > MAX_PATHS || !paths.every((p) => typeof p === 'string'))
      throw invalidRequest(`paths must be a list of 1 to ${MAX_PATHS} names`);
    const names = paths as string[];
    const visible = await asCaller(ctx, c, who, 'storage.object.sign_many', (tx) => visibleNames(tx, bucket, names));
    const out = await Promise.all(
      names.map(async (path) => {
        if (!visible.has(path))
          return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
        const url = `${bucket}/${path}`;
        const token = await signToken(ctx, { url, scope: 'download' }, seconds);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return c.json(out);
  };
}

class Rollback extends Error {}

export function signUpload(ctx: StorageCtx) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const { bucket, name } = objectPath(c, '/object/upload/sign/');
    checkKey(name);
    const upsert = c.req.header('x-upsert') === 'true';
    const { owner, ownerId } = ownerOf(who);
    // May the caller write there? Tried as they would and rolled back.
    await asCaller(ctx, c, who, 'storage.object.sign_upload', async (tx) => {
      await putObject(tx, { bucket, name, owner, ownerId, version: 'check', metadata: {}, userMetadata: undefined }, upsert);
      throw new Rollback();
    }).catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
    const url = `${bucket}/${name}`;
    const token = await signToken(ctx, { owner: ownerId, url, upsert, scope: 'upload' }, UPLOAD_URL_SECONDS);
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  };
}
