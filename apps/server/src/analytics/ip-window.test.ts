import { describe, expect, it } from 'vitest';
import { ipWindow } from './ip-window.ts';

describe('ipWindow', () => {
  it('allows `limit` requests per address per window, then refuses until the next window', () => {
    let t = 0;
    const w = ipWindow(2, 60_000, () => t);
    expect([w.allow('a'), w.allow('a'), w.allow('a')]).toEqual([true, true, false]);
    expect(w.allow('b')).toBe(true);
    t += 60_000;
    expect(w.allow('a')).toBe(true);
  });

  it('starts over rather than hold more than maxKeys addresses', () => {
    const w = ipWindow(1, 60_000, () => 0, 2);
    expect([w.allow('a'), w.allow('a')]).toEqual([true, false]);
    w.allow('b');
    expect(w.allow('a')).toBe(true); // a third address: the window was reset
  });
});
