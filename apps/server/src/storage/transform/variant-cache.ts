// Rendered variants, cached per object version and options. The storage backend implements `VariantStore` (a folder
// beside the objects, or S3); `MemoryVariantStore` is a bounded LRU for tests and single-process use. Concurrent asks
// for the same variant in one process share one render; two processes may each render it once (same bytes).
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { RasterType } from './detect.ts';
import { MIME_OF } from './detect.ts';
import type { RenderRequest } from './render.ts';

/** A stored variant as a file: its size and a stream of its bytes (or a range of them, both ends included). */
export interface VariantFile {
  size: number;
  read(range?: { start: number; end: number }): Readable;
  /**
   * The file was opened to be read (so removing it meanwhile is harmless); when read() is not called (HEAD, 416),
   * this lets it go. Harmless after read() (the stream closes it).
   */
  release?(): void;
}

export interface VariantStore {
  get(key: string): Promise<Uint8Array | undefined>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** A store that keeps files offers them to stream (served as a static file is), without reading them whole. */
  file?(key: string): Promise<VariantFile | undefined>;
  /** The variant was served from memory: a store that evicts by use counts it as used. */
  touch?(key: string): void;
}

export interface VariantKeyInput {
  /** `storage.objects.id`. */
  objectId: string;
  /** What changes when the object's bytes change: its `version`, or its ETag. */
  version: string;
  /** Normalised and negotiated options (the resolved format, never `undefined`). */
  request: RenderRequest;
  /** The source's format, needed to name an `origin` variant's file type. */
  sourceFormat: RasterType;
}

const EXTENSION: Record<RasterType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
};

/**
 * `<objectId>/<hash>.<ext>`: safe as a file path or S3 key, grouped by object (so a delete can drop its variants by
 * prefix), and naming the output type (see `contentTypeOfVariantKey`). The hash covers the version and every option
 * in a fixed order, so equal requests map to one key however they were spelled.
 */
export function variantKey({ objectId, version, request, sourceFormat }: VariantKeyInput): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(objectId))
    throw new Error(`variantKey: unsafe object id ${JSON.stringify(objectId)}`);
  const format: RasterType = request.format === 'origin' ? sourceFormat : request.format;
  const canonical = [
    version,
    `w=${request.width ?? ''}`,
    `h=${request.height ?? ''}`,
    `r=${request.width || request.height ? request.resize : ''}`,
    `f=${format}`,
    `q=${request.quality}`,
  ].join('\n');
  const hash = createHash('sha256').update(canonical).digest('base64url').slice(0, 32);
  return `${objectId}/${hash}.${EXTENSION[format]}`;
}

export function contentTypeOfVariantKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const format = (Object.keys(EXTENSION) as RasterType[]).find((f) => EXTENSION[f] === ext);
  if (!format) throw new Error(`contentTypeOfVariantKey: not a variant key: ${key}`);
  return MIME_OF[format];
}

export interface CachedVariant {
  bytes: Uint8Array;
  contentType: string;
  /** `true` when served from the store, `false` when rendered for this ask (or a concurrent one). */
  cached: boolean;
}

/** A variant ready to send: a stored file streamed, or bytes in memory (just rendered, or from a memory store). */
export interface ServedVariant {
  contentType: string;
  cached: boolean;
  size: number;
  read(range?: { start: number; end: number }): Readable | Uint8Array;
  /** Call once the response is built: lets an opened file go if read() was not called (see VariantFile). */
  release?(): void;
}

/** The part of a variant key that names its version and options: the variant's strong ETag. */
export function variantTag(key: string): string {
  return `"${key.slice(key.indexOf('/') + 1, key.lastIndexOf('.'))}"`;
}

/**
 * Variants served most often, kept in memory by this process: a variant's key names its object's version and its
 * options, so its bytes never change and an entry can never be stale (a removed or replaced object is refused before
 * its variants are looked for: the route reads its row first). Bounded in total bytes; large variants stay on disk.
 */
export interface HotVariants {
  maxBytes: number;
  /** Variants larger than this are always streamed from the store. */
  maxEntryBytes: number;
}

export const DEFAULT_HOT_VARIANTS: HotVariants = { maxBytes: 32 * 1024 * 1024, maxEntryBytes: 512 * 1024 };

export class VariantCache {
  private readonly inFlight = new Map<string, Promise<CachedVariant>>();
  private readonly hot: MemoryVariantStore | null;
  private readonly maxHotEntry: number;

  constructor(
    private readonly store: VariantStore,
    hot: HotVariants | null = null,
  ) {
    this.hot = hot ? new MemoryVariantStore(hot.maxBytes) : null;
    this.maxHotEntry = hot?.maxEntryBytes ?? 0;
  }

  /** The variant under `key`, rendering (once, however many ask at the same time) and storing it on a miss. */
  get(key: string, render: () => Promise<Uint8Array>): Promise<CachedVariant> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const p = this.load(key, render).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  /**
   * As get(), for sending: from memory when hot; else a hit in a store that keeps files is streamed from its file (as
   * a static asset is served) — read whole into memory first when it is small enough to keep; anything else comes
   * as bytes.
   */
  async serve(key: string, render: () => Promise<Uint8Array>): Promise<ServedVariant> {
    const contentType = contentTypeOfVariantKey(key);
    const hot = this.hot?.peek(key);
    if (hot) {
      this.store.touch?.(key);
      return inMemory(contentType, true, hot);
    }
    if (this.store.file) {
      const file = await this.store.file(key);
      if (file && file.size > this.maxHotEntry)
        return {
          contentType,
          cached: true,
          size: file.size,
          read: (r) => file.read(r),
          release: () => file.release?.(),
        };
      file?.release?.(); // small enough to keep in memory: read whole below
    }
    const v = await this.get(key, render);
    // Kept once read back from the store (asked again): the store stays what every process serves from first.
    if (this.hot && v.cached && v.bytes.byteLength <= this.maxHotEntry) await this.hot.put(key, v.bytes);
    return inMemory(contentType, v.cached, v.bytes);
  }

  private async load(key: string, render: () => Promise<Uint8Array>): Promise<CachedVariant> {
    const contentType = contentTypeOfVariantKey(key);
    const hit = await this.store.get(key);
    if (hit) return { bytes: hit, contentType, cached: true };
    const bytes = await render();
    await this.store.put(key, bytes);
    return { bytes, contentType, cached: false };
  }
}

function inMemory(contentType: string, cached: boolean, bytes: Uint8Array): ServedVariant {
  return {
    contentType,
    cached,
    size: bytes.byteLength,
    read: (r) => (r ? bytes.subarray(r.start, r.end + 1) : bytes),
  };
}

/** A least-recently-used store bounded by total bytes; a variant larger than the bound is not kept. */
export class MemoryVariantStore implements VariantStore {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    return this.peek(key);
  }

  /** get() without a promise, for the hot path. */
  peek(key: string): Uint8Array | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  async put(key: string, value: Uint8Array): Promise<void> {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.byteLength;
    }
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
  }
}
