// GET /user — the signed-in user (supabase-js getUser, and getClaims for HS256 tokens).
import type { Context } from 'hono';
import type { AuthCtx } from '../context.ts';
import { authenticate } from '../middleware/authenticate.ts';
import { loadUserJson } from '../user-json.ts';

export function getUser(ctx: AuthCtx) {
  return async (c: Context) => {
    const { user } = await authenticate(ctx, c);
    return c.json(await loadUserJson(ctx.deps.db, user));
  };
}
