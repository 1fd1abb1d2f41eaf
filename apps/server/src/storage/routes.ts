import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { apiCors } from '../http/cors.ts';
import type { StorageBackend } from './backend/backend.ts';
import { storageCtx } from './context.ts';
import { asStorageError, internalError, notFoundRoute, renderStorageError } from './errors.ts';
import {
  createBucketHandler,
  deleteBucketHandler,
  emptyBucketHandler,
  getBucketHandler,
  listBucketsHandler,
  updateBucketHandler,
} from './handlers/buckets.ts';
import { downloadAuthenticated, downloadPublic, downloadSigned, objectInfo } from './handlers/download.ts';
import { copyObjectHandler, listObjects, moveObjectHandler, removeObjects } from './handlers/objects.ts';
import { renderAuthenticated, renderPublic, renderSigned } from './handlers/render.ts';
import { signObject, signObjects, signUpload } from './handlers/sign.ts';
import { uploadObject, uploadToSignedUrl } from './handlers/upload.ts';

/**
 * Supabase Storage-compatible /storage/v1 (CONTRACT-storage-mfa.md §A): buckets, objects, signed URLs. Request
 * bodies are not under the API body limit (http/limits.ts): uploads stop at their bucket's limit and
 * STORAGE_FILE_SIZE_LIMIT while streaming, JSON bodies at 1 MB (context.ts jsonBody). /render/image serves resized
 * and re-encoded variants through the image module (storage/transform/), cached beside the objects.
 */
export function storageRoutes(deps: AppDeps, opts: { backend?: StorageBackend } = {}): Hono {
  const ctx = storageCtx(deps, opts.backend);
  const app = new Hono();
  app.use('*', apiCors);

  app.get('/bucket', listBucketsHandler(ctx));
  app.post('/bucket', createBucketHandler(ctx));
  app.get('/bucket/:id', getBucketHandler(ctx));
  app.put('/bucket/:id', updateBucketHandler(ctx));
  app.post('/bucket/:id/empty', emptyBucketHandler(ctx));
  app.delete('/bucket/:id', deleteBucketHandler(ctx));

  // The fixed prefixes first: `/object/{bucket}/*` would match them too.
  app.post('/object/list/:bucket', listObjects(ctx));
  app.post('/object/move', moveObjectHandler(ctx));
  app.post('/object/copy', copyObjectHandler(ctx));
  app.post('/object/sign/:bucket', signObjects(ctx));
  app.post('/object/sign/:bucket/*', signObject(ctx));
  app.get('/object/sign/:bucket/*', downloadSigned(ctx));
  app.post('/object/upload/sign/:bucket/*', signUpload(ctx));
  app.put('/object/upload/sign/:bucket/*', uploadToSignedUrl(ctx));
  app.get('/object/public/:bucket/*', downloadPublic(ctx));
  app.get('/object/info/:bucket/*', objectInfo(ctx));
  app.get('/object/authenticated/:bucket/*', downloadAuthenticated(ctx, '/object/authenticated/'));
  app.get('/object/:bucket/*', downloadAuthenticated(ctx, '/object/'));
  app.post('/object/:bucket/*', uploadObject(ctx, false));
  app.put('/object/:bucket/*', uploadObject(ctx, true));
  app.delete('/object/:bucket', removeObjects(ctx));

  app.get('/render/image/public/:bucket/*', renderPublic(ctx));
  app.get('/render/image/authenticated/:bucket/*', renderAuthenticated(ctx));
  app.get('/render/image/sign/:bucket/*', renderSigned(ctx));

  app.all('*', () => {
    throw notFoundRoute();
  });
  app.onError((err, c: Context) => {
    const known = asStorageError(err);
    if (known) return renderStorageError(c, known);
    deps.logger.error({ err }, 'storage: unexpected failure');
    return renderStorageError(c, internalError());
  });
  return app;
}
