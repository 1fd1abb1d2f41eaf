// POST /admin/generate_link (supabase-js `auth.admin.generateLink`), service role only. Only `recovery` is
// served: a fresh recovery token is stored (replacing one mailed before) and the link returned, not mailed —
// GoTrue's answer shape: the user's fields plus action_link, email_otp, hashed_token, verification_type,
// redirect_to. Other link types answer 400 validation_failed.
import type { Context } from 'hono';
import { clientIp, normaliseEmail, optString, readBody, type AuthCtx } from '../context.ts';
import { AuthError, userNotFound, validationFailed } from '../errors.ts';
import { prepareToken, verifyLink } from '../mail/links.ts';
import { requireServiceRole } from '../middleware/authenticate.ts';
import { writeAudit } from '../models/audit-log.ts';
import { listIdentities } from '../models/identities.ts';
import { findUserByEmail, setRecoveryToken } from '../models/users.ts';
import { redirectTarget } from '../redirect-target.ts';
import { userJson } from '../user-json.ts';

export function adminGenerateLink(ctx: AuthCtx) {
  return async (c: Context) => {
    await requireServiceRole(ctx, c);
    const body = await readBody(c);
    const type = optString(body, 'type');
    if (type !== 'recovery') throw validationFailed('Only recovery links can be generated');
    const raw = optString(body, 'email');
    if (!raw) throw validationFailed('Password recovery requires an email');
    const email = normaliseEmail(raw);
    const found = await findUserByEmail(ctx.deps.db, email);
    if (!found) throw userNotFound();
    const token = prepareToken(email, false);
    const user = await ctx.deps.db.transaction(async (tx) => {
      const u = await setRecoveryToken(tx, found.id, token.stored);
      if (!u) throw new AuthError(500, 'unexpected_failure', 'Unexpected failure');
      const ip = clientIp(c, ctx.deps.config.trustProxy);
      await writeAudit(tx, { action: 'user_recovery_requested', actorId: u.id, actorUsername: email, ip });
      return u;
    });
    const redirectTo = await redirectTarget(
      ctx,
      c.req.query('redirect_to') ?? optString(body, 'redirect_to'),
    );
    return c.json({
      ...userJson(user, await listIdentities(ctx.deps.db, user.id)),
      action_link: verifyLink(ctx, token.stored, 'recovery', redirectTo),
      email_otp: token.otp,
      hashed_token: token.stored,
      verification_type: 'recovery',
      redirect_to: redirectTo,
    });
  };
}
