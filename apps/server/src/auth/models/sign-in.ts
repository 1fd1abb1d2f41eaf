// One statement for everything a sign-in writes (session, amr claim, first refresh token, audit entry,
// last_sign_in_at on user and identities): atomic without an explicit transaction and one round trip,
// which matters on PGlite where every query crosses to a worker thread and sign-ins queue behind each other.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { USER_COLUMNS, type UserRow } from './users.ts';

export interface SignInWrite {
  sessionId: string;
  userId: string;
  ip: string | null;
  userAgent: string | null;
  amrMethod: string;
  refreshToken: string;
  /** Written to auth.audit_log_entries in the same statement; null for none. */
  audit: { payload: Record<string, unknown>; ip: string } | null;
}

export async function writeSignIn(q: Queryable, w: SignInWrite): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `with s as (
       insert into auth.sessions (id, user_id, aal, ip, user_agent) values ($1::uuid, $2::uuid, 'aal1', $3::inet, $4)
       returning id
     ), a as (
       insert into auth.mfa_amr_claims (session_id, authentication_method) select id, $5 from s
     ), r as (
       insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked)
       select '00000000-0000-0000-0000-000000000000', $6, $2::text, id, null, false from s
     ), l as (
       insert into auth.audit_log_entries (instance_id, id, payload, ip_address)
       select '00000000-0000-0000-0000-000000000000', $7::uuid, $8::json, $9 where $8::text is not null
     ), i as (
       update auth.identities set last_sign_in_at = now() where user_id = $2::uuid
     )
     update auth.users set last_sign_in_at = now(), updated_at = now() where id = $2::uuid
     returning ${USER_COLUMNS}`,
    [
      w.sessionId,
      w.userId,
      w.ip,
      w.userAgent,
      w.amrMethod,
      w.refreshToken,
      randomUUID(),
      w.audit ? JSON.stringify(w.audit.payload) : null,
      w.audit?.ip ?? '',
    ],
  );
  return rows[0] ?? null;
}
