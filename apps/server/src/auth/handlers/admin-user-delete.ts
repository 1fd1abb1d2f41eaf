// DELETE /admin/users/{id} — removes the user (identities, sessions and tokens cascade; the app's
// own tables decide through their foreign keys what happens to the user's content).
import type { Context } from 'hono';
import { clientIp, type AuthCtx } from '../context.ts';
import { userNotFound } from '../errors.ts';
import { userIdParam } from '../admin/params.ts';
import { requireServiceRole } from '../middleware/authenticate.ts';
import { writeAudit } from '../models/audit-log.ts';
import { deleteUser, findUserById } from '../models/users.ts';

export function adminDeleteUser(ctx: AuthCtx) {
  return async (c: Context) => {
    await requireServiceRole(ctx, c);
    const id = userIdParam(c.req.param('id'));
    await ctx.deps.db.transaction(async (tx) => {
      const user = await findUserById(tx, id);
      if (!user) throw userNotFound();
      await deleteUser(tx, id);
      await writeAudit(tx, { action: 'user_deleted', actorId: id, actorUsername: user.email, ip: clientIp(c, ctx.deps.config.trustProxy) });
    });
    return c.json({});
  };
}
