// grant_type=refresh_token (GoTrue RefreshTokenGrant): single-use tokens rotated on every refresh.
// A revoked token that is the parent of the active one returns the active one (the client lost the
// response); another revoked token works only within the reuse interval; after it the whole token
// family of the session is revoked (committed) and 400 refresh_token_already_used is returned.
import type { Context } from 'hono';
import { clientIp, readBody, type AuthCtx } from '../context.ts';
import {
  AuthError,
  refreshSessionNotFound,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  refreshTokenRequired,
} from '../errors.ts';
import { writeAudit } from '../models/audit-log.ts';
import {
  findActiveToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  revokeToken,
  revokeTokenFamily,
} from '../models/refresh-tokens.ts';
import { findSession, touchSession } from '../models/sessions.ts';
import { findUserById } from '../models/users.ts';
import { newRefreshToken } from '../tokens/random.ts';
import { sessionResponse, type SessionResponse } from '../tokens/session.ts';

export async function refreshTokenGrant(ctx: AuthCtx, c: Context): Promise<Response> {
  const body = await readBody(c);
  const presented = typeof body.refresh_token === 'string' ? body.refresh_token.trim() : '';
  if (!presented) throw refreshTokenRequired();
  const ip = clientIp(c, ctx.deps.config.trustProxy);

  // The transaction returns an error instead of throwing it when its writes must be committed.
  const outcome = await ctx.deps.db.transaction(async (tx): Promise<SessionResponse | AuthError> => {
    const row = await findRefreshTokenForUpdate(tx, presented);
    if (!row) throw refreshTokenNotFound();
    const user = await findUserById(tx, row.user_id);
    if (!user) throw refreshTokenNotFound();
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
    }
    const session = row.session_id ? await findSession(tx, row.session_id) : null;
    if (!session) throw refreshSessionNotFound();

    let issued: string | null = null;
    if (row.revoked) {
      const active = await findActiveToken(tx, session.id);
      if (active && active.parent === row.token) {
        issued = active.token;
      } else if (row.age_seconds > ctx.settings.refreshReuseInterval) {
        await revokeTokenFamily(tx, session.id);
        await writeAudit(tx, {
          action: 'token_revoked',
          actorId: user.id,
          actorUsername: user.email,
          ip,
          traits: { reason: 'refresh token reused', session_id: session.id },
        });
        return refreshTokenAlreadyUsed();
      }
    }
    if (issued === null) {
      if (!row.revoked) await revokeToken(tx, row.id);
      issued = newRefreshToken();
      await insertRefreshToken(tx, { token: issued, userId: user.id, sessionId: session.id, parent: row.token });
    }
    await touchSession(tx, session.id);
    await writeAudit(tx, { action: 'token_refreshed', actorId: user.id, actorUsername: user.email, ip });
    return sessionResponse(ctx, tx, user, session.id, issued);
  });
  if (outcome instanceof AuthError) throw outcome;
  c.header('sb-auth-user-id', outcome.user.id);
  return c.json(outcome);
}
