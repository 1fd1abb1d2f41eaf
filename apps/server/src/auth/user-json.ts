// The User object exactly as GoTrue serialises models.User: null timestamps are omitted,
// `confirmed_at` is the earlier of the e-mail and phone confirmations.
import type { Queryable } from '../db/types.ts';
import { listIdentities, type IdentityRow } from './models/identities.ts';
import { listFactors, type FactorRow } from './models/mfa-factors.ts';
import type { UserRow } from './models/users.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export function identityJson(i: IdentityRow) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/** A factor as GoTrue serialises models.Factor inside `user.factors` (friendly_name omitted when empty). */
export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    status: f.status,
    friendly_name: f.friendly_name || undefined,
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: f.last_challenged_at ? f.last_challenged_at.toISOString() : null,
  };
}

export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[] = []) {
  const confirmations = [u.email_confirmed_at, u.phone_confirmed_at].filter((d): d is Date => d !== null);
  const confirmedAt = confirmations.length ? new Date(Math.min(...confirmations.map((d) => d.getTime()))) : null;
  return {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    invited_at: iso(u.invited_at),
    banned_until: iso(u.banned_until),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** The user as GoTrue answers it, with its identities and MFA factors loaded. */
export async function loadUserJson(q: Queryable, u: UserRow): Promise<UserJson> {
  const identities = await listIdentities(q, u.id);
  return userJson(u, identities, await listFactors(q, u.id));
}
