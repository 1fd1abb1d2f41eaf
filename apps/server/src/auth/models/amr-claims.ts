// SQL for auth.mfa_amr_claims: how a session was authenticated, kept for the `amr` claim on refresh.
import type { Queryable } from '../../db/types.ts';

export async function listAmrClaims(q: Queryable, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await q.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int8 as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows;
}
