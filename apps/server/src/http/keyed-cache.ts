// A small read-through cache for what public pages read on every request (a post's head, a built page):
// entries live `ttlMs`, at most `max` of them (the least recently used goes first), and `invalidate()`
// forgets everything at once — called after a write through the data API, so the next request reads the
// database again. A read in flight is shared by the requests that ask meanwhile; a failed read is not kept.
export interface KeyedCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  invalidate(): void;
}

export interface KeyedCacheOptions<V> {
  /** The clock entries age by, in ms (default performance.now); tests move it instead of waiting. */
  now?: () => number;
  /**
   * Answers `is` picks out (a "no such post") go to a pool of their own of at most `max`: anyone can ask
   * for endless unique unknown keys, and those must push out only each other, never the answers worth
   * keeping.
   */
  apart?: { is: (value: V) => boolean; max: number };
}

interface Entry<V> {
  value: Promise<V>;
  at: number;
}

/** Entries by key in use order (a Map keeps insertion order: a hit is moved to the end). */
class Pool<V> {
  readonly entries = new Map<string, Entry<V>>();
  constructor(readonly max: number) {}

  add(key: string, entry: Entry<V>): void {
    this.entries.set(key, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}

export function keyedCache<V>(ttlMs: number, max: number, opts: KeyedCacheOptions<V> = {}): KeyedCache<V> {
  const now = opts.now ?? (() => performance.now());
  const kept = new Pool<V>(max);
  const apart = new Pool<V>(opts.apart?.max ?? max);
  // Reads in flight belong to no pool until they settle (there are only as many as requests waiting).
  const loading = new Map<string, Entry<V>>();

  return {
    get(key, load) {
      const pending = loading.get(key);
      if (pending) return pending.value;
      for (const pool of [kept, apart]) {
        const hit = pool.entries.get(key);
        if (!hit) continue;
        pool.entries.delete(key);
        if (now() - hit.at < ttlMs) {
          pool.entries.set(key, hit);
          return hit.value;
        }
      }
      const entry: Entry<V> = { value: load(), at: now() };
      loading.set(key, entry);
      entry.value.then(
        (value) => {
          // Dropped meanwhile by invalidate(): the read may predate a write, so it resolves its own
          // waiters but is not kept for anyone after.
          if (loading.get(key) !== entry) return;
          loading.delete(key);
          (opts.apart?.is(value) ? apart : kept).add(key, entry);
        },
        () => {
          if (loading.get(key) === entry) loading.delete(key);
        },
      );
      return entry.value;
    },
    invalidate() {
      loading.clear();
      kept.entries.clear();
      apart.entries.clear();
    },
  };
}
