// SQL for auth.users (GoTrue column names, so the table can move to hosted Supabase as is).
import type { Queryable } from '../../db/types.ts';

/** app_metadata of every e-mail user. */
export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change_token_new, email_change, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  banned_until, deleted_at, is_anonymous`;

async function one(q: Queryable, sql: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(sql, params);
  return rows[0] ?? null;
}

export function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  return one(q, `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
}

export function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  return one(
    q,
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_anonymous = false and deleted_at is null`,
    [email],
  );
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

/** Looks a user up by one of the e-mailed token hashes (the column name is chosen from a fixed set). */
export function findUserByToken(q: Queryable, column: TokenColumn, tokenHash: string): Promise<UserRow | null> {
  const col = ({ confirmation_token: 'confirmation_token', recovery_token: 'recovery_token', email_change_token_new: 'email_change_token_new' } as const)[column];
  return one(q, `select ${USER_COLUMNS} from auth.users where ${col} = $1 and deleted_at is null`, [tokenHash]);
}

export interface NewUser {
  id: string;
  email: string;
  encryptedPassword: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  confirmed: boolean;
}

export function insertUser(q: Queryable, u: NewUser): Promise<UserRow | null> {
  return one(
    q,
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
       email_confirmed_at, is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', lower($2), $3, $4::jsonb,
       $5::jsonb, case when $6::boolean then now() end, false, false)
     returning ${USER_COLUMNS}`,
    [u.id, u.email, u.encryptedPassword, JSON.stringify(u.userMetadata), JSON.stringify(u.appMetadata), u.confirmed],
  );
}

export function setPassword(q: Queryable, id: string, encryptedPassword: string): Promise<UserRow | null> {
  return one(q, `update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning ${USER_COLUMNS}`, [
    id,
    encryptedPassword,
  ]);
}

/** Merges `patch` into user_metadata; keys set to null are removed (GoTrue semantics). */
export function mergeUserMetadata(q: Queryable, id: string, patch: Record<string, unknown>): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set raw_user_meta_data = jsonb_strip_nulls(raw_user_meta_data || $2::jsonb), updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, JSON.stringify(patch)],
  );
}

export function mergeAppMetadata(q: Queryable, id: string, patch: Record<string, unknown>): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set raw_app_meta_data = jsonb_strip_nulls(raw_app_meta_data || $2::jsonb), updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, JSON.stringify(patch)],
  );
}

/** Marks the e-mail confirmed (GoTrue also records `email_verified` in the metadata). */
export function confirmEmail(q: Queryable, id: string): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
}

export function setConfirmationToken(q: Queryable, id: string, tokenHash: string): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, tokenHash],
  );
}

export function setRecoveryToken(q: Queryable, id: string, tokenHash: string): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, tokenHash],
  );
}

export function clearRecoveryToken(q: Queryable, id: string): Promise<UserRow | null> {
  return one(q, `update auth.users set recovery_token = null, updated_at = now() where id = $1 returning ${USER_COLUMNS}`, [id]);
}

export function setEmailChange(q: Queryable, id: string, newEmail: string, tokenHash: string): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set email_change = lower($2), email_change_token_new = $3, email_change_sent_at = now(),
       updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [id, newEmail, tokenHash],
  );
}

/** Moves the pending new address into place once its link was followed. */
export function applyEmailChange(q: Queryable, id: string): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set email = email_change, email_change = null, email_change_token_new = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1 and email_change is not null returning ${USER_COLUMNS}`,
    [id],
  );
}

export async function deleteUser(q: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await q.query(`delete from auth.users where id = $1`, [id]);
  return rowCount > 0;
}

export async function listUsers(q: Queryable, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await q.query<{ n: number }>(`select count(*)::int as n from auth.users where deleted_at is null`);
  return { users: rows, total: count.rows[0]?.n ?? 0 };
}

export interface AdminPatch {
  email?: string;
  encryptedPassword?: string;
  emailConfirm?: boolean;
  bannedUntil?: Date | null;
  role?: string;
}

/** Admin updates: each field is optional; absent ones keep their value. */
export function adminUpdateUser(q: Queryable, id: string, p: AdminPatch): Promise<UserRow | null> {
  return one(
    q,
    `update auth.users set
       email = coalesce(lower($2), email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       banned_until = case when $5::boolean then $6::timestamptz else banned_until end,
       role = coalesce($7, role),
       updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, p.email ?? null, p.encryptedPassword ?? null, p.emailConfirm === true, p.bannedUntil !== undefined, p.bannedUntil ?? null, p.role ?? null],
  );
}

/** GoTrue's HasMFAEnabled: the user has at least one verified factor. */
export async function hasVerifiedFactor(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query<{ yes: boolean }>(
    `select exists (select 1 from auth.mfa_factors where user_id = $1 and status = 'verified') as yes`,
    [id],
  );
  return rows[0]?.yes === true;
}
