// GET /admin/users?page=&per_page= — GoTrue's paginated list: {users, aud} with X-Total-Count and Link.
import type { Context } from 'hono';
import type { AuthCtx } from '../context.ts';
import { requireServiceRole } from '../middleware/authenticate.ts';
import { listUsers } from '../models/users.ts';
import { userJson } from '../user-json.ts';
import { listIdentities } from '../models/identities.ts';

const positive = (raw: string | undefined, def: number, max: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : def;
};

export function adminListUsers(ctx: AuthCtx) {
  return async (c: Context) => {
    await requireServiceRole(ctx, c);
    const page = positive(c.req.query('page'), 1, 1_000_000);
    const perPage = positive(c.req.query('per_page'), 50, 1000);
    const { db } = ctx.deps;
    const { users, total } = await listUsers(db, page, perPage);
    const out = [];
    for (const u of users) out.push(userJson(u, await listIdentities(db, u.id)));
    const last = Math.max(1, Math.ceil(total / perPage));
    const base = `${ctx.issuer}/admin/users`;
    const links = [`<${base}?page=${last}&per_page=${perPage}>; rel="last"`];
    if (page < last) links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    c.header('X-Total-Count', String(total));
    c.header('Link', links.join(', '));
    return c.json({ users: out, aud: 'authenticated' });
  };
}
