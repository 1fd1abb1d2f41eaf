// SQL for auth.refresh_tokens: single-use tokens chained by `parent` within one session.
import type { Queryable } from '../../db/types.ts';

export interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
  /** Seconds since the row last changed, measured by the database clock (shared by all instances). */
  age_seconds: number;
}

const COLUMNS = `id, token, user_id, revoked, parent, session_id, updated_at,
  extract(epoch from (now() - updated_at))::float8 as age_seconds`;

export async function insertRefreshToken(
  q: Queryable,
  t: { token: string; userId: string; sessionId: string; parent: string | null },
): Promise<void> {
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false)`,
    [t.token, t.userId, t.sessionId, t.parent],
  );
}

/** Locks the row: two concurrent refreshes of one token are serialised (PostgreSQL; PGlite is serial anyway). */
export async function findRefreshTokenForUpdate(q: Queryable, token: string): Promise<RefreshTokenRow | null> {
  const { rows } = await q.query<RefreshTokenRow>(`select ${COLUMNS} from auth.refresh_tokens where token = $1 for update`, [
    token,
  ]);
  return rows[0] ?? null;
}

/** The newest still-valid token of a session, if any. */
export async function findActiveToken(q: Queryable, sessionId: string): Promise<RefreshTokenRow | null> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select ${COLUMNS} from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export async function revokeToken(q: Queryable, id: number): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [id]);
}

/** Reuse detected: every unrevoked token of the session dies (GoTrue's RevokeTokenFamily). */
export async function revokeTokenFamily(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [
    sessionId,
  ]);
}
