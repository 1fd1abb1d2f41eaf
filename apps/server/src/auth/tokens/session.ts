// Session issuance shared by every grant: a session row, its first refresh token, the access token
// and GoTrue's AccessTokenResponse body.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { AuthCtx } from '../context.ts';
import { listAmrClaims } from '../models/amr-claims.ts';
import { auditPayload, type AuditEntry } from '../models/audit-log.ts';
import { writeSignIn } from '../models/sign-in.ts';
import type { UserRow } from '../models/users.ts';
import type { AmrEntry } from './jwt.ts';
import { loadUserJson, type UserJson } from '../user-json.ts';
import { signAccessToken } from './jwt.ts';
import { newRefreshToken } from './random.ts';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export type AmrMethod = 'password' | 'otp' | 'magiclink' | 'email/signup' | 'recovery' | 'email_change' | 'invite';

/** GoTrue's IsAAL2Claim: a session that passed a second factor is aal2, any other aal1. */
const SECOND_FACTORS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);
export function aalOf(amr: readonly AmrEntry[]): 'aal1' | 'aal2' {
  return amr.some((m) => SECOND_FACTORS.has(m.method)) ? 'aal2' : 'aal1';
}

/** Access token + response body for an existing session and refresh token. */
export async function sessionResponse(
  ctx: AuthCtx,
  q: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  knownAmr?: AmrEntry[],
): Promise<SessionResponse> {
  const amr = knownAmr ?? (await listAmrClaims(q, sessionId));
  const { config, keys } = ctx.deps;
  const { token, expiresAt } = await signAccessToken(keys.secret, ctx.issuer, config.jwtExpiry, {
    userId: user.id,
    email: user.email,
    phone: user.phone,
    role: user.role,
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    sessionId,
    aal: aalOf(amr),
    amr,
    isAnonymous: user.is_anonymous,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(q, user),
  };
}

/**
 * Signs the user in: new session, amr claim, first refresh token, last_sign_in_at and (optionally) the
 * audit entry, written by one statement, so callers need no transaction of their own for it.
 */
export async function issueSession(
  ctx: AuthCtx,
  q: Queryable,
  user: UserRow,
  method: AmrMethod,
  client: { ip: string | null; userAgent: string | null },
  audit?: AuditEntry,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const signedIn = await writeSignIn(q, {
    sessionId,
    userId: user.id,
    ip: client.ip,
    userAgent: client.userAgent,
    amrMethod: method,
    refreshToken,
    audit: audit ? { payload: auditPayload(audit), ip: (audit.ip ?? '').slice(0, 64) } : null,
  });
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  return sessionResponse(ctx, q, signedIn ?? user, sessionId, refreshToken, amr);
}
