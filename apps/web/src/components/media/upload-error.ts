// Supabase Storage answers a refused upload with `{statusCode, error, code?, message}` (statusCode the semantic
// status as a string, the HTTP status mostly 400). Its messages are written for developers ("mime type x is not
// supported", "new row violates row-level security policy"); this turns them into what the user can act on.

export interface StorageErrorBody {
  statusCode?: string | number;
  error?: string;
  code?: string;
  message?: string;
}

/** Parses a Storage error answer; null when the body is not one (a proxy's HTML page, an empty body). */
export function parseStorageError(text: string): StorageErrorBody | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body !== 'object' || body === null) return null;
    const { statusCode, error, code, message } = body as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      statusCode: typeof statusCode === 'number' ? String(statusCode) : str(statusCode),
      error: str(error),
      code: str(code),
      message: str(message),
    };
  } catch {
    return null;
  }
}

/** The message to show for a failed upload of `fileName`, from the HTTP status and the answer's body. */
export function uploadErrorMessage(
  fileName: string,
  httpStatus: number,
  body: StorageErrorBody | null,
): string {
  const semantic = String(body?.statusCode ?? httpStatus);
  const code = body?.code ?? '';
  const error = (body?.error ?? '').toLowerCase();
  const message = body?.message ?? '';

  if (code === 'QuotaExceeded' || error === 'quota exceeded') {
    return `${fileName} could not be uploaded: ${message || 'the storage quota is reached.'}`;
  }
  if (code === 'EntityTooLarge' || semantic === '413' || httpStatus === 413) {
    return `${fileName} is too large; the limit is 10 MB.`;
  }
  if (code === 'InvalidMimeType' || semantic === '415' || error === 'invalid_mime_type') {
    // The server read the bytes: a renamed file (a HEIC called .jpg) or an SVG lands here.
    return `${fileName} is not a supported file type, or its contents do not match its name. Use JPEG, PNG, WebP, AVIF, GIF or PDF.`;
  }
  if (code === 'InvalidRequest' && /resolution is too big/i.test(message)) {
    return `${fileName} has too many pixels to be processed. Resize it and try again.`;
  }
  if (code === 'InvalidRequest' && /broken|truncated/i.test(message)) {
    return `${fileName} could not be read as an image; it may be damaged.`;
  }
  if (
    code === 'AccessDenied' ||
    code === 'InvalidJWT' ||
    semantic === '403' ||
    semantic === '401' ||
    httpStatus === 401 ||
    httpStatus === 403
  ) {
    return `You are not allowed to upload files. Sign in again with a staff account.`;
  }
  if (code === 'KeyAlreadyExists' || semantic === '409') {
    return `${fileName} could not be uploaded: a file with the same name already exists. Try again.`;
  }
  if (httpStatus === 0)
    return `${fileName} could not be uploaded: the connection failed. Check it and try again.`;
  return `${fileName} could not be uploaded${message ? `: ${message}` : '.'}`;
}
