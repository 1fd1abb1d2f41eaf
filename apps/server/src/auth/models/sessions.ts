// SQL for auth.sessions. Deleting a session cascades to its refresh tokens.
import type { Queryable } from '../../db/types.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  created_at: Date;
  not_after: Date | null;
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    `select id, user_id, aal, created_at, not_after from auth.sessions where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function touchSession(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = $1`, [id]);
}

export async function deleteSession(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.sessions where id = $1`, [id]);
}

export async function deleteUserSessions(q: Queryable, userId: string, exceptId: string | null = null): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`, [userId, exceptId]);
}

export interface SessionAssurance {
  aal: 'aal1' | 'aal2';
  /** Signed in through a recovery link (an amr claim `recovery`, kept across refreshes): GoTrue's IsRecovery. */
  recovery: boolean;
}

/** What PUT /user asks of the caller's session: its level and whether a recovery link opened it. */
export async function findSessionAssurance(q: Queryable, id: string): Promise<SessionAssurance | null> {
  const { rows } = await q.query<{ aal: string | null; recovery: boolean }>(
    `select s.aal::text as aal,
            exists (select 1 from auth.mfa_amr_claims c
                     where c.session_id = s.id and c.authentication_method = 'recovery') as recovery
       from auth.sessions s where s.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { aal: row.aal === 'aal2' ? 'aal2' : 'aal1', recovery: row.recovery } : null;
}
