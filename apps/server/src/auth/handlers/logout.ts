// POST /logout?scope=global|local|others — 204. Deleting sessions removes their refresh tokens
// (cascade), so a later refresh fails and GET /user answers session_not_found.
import type { Context } from 'hono';
import { clientIp, type AuthCtx } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { authenticate } from '../middleware/authenticate.ts';
import { writeAudit } from '../models/audit-log.ts';
import { deleteSession, deleteUserSessions } from '../models/sessions.ts';

export function logout(ctx: AuthCtx) {
  return async (c: Context) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await authenticate(ctx, c);
    await ctx.deps.db.transaction(async (tx) => {
      if (scope === 'local' && sessionId) await deleteSession(tx, sessionId);
      else if (scope === 'others') await deleteUserSessions(tx, user.id, sessionId);
      else await deleteUserSessions(tx, user.id);
      await writeAudit(tx, {
        action: 'logout',
        actorId: user.id,
        actorUsername: user.email,
        ip: clientIp(c, ctx.deps.config.trustProxy),
        traits: { scope },
      });
    });
    return c.body(null, 204);
  };
}
