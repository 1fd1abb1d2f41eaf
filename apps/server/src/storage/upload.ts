// Storing an upload, shared by POST/PUT /object/{bucket}/{name} and PUT /object/upload/sign/{bucket}/{name}:
// the bucket's limits, the request body (multipart or raw) read while counting, its type parsed (content-type.ts)
// and sniffed against its bytes (transform/sanitize-upload.ts), the RLS check, the bytes and the row.
// Order (Supabase's uploader.ts): the caller's right to write is tested first (a rolled-back insert), so a refused
// caller costs no disk; then the bytes are streamed to the backend (no transaction held meanwhile, so a slow
// client never holds the database); then the row is written in one transaction as the caller. When anything after
// the bytes fails, the bytes are removed: nothing half-uploaded remains.
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Queryable } from '../db/types.ts';
import { TooLargeError } from './backend/backend.ts';
import { canonicalContentType, formatContentType, isScriptType, parseContentType } from './content-type.ts';
import { asCaller, type Caller, type StorageCtx } from './context.ts';
import { entityTooLarge, fromDbError, invalidMimeType, invalidRequest, noSuchBucket } from './errors.ts';
import { keyOf, newVersion } from './keys.ts';
import { findBucket, type BucketRow } from './models/buckets.ts';
import { putObject, type NewObject } from './models/objects.ts';
import { enforceQuota } from './quota.ts';
import { SNIFF_BYTES, sanitizeUpload, typeOfUpload } from './transform/sanitize-upload.ts';

/** Room for a multipart envelope (boundaries, part headers, small fields) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadTarget {
  bucket: string;
  name: string;
  upsert: boolean;
  owner: string | null;
  ownerId: string | null;
  /** Who writes the row: the caller (RLS decides), or null for the owner (a signed upload URL was the permission). */
  as: Caller | null;
  operation: string;
}

interface Body {
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
  bytes: AsyncIterable<Uint8Array> | Uint8Array;
}

/** `type/*` entries allow the whole type; others must match exactly (on the essence: a charset is not compared). */
export function mimeAllowed(allowed: readonly string[] | null, mimetype: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  const parsed = parseContentType(mimetype);
  if (!parsed) return false;
  return allowed.some((entry) => {
    const [aType, aSub] = entry.trim().toLowerCase().split('/');
    return aType === parsed.type && (aSub === '*' || aSub === parsed.subtype);
  });
}

/**
 * The claim as its canonical text (contentType.ts), or InvalidMimeType: a header that is not one content type, and a
 * script type, are refused before a byte is stored.
 */
function canonicalClaim(raw: string): string {
  const parsed = parseContentType(raw);
  if (!parsed || isScriptType(parsed)) throw invalidMimeType(raw.slice(0, 200));
  return formatContentType(parsed);
}

function parseMetadataJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidRequest('metadata must be valid JSON');
  }
}

/** The request's body, counted as it arrives: more than `max` bytes stops reading with EntityTooLarge. */
async function* counted(stream: ReadableStream<Uint8Array>, max: number): AsyncIterable<Uint8Array> {
  let size = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw entityTooLarge();
    yield chunk;
  }
}

async function readBody(c: Context, limit: number): Promise<Body> {
  const contentType = c.req.header('content-type') ?? '';
  const declared = Number(c.req.header('content-length') ?? '0');
  const raw = c.req.raw.body ?? new ReadableStream<Uint8Array>({ start: (ctl) => ctl.close() });
  if (/^multipart\/form-data/i.test(contentType)) {
    if (declared > limit + MULTIPART_OVERHEAD) throw entityTooLarge();
    // The whole envelope is read (at most the limit plus the overhead), then the file part is checked exactly.
    const limited = Readable.toWeb(
      Readable.from(counted(raw, limit + MULTIPART_OVERHEAD)),
    ) as ReadableStream<Uint8Array>;
    let form: FormData;
    try {
      form = await new Response(limited, { headers: { 'content-type': contentType } }).formData();
    } catch (err) {
      if (err instanceof Error && err.name === 'StorageError') throw err;
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof Error && cause.name === 'StorageError') throw cause;
      throw invalidRequest('The multipart body could not be read');
    }
    let file: File | null = null;
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw invalidRequest('No file was found in the multipart body');
    // The size first (as Supabase's uploader stops on it while reading), before the type is looked at.
    if (file.size > limit) throw entityTooLarge();
    const cacheField = form.get('cacheControl');
    const metadata = form.get('metadata') ?? form.get('userMetadata');
    const typeField = form.get('contentType');
    return {
      mimetype: (typeof typeField === 'string' && typeField) || file.type || 'application/octet-stream',
      cacheControl:
        typeof cacheField === 'string' && cacheField !== '' ? `max-age=${cacheField}` : 'no-cache',
      userMetadata: parseMetadataJson(typeof metadata === 'string' ? metadata : undefined),
      bytes: new Uint8Array(await file.arrayBuffer()),
    };
  }
  if (declared > limit) throw entityTooLarge();
  const xMetadata = c.req.header('x-metadata');
  let userMetadata: unknown;
  if (xMetadata) {
    userMetadata = parseMetadataJson(Buffer.from(xMetadata, 'base64').toString('utf8'));
  }
  return {
    mimetype: contentType || 'application/octet-stream',
    cacheControl: c.req.header('cache-control') ?? 'no-cache',
    userMetadata,
    bytes: counted(raw, limit),
  };
}

