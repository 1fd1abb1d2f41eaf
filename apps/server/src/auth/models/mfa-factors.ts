// SQL for auth.mfa_factors and auth.mfa_challenges (GoTrue's models/factor.go and challenge.go), and the
// session changes a verified or removed factor makes (aal, factor_id and the `totp` amr claim).
import type { Queryable } from '../../db/types.ts';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
  age_seconds: number;
  /** Wrong codes entered against it (at CHALLENGE_MAX_FAILURES it is spent). */
  failed_attempts: number;
}

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone, last_challenged_at';

export async function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findFactorForUpdate(
  q: Queryable,
  userId: string,
  id: string,
): Promise<FactorRow | null> {
  const { rows } = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2 for update`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** GoTrue drops unverified factors older than the factor expiry that were never challenged before enrolling. */
export async function deleteStaleUnverifiedFactors(
  q: Queryable,
  userId: string,
  expirySeconds: number,
): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors f
      where f.user_id = $1 and f.status = 'unverified' and f.created_at < now() - make_interval(secs => $2)
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
    [userId, expirySeconds],
  );
}

export async function insertFactor(
  q: Queryable,
  f: { id: string; userId: string; friendlyName: string; secret: string },
): Promise<FactorRow> {
  const { rows } = await q.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, nullif($3, ''), 'totp', 'unverified', $4) returning ${FACTOR_COLUMNS}`,
    [f.id, f.userId, f.friendlyName, f.secret],
  );
  return rows[0]!;
}

export async function insertChallenge(
  q: Queryable,
  id: string,
  factorId: string,
  ip: string,
): Promise<ChallengeRow> {
  const { rows } = await q.query<ChallengeRow>(
    `with c as (
       insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3::inet)
       returning id, factor_id, created_at, verified_at, host(ip_address) as ip_address, 0::float8 as age_seconds,
                 failed_attempts
     ), f as (
       update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $2
     )
     select * from c`,
    [id, factorId, ip],
  );
  return rows[0]!;
}

export async function findChallengeForUpdate(
  q: Queryable,
  factorId: string,
  id: string,
): Promise<ChallengeRow | null> {
  const { rows } = await q.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, host(ip_address) as ip_address,
            extract(epoch from (now() - created_at))::float8 as age_seconds, failed_attempts
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [id, factorId],
  );
  return rows[0] ?? null;
}

export async function deleteChallenge(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.mfa_challenges where id = $1`, [id]);
}

/** Counts one wrong code against the challenge; returns the wrong codes it has taken, this one included. */
export async function countChallengeFailure(q: Queryable, id: string): Promise<number> {
  const { rows } = await q.query<{ failed_attempts: number }>(
    `update auth.mfa_challenges set failed_attempts = failed_attempts + 1 where id = $1 returning failed_attempts`,
    [id],
  );
  return rows[0]?.failed_attempts ?? 0;
}

/**
 * Records that the factor accepted the code of `step`; false when that step (or a later one) was already used,
 * so the same code is never accepted twice.
 */
export async function claimTotpStep(q: Queryable, factorId: string, step: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `update auth.mfa_factors set last_totp_step = $2
      where id = $1 and (last_totp_step is null or last_totp_step < $2)`,
    [factorId, step],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * A verified code: the challenge is spent, the factor verified (its unverified siblings removed), the session
 * raised to aal2 with a `totp` amr claim, and every other aal1 session of the user ended (GoTrue's
 * updateMFASessionAndClaims).
 */
export async function recordVerification(
  q: Queryable,
  v: { userId: string; factorId: string; challengeId: string; sessionId: string },
): Promise<void> {
  await q.query(
    `with ch as (
       update auth.mfa_challenges set verified_at = now() where id = $3
     ), f as (
       update auth.mfa_factors set status = 'verified', updated_at = now() where id = $2
     ), siblings as (
       delete from auth.mfa_factors where user_id = $1 and id <> $2 and status = 'unverified' and factor_type = 'totp'
     ), amr as (
       insert into auth.mfa_amr_claims (session_id, authentication_method) values ($4, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()
     ), others as (
       delete from auth.sessions where user_id = $1 and id <> $4 and aal = 'aal1'
     )
     update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $4`,
    [v.userId, v.factorId, v.challengeId, v.sessionId],
  );
}

/** Removes a factor and lowers the sessions it raised back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query(
    `with s as (
       update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1 returning id
     ), amr as (
       delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from s)
     )
     delete from auth.mfa_factors where id = $1`,
    [factorId],
  );
}
