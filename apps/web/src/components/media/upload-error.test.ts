import { describe, expect, it } from 'vitest';
import { parseStorageError, uploadErrorMessage } from './upload-error';

// Bodies as apps/server/src/storage answers them (errors.ts, quota.ts, transform/errors.ts).
const body = (statusCode: string, error: string, code: string, message: string) =>
  parseStorageError(JSON.stringify({ statusCode, error, code, message }));

describe('uploadErrorMessage', () => {
  it('too large', () => {
    const b = body(
      '413',
      'Payload too large',
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
    );
    expect(uploadErrorMessage('big.jpg', 400, b)).toBe('big.jpg is too large; the limit is 10 MB.');
  });
  it('too large from a proxy with no JSON body', () => {
    expect(uploadErrorMessage('big.jpg', 413, parseStorageError('<html>413</html>'))).toBe(
      'big.jpg is too large; the limit is 10 MB.',
    );
  });
  it('wrong type (bucket list or content mismatch)', () => {
    for (const b of [
      body('415', 'invalid_mime_type', 'InvalidMimeType', 'mime type text/plain is not supported'),
      body(
        '415',
        'invalid_mime_type',
        'InvalidMimeType',
        "mime type image/png does not match the file's content",
      ),
    ]) {
      expect(uploadErrorMessage('x.png', 400, b)).toBe(
        'x.png is not a supported file type, or its contents do not match its name. Use JPEG, PNG, WebP, AVIF, GIF or PDF.',
      );
    }
  });
  it('quota, with the server’s explanation', () => {
    const b = body('413', 'Quota exceeded', 'QuotaExceeded', 'Storage quota reached: at most 200 files.');
    expect(uploadErrorMessage('x.png', 400, b)).toBe(
      'x.png could not be uploaded: Storage quota reached: at most 200 files.',
    );
  });
  it('not allowed (RLS, missing or bad token)', () => {
    const rls = body('403', 'Unauthorized', 'AccessDenied', 'new row violates row-level security policy');
    const jwt = body('400', 'InvalidJWT', 'InvalidJWT', 'jwt expired');
    for (const b of [rls, jwt]) {
      expect(uploadErrorMessage('x.png', 400, b)).toBe(
        'You are not allowed to upload files. Sign in again with a staff account.',
      );
    }
  });
  it('too many pixels and broken images', () => {
    expect(
      uploadErrorMessage(
        'x.png',
        400,
        body('422', 'InvalidRequest', 'InvalidRequest', 'Source image resolution is too big'),
      ),
    ).toBe('x.png has too many pixels to be processed. Resize it and try again.');
    expect(
      uploadErrorMessage(
        'x.png',
        400,
        body('422', 'InvalidRequest', 'InvalidRequest', 'Source image is broken or truncated'),
      ),
    ).toBe('x.png could not be read as an image; it may be damaged.');
  });
  it('a network failure', () => {
    expect(uploadErrorMessage('x.png', 0, null)).toBe(
      'x.png could not be uploaded: the connection failed. Check it and try again.',
    );
  });
  it('anything else keeps the server’s message', () => {
    expect(
      uploadErrorMessage('x.png', 500, body('500', 'Internal', 'InternalError', 'Internal Server Error')),
    ).toBe('x.png could not be uploaded: Internal Server Error');
    expect(uploadErrorMessage('x.png', 502, null)).toBe('x.png could not be uploaded.');
  });
});

describe('parseStorageError', () => {
  it('reads numeric status codes and ignores non-JSON', () => {
    expect(parseStorageError('{"statusCode":413,"message":"m"}')).toEqual({
      statusCode: '413',
      error: undefined,
      code: undefined,
      message: 'm',
    });
    expect(parseStorageError('nope')).toBeNull();
    expect(parseStorageError('null')).toBeNull();
  });
});
