import { describe, expect, it, vi } from 'vitest';
import { keyedCache } from './keyed-cache.ts';

describe('keyedCache', () => {
  it('reads once within the time limit, shares a read in flight, and reads again after it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = keyedCache<number>(1000, 10);
      const load = vi.fn(async () => 1);
      await Promise.all([cache.get('a', load), cache.get('a', load)]);
      expect(await cache.get('a', load)).toBe(1);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get('a', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('invalidate() makes the next request read again, even while a read is in flight', async () => {
    const cache = keyedCache<string>(60_000, 10);
    let release: (v: string) => void = () => {};
    const before = cache.get('post', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    const after = cache.get('post', async () => 'fresh');
    release('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('post', async () => 'unused')).toBe('fresh');
  });

  it('keeps no failed read, and at most `max` entries (the least recently used go first)', async () => {
    const cache = keyedCache<string>(60_000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    const reload = vi.fn(async () => 'x again');
    expect(await cache.get('x', reload)).toBe('x again');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps an entry that is read while others come and go (least recently used, not oldest, goes)', async () => {
    const cache = keyedCache<string>(60_000, 2);
    await cache.get('popular', async () => 'p');
    await cache.get('a', async () => 'a');
    await cache.get('popular', async () => 'unused');
    await cache.get('b', async () => 'b');
    const reload = vi.fn(async () => 'p again');
    expect(await cache.get('popular', reload)).toBe('p');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the answers `apart` picks out in their own pool: a flood of them never pushes out the rest', async () => {
    let clock = 0;
    const cache = keyedCache<string | null>(1000, 2, {
      now: () => clock,
      apart: { is: (v) => v === null, max: 3 },
    });
    const loads = vi.fn(async (key: string) => (key.startsWith('post') ? key : null));
    const get = (key: string) => cache.get(key, () => loads(key));
    await get('post-1');
    await get('post-2');
    for (let i = 0; i < 100; i++) await get(`unknown-${i}`);
    expect(loads).toHaveBeenCalledTimes(102);
    // Both posts are still kept, and so are the three latest unknown keys (the other 97 are gone).
    for (const key of ['post-1', 'post-2', 'unknown-97', 'unknown-98', 'unknown-99']) await get(key);
    expect(loads).toHaveBeenCalledTimes(102);
    await get('unknown-96');
    expect(loads).toHaveBeenCalledTimes(103);
    // Unknown keys age and are dropped by invalidate() like the rest.
    clock += 1000;
    await get('unknown-99');
    expect(loads).toHaveBeenCalledTimes(104);
    cache.invalidate();
    await get('unknown-99');
    await get('post-1');
    expect(loads).toHaveBeenCalledTimes(106);
  });
});
