// Transform failures as Supabase Storage renders them: `{statusCode, error, code, message}`, where `statusCode` is the
// semantic status as a string and the HTTP status is 400 unless the semantic one is 500 (contract §A.2). Bad query
// parameters mirror Fastify's schema validation (`querystring/width must be >= 0`, code `InvalidRequest`); failures of
// the image itself mirror imgproxy's answers as Supabase wraps them (`ImageProcessingError`: semantic 422,
// code `InvalidRequest`).

export type TransformErrorCode = 'InvalidRequest' | 'InvalidMimeType' | 'EntityTooLarge';

export interface StorageErrorBody {
  statusCode: string;
  error: string;
  code: TransformErrorCode;
  message: string;
}

export class TransformError extends Error {
  constructor(
    /** Supabase's semantic status, sent as a string in the body. */
    readonly statusCode: string,
    readonly code: TransformErrorCode,
    message: string,
    /** Legacy `error` field; Supabase falls back to the code when an error has none. */
    readonly error: string = code,
  ) {
    super(message);
    this.name = 'TransformError';
  }

  /** The HTTP status Supabase sends: 400 for every storage error, 500 for a semantic 500. */
  get httpStatus(): 400 | 500 {
    return this.statusCode === '500' ? 500 : 400;
  }

  toBody(): StorageErrorBody {
    return { statusCode: this.statusCode, error: this.error, code: this.code, message: this.message };
  }
}

/** A transformation parameter failed validation; `message` is Fastify's, e.g. `querystring/width must be integer`. */
export const invalidParameter = (message: string) => new TransformError('400', 'InvalidRequest', message);

/** The source declares more pixels than the limit (a decompression bomb or simply too large): imgproxy's 422. */
export const sourceTooLarge = () =>
  new TransformError('422', 'InvalidRequest', 'Source image resolution is too big');

/** The source is not a raster image we transform (SVG, PDF, unknown bytes): imgproxy's 422. */
export const unsupportedSource = (what: string) =>
  new TransformError('422', 'InvalidRequest', `Source image type not supported: ${what}`);

/** The source's bytes could not be decoded. */
export const brokenSource = () =>
  new TransformError('422', 'InvalidRequest', 'Source image is broken or truncated');

/** The source exceeds the byte limit the renderer buffers. */
export const sourceTooManyBytes = () =>
  new TransformError(
    '413',
    'EntityTooLarge',
    'The object exceeded the maximum allowed size',
    'Payload too large',
  );

/** An upload's bytes are not what its content type claims (or are a type we refuse to store as an image). */
export const mimeMismatch = (message: string) =>
  new TransformError('415', 'InvalidMimeType', message, 'invalid_mime_type');
