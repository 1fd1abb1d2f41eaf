// POST /recover — password-reset mail. Always 200 `{}` for an unknown address (no account enumeration).
import type { Context } from 'hono';
import { clientIp, normaliseEmail, optString, readBody, safeRedirect, type AuthCtx } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { prepareToken, sendVerification } from '../mail/links.ts';
import { limitEmailSend, limitRequest, limitResend } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import { findUserByEmail, setRecoveryToken } from '../models/users.ts';
import { readPkce, startFlow } from '../pkce.ts';

export function recover(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'recover', ctx.settings.otpLimit);
    const body = await readBody(c);
    const raw = optString(body, 'email');
    if (!raw) throw validationFailed('Password recovery requires an email');
    const email = normaliseEmail(raw);
    const pkce = readPkce(body);
    const user = await findUserByEmail(ctx.deps.db, email);
    if (!user) return c.json({});
    const ip = clientIp(c, ctx.deps.config.trustProxy);
    limitResend(ctx, user.recovery_sent_at);
    await limitEmailSend(ctx, ip);
    const token = prepareToken(email, pkce !== null);
    await ctx.deps.db.transaction(async (tx) => {
      if (pkce) await startFlow(tx, user.id, pkce, 'recovery');
      await setRecoveryToken(tx, user.id, token.stored);
      await writeAudit(tx, { action: 'user_recovery_requested', actorId: user.id, actorUsername: email, ip });
    });
    await sendVerification(ctx, email, 'recovery', token, safeRedirect(ctx.deps, c.req.query('redirect_to')));
    return c.json({});
  };
}
