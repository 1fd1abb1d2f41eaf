// What the public routes (/object/public/…, /render/image/public/…) read before serving a file — is the bucket
// public, and the object's row — kept briefly per process, so a page full of images costs no database round trip
// per image. Only public buckets' answers are served from here: those routes skip RLS (as Supabase Storage's do), so
// the same answer is right for every caller. A write through this process drops what it touched at once; a write
// through another process (several servers on one PostgreSQL) is seen within `ttlMs`. Time is the server's clock.
import type { Queryable } from '../db/types.ts';
import { findBucket } from './models/buckets.ts';
import { findObject, type ObjectRow } from './models/objects.ts';

export interface PublicLookup {
  /** The bucket exists and is public; `row` is then the object's (null: no such object). */
  public: boolean;
  row: ObjectRow | null;
}

interface Entry {
  at: number;
  value: PublicLookup;
}

/** Reads the bucket and the object as the server (the public routes' permission is the bucket's flag). */
export async function readPublicLookup(db: Queryable, bucket: string, name: string): Promise<PublicLookup> {
  const [b, row] = await Promise.all([findBucket(db, bucket), findObject(db, bucket, name)]);
  if (!b?.public) return { public: false, row: null };
  return { public: true, row };
}

export class PublicLookupCache {
  /** Insertion order is use order (a hit moves its entry to the end): the first key is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<PublicLookup>>();
  /** Bumped by every invalidation: a read that began before one must not store what it read. */
  private generation = 0;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now: () => number }) {}

  get size(): number {
    return this.entries.size;
  }

  /** The lookup for bucket/name: from the cache when fresh, else read once however many ask at the same time. */
  get(bucket: string, name: string, read: () => Promise<PublicLookup>): Promise<PublicLookup> {
    if (this.opts.ttlMs <= 0) return read();
    const key = `${bucket}\u0000${name}`;
    const hit = this.entries.get(key);
    if (hit) {
      if (this.opts.now() - hit.at < this.opts.ttlMs) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
      this.entries.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const at = this.opts.now();
    const p = read().then(
      (value) => {
        if (this.inFlight.get(key) === p) this.inFlight.delete(key);
        if (generation === this.generation) this.store(key, { at, value });
        return value;
      },
      (err: unknown) => {
        if (this.inFlight.get(key) === p) this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, p);
    return p;
  }

  /** After a write to these objects of `bucket` (upload, move, copy, remove): their next read goes to the database. */
  invalidate(bucket: string, names: readonly string[]): void {
    this.generation += 1;
    for (const name of names) {
      const key = `${bucket}\u0000${name}`;
      this.entries.delete(key);
      this.inFlight.delete(key);
    }
  }

  /** After a change to a whole bucket (its public flag, emptied, deleted): everything is read again. */
  invalidateAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
