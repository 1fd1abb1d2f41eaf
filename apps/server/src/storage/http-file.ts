// Sending a stored file (an object or a rendered variant) as Supabase Storage does: `Accept-Ranges: bytes`, a single
// `Range` answered 206 with Content-Range (416 with `bytes */size` when it cannot be met), `If-None-Match` against the
// ETag answered 304, HEAD with the headers and no body. Each route decides the headers; this decides the status.
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { StorageError } from './errors.ts';

export interface ByteRange {
  /** First and last byte, both included (as Content-Range writes them). */
  start: number;
  end: number;
}

/** A file to send: its full size, and its bytes (a range of them) as a stream or as bytes already in memory. */
export interface SendableFile {
  size: number;
  read(range?: ByteRange): Readable | Uint8Array;
}

const RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * The one range a `Range` header asks of `size` bytes: null to send it all (no header, another unit, several ranges,
 * a malformed one — RFC 9110 lets a server ignore those), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = RANGE.exec(header.trim());
  if (!m) return null;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last n bytes.
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null; // invalid (RFC 9110 §14.1.1): ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** If-None-Match against `etag` (weak comparison, as RFC 9110 asks for it; `*` matches any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** 304 when the client holds this ETag already: no body, the validators and caching headers kept. */
export function notModified(c: Context, headers: Headers, etag: string): Response | null {
  if (!etagMatches(c.req.header('if-none-match'), etag)) return null;
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
}

const rangeNotSatisfiable = () =>
  new StorageError(
    'InvalidRange',
    '416',
    'Range Not Satisfiable',
    'The requested range is not satisfiable',
    416,
  );

/**
 * The file as 200, 206 or 416 (a HEAD: the same headers, no body). `If-Range` naming another version makes a Range
 * ask for the whole file, so a resumed download never splices two versions.
 */
export function sendFile(c: Context, headers: Headers, etag: string, file: SendableFile): Response {
  headers.set('Accept-Ranges', 'bytes');
  const ifRange = c.req.header('if-range');
  const range =
    ifRange !== undefined && ifRange.trim() !== etag ? null : parseRange(c.req.header('range'), file.size);
  if (range === 'unsatisfiable') {
    const err = rangeNotSatisfiable();
    return new Response(
      JSON.stringify({ statusCode: err.statusCode, error: err.error, code: err.code, message: err.message }),
      {
        status: 416,
        headers: {
          'Content-Type': 'application/json',
          'Content-Range': `bytes */${file.size}`,
          'Accept-Ranges': 'bytes',
        },
      },
    );
  }
  const head = c.req.raw.method === 'HEAD';
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
    return new Response(head ? null : body(file.read(range)), { status: 206, headers });
  }
  headers.set('Content-Length', String(file.size));
  return new Response(head ? null : body(file.read()), { status: 200, headers });
}

function body(data: Readable | Uint8Array): BodyInit {
  // Our bytes always sit on a plain ArrayBuffer (rendered or read, never shared).
  return data instanceof Uint8Array
    ? (data as Uint8Array<ArrayBuffer>)
    : (Readable.toWeb(data) as ReadableStream<Uint8Array<ArrayBuffer>>);
}
