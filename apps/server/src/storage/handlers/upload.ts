// POST /object/{bucket}/{name} (x-upsert), PUT /object/{bucket}/{name} (always upserts), and
// PUT /object/upload/sign/{bucket}/{name}?token= (the token is the permission; upsert comes from it).
import type { Context } from 'hono';
import { caller, objectPath, ownerOf, type StorageCtx } from '../context.ts';
import { storeUpload } from '../upload.ts';
import { verifyToken } from '../tokens.ts';

export function uploadObject(ctx: StorageCtx, alwaysUpsert: boolean) {
  return async (c: Context) => {
    const who = await caller(ctx, c);
    const { bucket, name } = objectPath(c, '/object/');
    const { owner, ownerId } = ownerOf(who);
    const upsert = alwaysUpsert || c.req.header('x-upsert') === 'true';
    const { id } = await storeUpload(ctx, c, {
      bucket,
      name,
      upsert,
      owner,
      ownerId,
      as: who,
      operation: alwaysUpsert ? 'storage.object.upload_update' : 'storage.object.upload',
    });
    return c.json({ Id: id, Key: `${bucket}/${name}` });
  };
}

export function uploadToSignedUrl(ctx: StorageCtx) {
  return async (c: Context) => {
    const { bucket, name } = objectPath(c, '/object/upload/sign/');
    const claims = await verifyToken(ctx, c.req.query('token'), `${bucket}/${name}`, 'upload');
    const owner = typeof claims.owner === 'string' ? claims.owner : null;
    const { owner: ownerUuid, ownerId } = ownerOf({ role: 'authenticated', claims: { sub: owner }, verified: true });
    await storeUpload(ctx, c, {
      bucket,
      name,
      upsert: claims.upsert === true,
      owner: ownerUuid,
      ownerId,
      as: null,
      operation: 'storage.object.upload_signed',
    });
    return c.json({ Key: `${bucket}/${name}` });
  };
}