const isImageClaim = (mimetype: string): boolean => mimetype.startsWith('image/');

/** The first `n` bytes of a body, and the whole body again (a stream is read that far, then replayed). */
async function peek(
  bytes: AsyncIterable<Uint8Array> | Uint8Array,
  n: number,
): Promise<{ head: Uint8Array; bytes: AsyncIterable<Uint8Array> | Uint8Array }> {
  if (bytes instanceof Uint8Array) return { head: bytes.subarray(0, n), bytes };
  const it = bytes[Symbol.asyncIterator]();
  const first: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < n) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
    size += next.value.byteLength;
  }
  const head = Buffer.concat(first).subarray(0, n);
  async function* replay(): AsyncIterable<Uint8Array> {
    yield* first;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { head, bytes: replay() };
}

/** The whole body, at most `limit` bytes (a streamed one is also counted as it is read). */
async function readAll(bytes: AsyncIterable<Uint8Array> | Uint8Array, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of bytes instanceof Uint8Array ? [bytes] : bytes) {
    size += chunk.byteLength;
    if (size > limit) throw entityTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Runs `fn` as the target's writer: the caller through RLS, or the owner. */
function asWriter<T>(
  ctx: StorageCtx,
  c: Context,
  t: UploadTarget,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (t.as) return asCaller(ctx, c, t.as, t.operation, fn);
  return ctx.deps.db.transaction(fn).catch((err: unknown) => {
    throw fromDbError(err);
  });
}

class Rollback extends Error {}

export async function storeUpload(ctx: StorageCtx, c: Context, t: UploadTarget): Promise<{ id: string }> {
  const bucket: BucketRow | null = await findBucket(ctx.deps.db, t.bucket);
  if (!bucket) throw noSuchBucket();
  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  const isPlaceholder = t.name.endsWith('.emptyFolderPlaceholder');
  const limit = isPlaceholder ? 0 : Math.min(bucketLimit, ctx.globalLimit);
  const version = newVersion();
  const row: NewObject = {
    bucket: t.bucket,
    name: t.name,
    owner: t.owner,
    ownerId: t.ownerId,
    version,
    metadata: {},
    userMetadata: undefined,
  };

  // May the caller write here at all? Tried and rolled back before a byte is read.
  if (t.as) {
    await asWriter(ctx, c, t, async (tx) => {
      await putObject(tx, row, t.upsert);
      throw new Rollback();
    }).catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  }

  const body = await readBody(c, limit);
  if (isPlaceholder) body.mimetype = canonicalContentType(body.mimetype) ?? 'application/octet-stream';
  else {
    body.mimetype = canonicalClaim(body.mimetype);
    if (!mimeAllowed(bucket.allowed_mime_types, body.mimetype)) throw invalidMimeType(body.mimetype);
    // Every upload is sniffed from its first bytes against its claim: a PDF must be one, nothing markup-like is
    // stored as an image or a PDF, SVG is refused, an untyped upload of a known type is typed by its bytes.
    const peeked = await peek(body.bytes, SNIFF_BYTES);
    body.bytes = peeked.bytes;
    const found = typeOfUpload(peeked.head, body.mimetype);
    body.mimetype = found.contentType;
    if (isImageClaim(found.contentType)) {
      // An image is stored as what its bytes are: over the pixel limit refused, EXIF/XMP/IPTC (GPS positions,
      // camera serials) stripped. (Supabase's metadata has no place for width and height, so they are not kept.)
      const clean = await sanitizeUpload(await readAll(body.bytes, limit), body.mimetype);
      body.bytes = clean.bytes;
      body.mimetype = clean.contentType;
    }
    // The bucket's types are checked again on the type found.
    if (!mimeAllowed(bucket.allowed_mime_types, body.mimetype)) throw invalidMimeType(body.mimetype);
  }

  const key = keyOf(version);
  let stored;
  try {
    stored = await ctx.backend.put(key, body.bytes, limit);
  } catch (err) {
    if (err instanceof TooLargeError) throw entityTooLarge();
    throw err;
  }
  try {
    const result = await asWriter(ctx, c, t, async (tx) => {
      await enforceQuota(tx, t.as, { ownerId: t.ownerId, bucket: t.bucket, name: t.name, size: stored.size });
      return putObject(
        tx,
        {
          ...row,
          metadata: {
            eTag: `"${stored.md5}"`,
            size: stored.size,
            mimetype: body.mimetype,
            cacheControl: body.cacheControl,
            lastModified: new Date(ctx.now()).toISOString(),
            contentLength: stored.size,
            httpStatusCode: 200,
          },
          userMetadata: body.userMetadata,
        },
        t.upsert,
      );
    });
    ctx.lookups.invalidate(t.bucket, [t.name]);
    if (result.old_version && result.old_version !== version) {
      await ctx.backend.deleteMany([keyOf(result.old_version)]).catch(() => undefined);
      await ctx.variants.removeFor([result.id]).catch(() => undefined);
    }
    return { id: result.id };
  } catch (err) {
    await ctx.backend.deleteMany([key]);
    throw err;
  }
}
