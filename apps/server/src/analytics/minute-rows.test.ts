import { describe, expect, it } from 'vitest';
import { MINUTE_MS, minuteRows } from './minute-rows.ts';

const T = Date.parse('2026-12-07T12:00:00Z');

describe('minuteRows', () => {
  it('gives a browser one slot per path a minute, and a new one the next minute', () => {
    const rows = minuteRows<string>();
    expect(rows.place(T, 'ip', 'b1', '/')).toBe('new');
    const slot = rows.open('ip', 'b1', '/', 'first');
    expect(rows.place(T + 59_999, 'ip', 'b1', '/')).toBe(slot);
    expect(rows.place(T + 1, 'ip', 'b1', '/blog')).toBe('new');
    expect(rows.place(T + MINUTE_MS, 'ip', 'b1', '/')).toBe('new');
    expect(rows.minuteEnd(T + 5)).toBe(T + MINUTE_MS);
  });

  it('lets a client make `perClient` rows a minute; past that a known path counts on its row, a new one is over', () => {
    const rows = minuteRows<string>(2);
    expect(rows.place(T, 'ip', 'b1', '/')).toBe('new');
    const home = rows.open('ip', 'b1', '/', 'b1 /');
    expect(rows.place(T, 'ip', 'b2', '/')).toBe('new');
    rows.open('ip', 'b2', '/', 'b2 /');
    expect(rows.place(T, 'ip', 'b3', '/')).toBe(home);
    expect(rows.place(T, 'ip', 'b3', '/about')).toBe('over');
    expect(rows.place(T, 'other ip', 'b3', '/about')).toBe('new');
  });

  it('starts over rather than track more than maxKeys rows', () => {
    const rows = minuteRows<string>(120, 2);
    rows.place(T, 'ip', 'b1', '/');
    rows.open('ip', 'b1', '/', 'one');
    rows.open('ip', 'b2', '/', 'two');
    expect(rows.place(T, 'ip', 'b1', '/')).toBe('new');
  });
});
