// The lock-out rule on its own: wrong codes counted in a window, a lock-out when it is full, each lock-out twice
// the one before up to a day, and the lock-outs forgotten after a quiet day (counted from the last lock-out's end).
import { describe, expect, it } from 'vitest';
import { afterWrongCode, FACTOR_RULE, lockedForMs, NO_FAILURES, type LimitState } from './verify-limits.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 11, 7, 12);

/** `n` wrong codes at `at`, one after the other. */
function wrong(state: LimitState, at: number, n: number): LimitState {
  let s = state;
  for (let i = 0; i < n; i += 1) s = afterWrongCode(s, at, FACTOR_RULE);
  return s;
}

describe('afterWrongCode', () => {
  it('locks on the 10th wrong code of a window, not before', () => {
    const nine = wrong(NO_FAILURES, T0, 9);
    expect(lockedForMs(nine, T0)).toBe(0);
    expect(nine.failures).toBe(9);
    const ten = afterWrongCode(nine, T0, FACTOR_RULE);
    expect(lockedForMs(ten, T0)).toBe(5 * MINUTE);
    expect(ten).toMatchObject({ failures: 0, lockouts: 1, windowStart: null });
  });

  it('starts a new window 15 minutes after the first wrong code of the last one', () => {
    const nine = wrong(NO_FAILURES, T0, 9);
    const later = afterWrongCode(nine, T0 + 15 * MINUTE, FACTOR_RULE);
    expect(later).toMatchObject({ failures: 1, windowStart: new Date(T0 + 15 * MINUTE) });
    expect(lockedForMs(later, T0 + 15 * MINUTE)).toBe(0);
  });

  it('doubles each lock-out up to a day', () => {
    let s: LimitState = NO_FAILURES;
    let at = T0;
    const lengths: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      s = wrong(s, at, 10);
      const ms = lockedForMs(s, at);
      lengths.push(ms / MINUTE);
      at += ms;
    }
    expect(lengths).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440]);
  });

  it('forgets the lock-outs a day after the last lock-out ended, not before', () => {
    const twice = wrong(wrong(NO_FAILURES, T0, 10), T0 + 5 * MINUTE, 10);
    expect(twice.lockouts).toBe(2);
    const endOfLock = T0 + 15 * MINUTE;
    expect(wrong(twice, endOfLock + 24 * 60 * MINUTE - 1, 10).lockouts).toBe(3);
    const nextDay = endOfLock + 24 * 60 * MINUTE;
    const again = wrong(twice, nextDay, 10);
    expect(again.lockouts).toBe(1);
    expect(lockedForMs(again, nextDay)).toBe(5 * MINUTE);
  });
});
