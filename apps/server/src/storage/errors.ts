// Supabase Storage's errors: one catalogue and one renderer. The body is `{statusCode, error, code, message}` with
// the semantic status as a string; the HTTP status is 400 for all of them (as Supabase Storage answers) except a
// route that enforces a role (403) and an unexpected failure (500). See CONTRACT-storage-mfa.md §A.2.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { toDbError, DbError } from '../db/types.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { TransformError } from './transform/errors.ts';

export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus: ContentfulStatusCode = 400,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const noSuchKey = () => new StorageError('NoSuchKey', '404', 'not_found', 'Object not found');
export const noSuchBucket = () =>
  new StorageError('NoSuchBucket', '404', 'Bucket not found', 'Bucket not found');
export const keyAlreadyExists = () =>
  new StorageError('KeyAlreadyExists', '409', 'Duplicate', 'The resource already exists');
export const bucketAlreadyExists = () =>
  new StorageError('BucketAlreadyExists', '409', 'Duplicate', 'The resource already exists');
export const accessDenied = (message: string, httpStatus: ContentfulStatusCode = 400) =>
  new StorageError('AccessDenied', '403', 'Unauthorized', message, httpStatus);
export const entityTooLarge = () =>
  new StorageError(
    'EntityTooLarge',
    '413',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );
export const invalidMimeType = (mime: string) =>
  new StorageError('InvalidMimeType', '415', 'invalid_mime_type', `mime type ${mime} is not supported`);
export const invalidBucketName = () =>
  new StorageError('InvalidBucketName', '400', 'Invalid Input', 'Bucket name invalid');
export const invalidKey = (key: string) =>
  new StorageError('InvalidKey', '400', 'InvalidKey', `Invalid key: ${key.slice(0, 1024)}`);
export const invalidRequest = (message: string) =>
  new StorageError('InvalidRequest', '400', 'Invalid Input', message);
export const resourceNotEmpty = () =>
  new StorageError(
    'ResourceNotEmpty',
    '409',
    'ResourceNotEmpty',
    'The bucket you tried to delete is not empty',
  );
export const invalidJwt = (message: string) => new StorageError('InvalidJWT', '400', 'InvalidJWT', message);
export const invalidSignature = () =>
  new StorageError('InvalidSignature', '400', 'InvalidSignature', 'The url do not match the signature');
export const expiredToken = () =>
  new StorageError('ExpiredToken', '400', 'ExpiredToken', 'The token has expired');
export const notFoundRoute = () => new StorageError('NotFound', '404', 'not_found', 'Route not found', 404);
/** A statement ran past the caller's statement timeout (Supabase Storage's DatabaseTimeout); worth a retry. */
export const databaseTimeout = () =>
  new StorageError('DatabaseTimeout', '544', 'DatabaseTimeout', 'Timeout while querying the database', 503);
/** The database cannot serve now (stopped, restarting, unreachable: db/unavailable.ts); worth a retry. */
export const databaseUnavailable = () =>
  new StorageError(
    'DatabaseError',
    '503',
    'DatabaseError',
    'The database cannot be reached. Try again in a moment.',
    503,
  );
export const internalError = () =>
  new StorageError('InternalError', '500', 'Internal', 'Internal Server Error', 500);

/**
 * A database error met while running as the caller, in Supabase's terms (storage/database/errors.ts fromDBError):
 * RLS → AccessDenied, a unique violation → the duplicate given, a missing bucket (foreign key) → NoSuchBucket, the
 * role's statement timeout → DatabaseTimeout.
 * Anything else is not the caller's doing and is thrown on.
 */
export function fromDbError(err: unknown, duplicate: () => StorageError = keyAlreadyExists): unknown {
  const e = toDbError(err);
  if (!(e instanceof DbError)) return err;
  if (e.code === '42501') return accessDenied('new row violates row-level security policy');
  if (e.code === '23505') return duplicate();
  if (e.code === '23503') return noSuchBucket();
  if (e.code === '22P02' || e.code === '22023' || e.code === '54000') return invalidRequest('Invalid input');
  if (e.code === '57014') return databaseTimeout();
  return err;
}

export function renderStorageError(c: Context, err: StorageError): Response {
  return c.json(
    { statusCode: err.statusCode, error: err.error, code: err.code, message: err.message },
    err.httpStatus,
  );
}

/** The image module's errors (storage/transform/errors.ts) in the one storage shape. */
export function fromTransformError(err: TransformError): StorageError {
  return new StorageError(err.code, err.statusCode, err.error, err.message, err.httpStatus);
}

/** Any error a storage route met, as the StorageError it answers with (null: not the caller's doing). */
export function asStorageError(err: unknown): StorageError | null {
  if (err instanceof StorageError) return err;
  if (err instanceof TransformError) return fromTransformError(err);
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  return null;
}
