// The write budget's buckets on a clock the test moves: spend, refusal with the wait, refill, keys apart, bound.
import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-buckets.ts';
import { writeCost } from './write-budget.ts';

function buckets(maxKeys = 100) {
  let at = 0;
  const b = new TokenBuckets({ burst: 1000, perSecond: 100, maxKeys }, () => at);
  return { b, advance: (ms: number) => (at += ms) };
}

describe('TokenBuckets', () => {
  it('spends the burst, then refuses with the whole seconds until the cost is back, spending nothing', () => {
    const { b } = buckets();
    expect(b.take('a', 600)).toEqual({ ok: true });
    expect(b.take('a', 400)).toEqual({ ok: true });
    expect(b.take('a', 250)).toEqual({ ok: false, retryAfterS: 3 });
    expect(b.take('a', 1)).toEqual({ ok: false, retryAfterS: 1 });
  });

  it('refills at its rate on the clock, never above the burst', () => {
    const { b, advance } = buckets();
    b.take('a', 1000);
    advance(2500);
    expect(b.take('a', 260)).toEqual({ ok: false, retryAfterS: 1 });
    expect(b.take('a', 250)).toEqual({ ok: true });
    advance(3_600_000);
    expect(b.take('a', 1000)).toEqual({ ok: true });
    expect(b.take('a', 1)).toMatchObject({ ok: false });
  });

  it("one key's spending leaves the others' buckets whole", () => {
    const { b } = buckets();
    b.take('a', 1000);
    expect(b.take('a', 10)).toMatchObject({ ok: false });
    expect(b.take('b', 1000)).toEqual({ ok: true });
  });

  it('drops buckets that are full again, and keeps at most maxKeys', () => {
    const { b, advance } = buckets(50);
    for (let i = 0; i < 40; i += 1) b.take(`k${i}`, 500);
    expect(b.size).toBe(40);
    advance(10_000); // burst ÷ rate: every bucket is full again
    b.take('fresh', 1);
    expect(b.size).toBe(1);
    for (let i = 0; i < 500; i += 1) b.take(`m${i}`, 500);
    expect(b.size).toBe(50);
  });
});

describe('writeCost', () => {
  it('is the declared length, at least 4 KB, or the route body limit when none is declared', () => {
    expect(writeCost('1000000', '/rest/v1/blog_posts')).toBe(1_000_000);
    expect(writeCost('10', '/rest/v1/blog_posts')).toBe(4096);
    expect(writeCost(undefined, '/rest/v1/blog_posts')).toBe(2 * 1024 * 1024);
    expect(writeCost(undefined, '/rest/v1/post_autosaves')).toBe(2 * 1024 * 1024);
    expect(writeCost('nonsense', '/rest/v1/profiles')).toBe(100 * 1024);
  });
});
