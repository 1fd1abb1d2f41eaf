import { describe, expect, it } from 'vitest';
import { createLimiter, hashPassword, verifyPassword } from './hash.ts';

describe('password hashing', () => {
  it('never runs more tasks at once than its limit, and runs them all', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    // Each task runs until the test lets it finish: no task ends by the clock.
    const finish: (() => void)[] = [];
    const task = (v: number) =>
      limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return v;
      });
    const values = [1, 2, 3, 4, 5, 6, 7];
    const all = Promise.all(values.map(task));
    // One turn of the event loop lets whatever was freed start (no I/O is involved).
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    for (let left = values.length; left > 0; left--) {
      await turn();
      expect(running).toBe(Math.min(2, left));
      finish.shift()?.();
    }
    expect(await all).toEqual(values);
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
