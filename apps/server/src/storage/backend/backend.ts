// Where stored files' bytes live: one small interface (storage/backend/folder.ts is the default). The database
// row (storage.objects) says what a file is; the backend only keeps bytes under keys our own code makes
// (never user text: see storage/keys.ts), so an implementation need not escape anything.
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  /** Hex MD5 of the bytes, as S3 and Supabase Storage give as an ETag. */
  md5: string;
}

export interface ReadFile {
  size: number;
  body: Readable;
}

/** Raised by put() when the bytes exceed the cap given; nothing is kept. */
export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
    this.name = 'TooLargeError';
  }
}

export interface StorageBackend {
  /** Stores the bytes under `key` in full or not at all (an existing key is replaced whole). */
  put(key: string, body: AsyncIterable<Uint8Array> | Uint8Array, maxBytes: number): Promise<StoredFile>;
  /**
   * The bytes and their (whole) size, or null when there is no such key. With `range` (first and last byte, both
   * included, within the size) the body holds those bytes only.
   */
  get(key: string, range?: { start: number; end: number }): Promise<ReadFile | null>;
  head(key: string): Promise<{ size: number } | null>;
  /** Removes these keys; missing ones are not an error. */
  deleteMany(keys: readonly string[]): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
}
