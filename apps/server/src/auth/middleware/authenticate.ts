// The user behind `Authorization: Bearer <access token>` on user-scoped endpoints (GoTrue's requireAuthentication
// + maybeLoadUserOrSession): 401 without a bearer, 403 bad_jwt for a token we did not sign or that expired,
// 403 session_not_found once the session was signed out (supabase-js then drops its stored session).
import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { AuthCtx } from '../context.ts';
import { badJwt, noAuthorization, notAdmin, sessionNotFound, userNotFoundFromJwt } from '../errors.ts';
import { findSession } from '../models/sessions.ts';
import { findUserById, type UserRow } from '../models/users.ts';
import { verifyAccessToken } from '../tokens/jwt.ts';

export interface Authenticated {
  user: UserRow;
  claims: JWTPayload;
  sessionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(c: Context): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw noAuthorization();
  return match[1];
}

export async function authenticate(ctx: AuthCtx, c: Context): Promise<Authenticated> {
  const claims = await verifyAccessToken(ctx.deps.keys.secret, bearerToken(c));
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw badJwt('invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw badJwt('invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.deps.db, sub);
  if (!user) throw userNotFoundFromJwt();
  const sid = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : null;
  if (sid !== null) {
    if (!UUID.test(sid)) throw badJwt('invalid claim: session_id claim must be a UUID');
    if (!(await findSession(ctx.deps.db, sid))) throw sessionNotFound();
  }
  return { user, claims, sessionId: sid };
}

/** Service-role only (admin API): the bearer must be a token we signed with role service_role. */
export async function requireServiceRole(ctx: AuthCtx, c: Context): Promise<void> {
  const claims = await verifyAccessToken(ctx.deps.keys.secret, bearerToken(c));
  if (claims.role !== 'service_role') throw notAdmin();
}
