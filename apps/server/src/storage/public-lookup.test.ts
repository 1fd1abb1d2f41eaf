// PublicLookupCache on its own: time bound on the given clock, LRU bound, one read for concurrent asks, and no stale
// store from a read that an invalidation overtook.
import { describe, expect, it } from 'vitest';
import { PublicLookupCache, type PublicLookup } from './public-lookup.ts';

const answer = (n: number): PublicLookup => ({ public: true, row: { id: String(n) } as PublicLookup['row'] });

function setup(ttlMs = 2000, maxEntries = 3) {
  let now = 1_000_000;
  const cache = new PublicLookupCache({ ttlMs, maxEntries, now: () => now });
  let reads = 0;
  const read = (n: number) => async () => {
    reads += 1;
    return answer(n);
  };
  return { cache, read, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('PublicLookupCache', () => {
  it('answers from memory until ttlMs has passed on its clock', async () => {
    const s = setup();
    expect(await s.cache.get('b', 'x', s.read(1))).toEqual(answer(1));
    s.advance(1999);
    expect(await s.cache.get('b', 'x', s.read(2))).toEqual(answer(1));
    s.advance(1);
    expect(await s.cache.get('b', 'x', s.read(3))).toEqual(answer(3));
    expect(s.reads()).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const s = setup();
    for (const name of ['a', 'b', 'c']) await s.cache.get('b', name, s.read(1));
    await s.cache.get('b', 'a', s.read(9)); // a is now the most recent
    await s.cache.get('b', 'd', s.read(1));
    expect(s.cache.size).toBe(3);
    expect(await s.cache.get('b', 'a', s.read(2))).toEqual(answer(1)); // kept
    expect(await s.cache.get('b', 'b', s.read(2))).toEqual(answer(2)); // was dropped
  });

  it('reads once for concurrent asks, and does not store a read an invalidation overtook', async () => {
    const s = setup();
    let release: (v: PublicLookup) => void = () => undefined;
    const slow = () => new Promise<PublicLookup>((resolve) => (release = resolve));
    const p1 = s.cache.get('b', 'x', slow);
    const p2 = s.cache.get('b', 'x', s.read(7));
    s.cache.invalidate('b', ['x']); // a write committed while the read was under way
    // A request after the write does not join the read that began before it.
    const p3 = s.cache.get('b', 'x', s.read(8));
    release(answer(1));
    expect(await p1).toEqual(answer(1));
    expect(await p2).toEqual(answer(1));
    expect(await p3).toEqual(answer(8));
    s.cache.invalidateAll();
    expect(await s.cache.get('b', 'x', s.read(9))).toEqual(answer(9));
  });

  it('invalidates one object or everything', async () => {
    const s = setup();
    await s.cache.get('b', 'x', s.read(1));
    await s.cache.get('b', 'y', s.read(1));
    s.cache.invalidate('b', ['x']);
    expect(await s.cache.get('b', 'x', s.read(2))).toEqual(answer(2));
    expect(await s.cache.get('b', 'y', s.read(2))).toEqual(answer(1));
    s.cache.invalidateAll();
    expect(await s.cache.get('b', 'y', s.read(3))).toEqual(answer(3));
  });

  it('reads every time when ttlMs is 0', async () => {
    const s = setup(0);
    await s.cache.get('b', 'x', s.read(1));
    expect(await s.cache.get('b', 'x', s.read(2))).toEqual(answer(2));
    expect(s.cache.size).toBe(0);
  });
});
