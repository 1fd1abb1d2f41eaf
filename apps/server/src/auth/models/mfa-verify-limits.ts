// SQL for auth.mfa_verify_limits: the wrong-code counts of a factor and of its account (mfa/verify-limits.ts
// decides what they mean). Kept in the database so a lock-out holds across processes and restarts.
import type { Queryable } from '../../db/types.ts';
import type { LimitState } from '../mfa/verify-limits.ts';

export interface VerifyLimits {
  account: LimitState;
  factor: LimitState;
}

interface Row {
  subject: string;
  window_start: Date | null;
  failures: number;
  lockouts: number;
  locked_until: Date | null;
  last_failure_at: Date | null;
}

const toState = (r: Row | undefined): LimitState => ({
  windowStart: r?.window_start ?? null,
  failures: r?.failures ?? 0,
  lockouts: r?.lockouts ?? 0,
  lockedUntil: r?.locked_until ?? null,
  lastFailureAt: r?.last_failure_at ?? null,
});

const subjects = (userId: string, factorId: string) => [`user:${userId}`, `factor:${factorId}`] as const;

/**
 * The account's and the factor's counts, their rows locked until the transaction ends (made when missing), so
 * verifications of one account — whichever factor — are counted one after the other. Account first, always.
 */
export async function lockVerifyLimits(q: Queryable, userId: string, factorId: string): Promise<VerifyLimits> {
  const [user, factor] = subjects(userId, factorId);
  const { rows } = await q.query<Row>(
    `insert into auth.mfa_verify_limits (subject, user_id, factor_id)
     values ($1, $3::uuid, null), ($2, $3::uuid, $4::uuid)
     on conflict (subject) do update set subject = excluded.subject
     returning subject, window_start, failures, lockouts, locked_until, last_failure_at`,
    [user, factor, userId, factorId],
  );
  return { account: toState(rows.find((r) => r.subject === user)), factor: toState(rows.find((r) => r.subject === factor)) };
}

/** The counts as they are, unlocked and unchanged (a challenge only looks). */
export async function readVerifyLimits(q: Queryable, userId: string, factorId: string): Promise<VerifyLimits> {
  const [user, factor] = subjects(userId, factorId);
  const { rows } = await q.query<Row>(
    `select subject, window_start, failures, lockouts, locked_until, last_failure_at
       from auth.mfa_verify_limits where subject in ($1, $2)`,
    [user, factor],
  );
  return { account: toState(rows.find((r) => r.subject === user)), factor: toState(rows.find((r) => r.subject === factor)) };
}

export async function saveVerifyLimits(q: Queryable, userId: string, factorId: string, limits: VerifyLimits): Promise<void> {
  const [user, factor] = subjects(userId, factorId);
  const { account: a, factor: f } = limits;
  await q.query(
    `update auth.mfa_verify_limits l
        set window_start = v.window_start, failures = v.failures, lockouts = v.lockouts,
            locked_until = v.locked_until, last_failure_at = v.last_failure_at
       from (values ($1, $3::timestamptz, $4::int, $5::int, $6::timestamptz, $7::timestamptz),
                    ($2, $8::timestamptz, $9::int, $10::int, $11::timestamptz, $12::timestamptz))
            as v (subject, window_start, failures, lockouts, locked_until, last_failure_at)
      where l.subject = v.subject`,
    [user, factor, a.windowStart, a.failures, a.lockouts, a.lockedUntil, a.lastFailureAt,
      f.windowStart, f.failures, f.lockouts, f.lockedUntil, f.lastFailureAt],
  );
}

/**
 * A right code: the account's and the factor's windows start again. The lock-outs so far, and when the last one
 * ended (past: a right code is only tried unlocked), are kept — forgotten only after a quiet day — so an owner
 * signing in between does not reset an attacker's backoff.
 */
export async function clearVerifyWindows(q: Queryable, userId: string, factorId: string): Promise<void> {
  await q.query(
    `update auth.mfa_verify_limits set window_start = null, failures = 0 where subject in ($1, $2)`,
    [...subjects(userId, factorId)],
  );
}
