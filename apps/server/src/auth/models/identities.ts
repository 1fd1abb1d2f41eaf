// SQL for auth.identities: every e-mail user has one `email` identity (provider_id = user id).
import type { Queryable } from '../../db/types.ts';

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const COLUMNS = 'id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email';

export async function insertEmailIdentity(
  q: Queryable,
  userId: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now())`,
    [userId, JSON.stringify(identityData)],
  );
}

export async function listIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    `select ${COLUMNS} from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** Keeps the identity in step with the user: confirmed e-mail, changed address. */
export async function updateEmailIdentity(q: Queryable, userId: string, patch: Record<string, unknown>): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, JSON.stringify(patch)],
  );
}

