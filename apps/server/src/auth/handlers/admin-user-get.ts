// GET /admin/users/{id}
import type { Context } from 'hono';
import type { AuthCtx } from '../context.ts';
import { userNotFound } from '../errors.ts';
import { userIdParam } from '../admin/params.ts';
import { requireServiceRole } from '../middleware/authenticate.ts';
import { findUserById } from '../models/users.ts';
import { loadUserJson } from '../user-json.ts';

export function adminGetUser(ctx: AuthCtx) {
  return async (c: Context) => {
    await requireServiceRole(ctx, c);
    const id = userIdParam(c.req.param('id'));
    const user = await findUserById(ctx.deps.db, id);
    if (!user) throw userNotFound();
    return c.json(await loadUserJson(ctx.deps.db, user));
  };
}
