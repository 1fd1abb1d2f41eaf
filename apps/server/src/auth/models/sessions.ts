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
