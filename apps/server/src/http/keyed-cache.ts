// A small read-through cache for what public pages read on every request (a post's head): entries live
// `ttlMs`, at most `max` of them (the oldest goes first), and `invalidate()` forgets everything at once —
// called after a write through the data API, so the next request reads the database again. A read in
// flight is shared by the requests that ask meanwhile; a failed read is not kept.
export interface KeyedCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  invalidate(): void;
}

export function keyedCache<V>(ttlMs: number, max: number): KeyedCache<V> {
  const entries = new Map<string, { value: Promise<V>; at: number }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && performance.now() - hit.at < ttlMs) return hit.value;
      const entry = { value: load(), at: performance.now() };
      entries.delete(key);
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return entry.value;
    },
    invalidate() {
      // A read that began before the write may still finish: it resolves its own waiters but is no longer
      // in the map, so nobody after the write gets it.
      entries.clear();
    },
  };
}
