// How many wrong TOTP codes a factor and an account may take (issue 37, ADR 0017's addendum). A six-digit code
// with one step of skew is guessed with odds 3 in a million a try, so the number of tries is what protects an
// account whose password is known: a per-client limit alone let 6 addresses try 197 codes in 5 s. Here:
// - a challenge takes at most CHALLENGE_MAX_FAILURES wrong codes, then it is spent (GoTrue's expired answer);
// - a factor that took FACTOR_RULE.failures wrong codes within the window, or an account that took
//   ACCOUNT_RULE.failures across its factors (an attacker rotating factors or challenges), refuses every code —
//   a right one too, or the lock-out would be no limit — for a lock-out that doubles each time, up to a day.
// Pure: the state comes from models/mfa-verify-limits.ts and the time from the server's clock.
import type { Context } from 'hono';
import { AuthError } from '../errors.ts';

export const CHALLENGE_MAX_FAILURES = 5;

export interface LockoutRule {
  /** Wrong codes within `windowMs` that lock verification. */
  failures: number;
  windowMs: number;
  /** The first lock-out; each next one lasts twice as long, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /**
   * Without a wrong code for this long (after the last lock-out ended), the lock-outs so far are forgotten (the
   * next is `baseLockMs` again).
   */
  forgetMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const FACTOR_RULE: LockoutRule = { failures: 10, windowMs: 15 * MINUTE, baseLockMs: 5 * MINUTE, maxLockMs: DAY, forgetMs: DAY };
// Above the factor's, below two factors' worth: one factor locks itself first, spreading over factors locks the account.
export const ACCOUNT_RULE: LockoutRule = { ...FACTOR_RULE, failures: 15 };

/** One factor's or account's count (auth.mfa_verify_limits). */
export interface LimitState {
  windowStart: Date | null;
  failures: number;
  lockouts: number;
  lockedUntil: Date | null;
  lastFailureAt: Date | null;
}

export const NO_FAILURES: LimitState = { windowStart: null, failures: 0, lockouts: 0, lockedUntil: null, lastFailureAt: null };

/** Milliseconds verification stays refused at `now` (0: not locked). */
export function lockedForMs(state: LimitState, now: number): number {
  return state.lockedUntil ? Math.max(0, state.lockedUntil.getTime() - now) : 0;
}

/** The state after one more wrong code at `now`: counted in its window, a lock-out when the window is full. */
export function afterWrongCode(state: LimitState, now: number, rule: LockoutRule): LimitState {
  const at = new Date(now);
  // Quiet since the last wrong code or, if later, the end of the last lock-out: waiting out a day-long lock-out
  // must not earn a 5-minute one.
  const quietSince = Math.max(state.lastFailureAt?.getTime() ?? -Infinity, state.lockedUntil?.getTime() ?? -Infinity);
  const forgotten = now - quietSince >= rule.forgetMs;
  const lockouts = forgotten ? 0 : state.lockouts;
  const inWindow = state.windowStart !== null && now - state.windowStart.getTime() < rule.windowMs;
  const failures = (inWindow ? state.failures : 0) + 1;
  if (failures < rule.failures) {
    return { windowStart: inWindow ? state.windowStart : at, failures, lockouts, lockedUntil: state.lockedUntil, lastFailureAt: at };
  }
  const lockMs = Math.min(rule.maxLockMs, rule.baseLockMs * 2 ** Math.min(lockouts, 30));
  return { windowStart: null, failures: 0, lockouts: lockouts + 1, lockedUntil: new Date(now + lockMs), lastFailureAt: at };
}

/**
 * 429 over_request_rate_limit with Retry-After (set by the caller): the nearest GoTrue code — its own
 * limiter's — and the one auth-js and the app already read as "wait and try again".
 */
export function verificationLocked(retryAfterS: number): AuthError {
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many invalid codes. Verification is locked for ${retryAfterS} seconds.`,
  );
}

/** Refuses (429, Retry-After) while the account or the factor is locked at `now`. */
export function refuseWhileLocked(c: Context, limits: { account: LimitState; factor: LimitState }, now: number): void {
  const ms = Math.max(lockedForMs(limits.account, now), lockedForMs(limits.factor, now));
  if (ms <= 0) return;
  const seconds = Math.ceil(ms / 1000);
  c.header('Retry-After', String(seconds));
  throw verificationLocked(seconds);
}
