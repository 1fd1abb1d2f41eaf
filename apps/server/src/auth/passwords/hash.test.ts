import { describe, expect, it } from 'vitest';
import { createLimiter, hashPassword, verifyPassword } from './hash.ts';

describe('password hashing', () => {
  it('never runs more tasks at once than its limit, and runs them all', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const task = (v: number) =>
      limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        return v;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6, 7].map(task))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(2);
  });

  it('a failing task frees its slot', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(async () => 'next')).toBe('next');
  });

  it('hashes with bcrypt cost 10 and verifies', async () => {
    const encoded = await hashPassword('correct horse battery');
    expect(encoded).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword('correct horse battery', encoded)).toBe(true);
    expect(await verifyPassword('wrong', encoded)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});
