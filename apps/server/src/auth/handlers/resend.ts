// POST /resend — another confirmation (type signup) or e-mail-change mail. Unknown or already confirmed
// addresses get the same 200 `{}` without a mail.
import type { Context } from 'hono';
import { clientIp, normaliseEmail, optString, readBody, safeRedirect, type AuthCtx } from '../context.ts';
import { phoneProviderDisabled, validationFailed } from '../errors.ts';
import { prepareToken, sendVerification } from '../mail/links.ts';
import { limitEmailSend, limitRequest, limitResend } from '../middleware/rate-limit.ts';
import { findUserByEmail, setEmailChange } from '../models/users.ts';
import { readPkce } from '../pkce.ts';
import { resendConfirmation } from './signup.ts';

export function resend(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'resend', ctx.settings.otpLimit);
    const body = await readBody(c);
    const type = optString(body, 'type');
    if (type === 'sms' || type === 'phone_change') throw phoneProviderDisabled();
    if (type !== 'signup' && type !== 'email_change') throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    const raw = optString(body, 'email');
    if (!raw) throw validationFailed('Type provided requires an email address');
    const email = normaliseEmail(raw);
    const redirectTo = safeRedirect(ctx.deps, c.req.query('redirect_to'));
    const ip = clientIp(c, ctx.deps.config.trustProxy);
    const user = await findUserByEmail(ctx.deps.db, email);
    if (!user) return c.json({});
    if (type === 'signup') {
      if (user.email_confirmed_at) return c.json({});
      await resendConfirmation(ctx, user, readPkce(body), redirectTo, ip);
      return c.json({});
    }
    if (!user.email_change) return c.json({});
    limitResend(ctx, user.email_change_sent_at);
    await limitEmailSend(ctx, ip);
    const token = prepareToken(user.email_change, false);
    await setEmailChange(ctx.deps.db, user.id, user.email_change, token.stored);
    await sendVerification(ctx, user.email_change, 'email_change', token, redirectTo);
    return c.json({});
  };
}
