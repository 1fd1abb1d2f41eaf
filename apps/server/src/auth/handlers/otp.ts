// POST /otp — passwordless sign-in by e-mail (signInWithOtp): a magic link (and code) for a known, confirmed user;
// a known unconfirmed one gets its confirmation link again. Sign-up by OTP is not offered (the site signs up with a
// password): an unknown address is answered as GoTrue does when OTP sign-ups are off — 422 otp_disabled — whatever
// `create_user` says, and nothing is created or sent. Otherwise anyone could make accounts for, and mail, any
// address.
import type { Context } from 'hono';
import { clientIp, normaliseEmail, optString, readBody, safeRedirect, type AuthCtx } from '../context.ts';
import { otpDisabled, phoneProviderDisabled, validationFailed } from '../errors.ts';
import { prepareToken, sendVerification } from '../mail/links.ts';
import { limitEmailSend, limitRequest, limitResend } from '../middleware/rate-limit.ts';
import { findUserByEmail, setConfirmationToken, setRecoveryToken } from '../models/users.ts';
import { readPkce, startFlow } from '../pkce.ts';

export function otp(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'otp', ctx.settings.otpLimit);
    const body = await readBody(c);
    const raw = optString(body, 'email');
    if (!raw && optString(body, 'phone')) throw phoneProviderDisabled();
    if (!raw) throw validationFailed('An email address or phone number is required');
    const email = normaliseEmail(raw);
    const pkce = readPkce(body);
    const redirectTo = safeRedirect(ctx.deps, c.req.query('redirect_to'));
    const ip = clientIp(c, ctx.deps.config.trustProxy);
    const { db } = ctx.deps;

    const user = await findUserByEmail(db, email);
    if (!user) throw otpDisabled();
    // Unconfirmed: the confirmation (sign-up) link again; confirmed: a magic link.
    const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
    limitResend(ctx, kind === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at);
    await limitEmailSend(ctx, ip);
    const token = prepareToken(email, pkce !== null);
    await db.transaction(async (tx) => {
      if (pkce) await startFlow(tx, user.id, pkce, kind === 'signup' ? 'email/signup' : 'magiclink');
      if (kind === 'signup') await setConfirmationToken(tx, user.id, token.stored);
      else await setRecoveryToken(tx, user.id, token.stored);
    });
    await sendVerification(ctx, email, kind, token, redirectTo);
    return c.json({});
  };
}
