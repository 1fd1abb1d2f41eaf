// What every /factors call starts with (GoTrue's requireAuthentication + requireNotAnonymous + loadFactor):
// the signed-in user and session, and — for /factors/{id}/… — the user's own factor, locked for the call.
import type { Context } from 'hono';
import { clientIp, inetOrNull, type AuthCtx } from '../context.ts';
import { AuthError, mfaFactorNotFound } from '../errors.ts';
import { authenticate } from '../middleware/authenticate.ts';
import { findFactorForUpdate, type FactorRow } from '../models/mfa-factors.ts';
import { findSession, type SessionRow } from '../models/sessions.ts';
import type { UserRow } from '../models/users.ts';
import type { Queryable } from '../../db/types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MfaCaller {
  user: UserRow;
  session: SessionRow;
  /** The client's IP as an inet literal (challenges are bound to it). */
  ip: string;
}

export async function mfaCaller(ctx: AuthCtx, c: Context): Promise<MfaCaller> {
  const { user, sessionId } = await authenticate(ctx, c);
  if (user.is_anonymous)
    throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  const session = sessionId ? await findSession(ctx.deps.db, sessionId) : null;
  if (!session) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    );
  }
  return { user, session, ip: inetOrNull(clientIp(c, ctx.deps.config.trustProxy)) ?? '0.0.0.0' };
}

/** The caller's factor named by the route, locked until the transaction ends; 404 as GoTrue answers. */
export async function loadOwnFactor(q: Queryable, c: Context, caller: MfaCaller): Promise<FactorRow> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findFactorForUpdate(q, caller.user.id, id.toLowerCase());
  if (!factor) throw mfaFactorNotFound();
  return factor;
}
