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

  it('keeps no failed read, and at most `max` entries (the oldest go first)', async () => {
    const cache = keyedCache<string>(60_000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    const reload = vi.fn(async () => 'x again');
    expect(await cache.get('x', reload)).toBe('x again');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
