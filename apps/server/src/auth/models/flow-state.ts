// SQL for auth.flow_state: PKCE flows started by an e-mailed link, finished by /token?grant_type=pkce.
import type { Queryable } from '../../db/types.ts';

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  authentication_method: string;
  auth_code_issued_at: Date | null;
  /** Seconds since the flow was created (database clock). */
  age_seconds: number;
}

const COLUMNS = `id, user_id, auth_code, code_challenge_method, code_challenge, authentication_method, auth_code_issued_at,
  extract(epoch from (now() - created_at))::float8 as age_seconds`;

export async function insertFlowState(
  q: Queryable,
  f: { id: string; userId: string; authCode: string; method: 's256' | 'plain'; challenge: string; authenticationMethod: string },
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method) values ($1, $2, $3, $4, $5, 'email', $6)`,
    [f.id, f.userId, f.authCode, f.method, f.challenge, f.authenticationMethod],
  );
}

export async function findFlowStateByAuthCode(q: Queryable, authCode: string): Promise<FlowStateRow | null> {
  const { rows } = await q.query<FlowStateRow>(`select ${COLUMNS} from auth.flow_state where auth_code = $1`, [authCode]);
  return rows[0] ?? null;
}

export async function findLatestFlowState(q: Queryable, userId: string, authenticationMethod: string): Promise<FlowStateRow | null> {
  const { rows } = await q.query<FlowStateRow>(
    `select ${COLUMNS} from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, authenticationMethod],
  );
  return rows[0] ?? null;
}

export async function markAuthCodeIssued(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1`, [id]);
}

export async function deleteFlowState(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.flow_state where id = $1`, [id]);
}
