import { describe, expect, it } from 'vitest';
import { RenderRateLimit } from './render-rate.ts';

function limiter(limits = { burst: 3, perMinute: 60, maxClients: 2 }) {
  let now = 1_000_000;
  const limit = new RenderRateLimit(() => now, limits);
  return { limit, advance: (ms: number) => (now += ms) };
}

describe('RenderRateLimit', () => {
  it('lets a client start `burst` renders, then one per refill, saying how long to wait', () => {
    const { limit, advance } = limiter();
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0]);
    expect(limit.take('a')).toBe(1); // 60 a minute: the next in a second
    expect(limit.take('b')).toBe(0); // another client has its own bucket
    advance(999);
    expect(limit.take('a')).toBe(1);
    advance(1);
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(1);
    advance(60_000);
    expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([0, 0, 0, 1]);
  });

  it('gives back a render that did not run', () => {
    const { limit } = limiter();
    for (let i = 0; i < 3; i += 1) limit.take('a');
    limit.refund('a');
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(1);
  });

  it('keeps at most maxClients buckets, dropping the least recently used', () => {
    const { limit } = limiter();
    for (let i = 0; i < 3; i += 1) limit.take('a');
    limit.take('b');
    limit.take('c'); // drops a's bucket: a starts full again
    expect(limit.take('a')).toBe(0);
  });
});
