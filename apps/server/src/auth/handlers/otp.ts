// POST /otp — passwordless sign-in by e-mail (signInWithOtp): a magic link (and code) for a known user;
// for a new address the user is created (unless create_user is false) and gets a confirmation link.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { clientIp, normaliseEmail, optObject, optString, readBody, safeRedirect, type AuthCtx } from '../context.ts';
import { AuthError, phoneProviderDisabled, unexpectedFailure, validationFailed } from '../errors.ts';
import { prepareToken, sendVerification } from '../mail/links.ts';
import { limitEmailSend, limitRequest, limitResend } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import { insertEmailIdentity } from '../models/identities.ts';
import { EMAIL_APP_METADATA, findUserByEmail, insertUser, setConfirmationToken, setRecoveryToken } from '../models/users.ts';
import { readPkce, startFlow } from '../pkce.ts';

export function otp(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'otp', ctx.settings.otpLimit);
    const body = await readBody(c);
    const raw = optString(body, 'email');
    if (!raw && optString(body, 'phone')) throw phoneProviderDisabled();
    if (!raw) throw validationFailed('An email address or phone number is required');
    const email = normaliseEmail(raw);
    const createUser = body.create_user !== false;
    const data = optObject(body, 'data') ?? {};
    const pkce = readPkce(body);
    const redirectTo = safeRedirect(ctx.deps, c.req.query('redirect_to'));
    const ip = clientIp(c, ctx.deps.config.trustProxy);
    const { db } = ctx.deps;

    const user = await findUserByEmail(db, email);
    if (!user && !createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    // New or unconfirmed address: a confirmation (sign-up) link; confirmed: a magic link.
    const kind = !user || !user.email_confirmed_at ? 'signup' : 'magiclink';
    limitResend(ctx, kind === 'signup' ? (user?.confirmation_sent_at ?? null) : (user?.recovery_sent_at ?? null));
    await limitEmailSend(ctx, ip);
    const token = prepareToken(email, pkce !== null);
    await db.transaction(async (tx) => {
      let id = user?.id;
      if (!id) {
        id = randomUUID();
        const created = await insertUser(tx, { id, email, encryptedPassword: null, userMetadata: data, appMetadata: EMAIL_APP_METADATA, confirmed: false });
        if (!created) throw unexpectedFailure('Database error saving new user');
        await insertEmailIdentity(tx, id, { ...data, sub: id, email, email_verified: false, phone_verified: false });
        await writeAudit(tx, { action: 'user_signedup', actorId: id, actorUsername: email, ip, traits: { provider: 'email', via: 'otp' } });
      }
      if (pkce) await startFlow(tx, id, pkce, kind === 'signup' ? 'email/signup' : 'magiclink');
      if (kind === 'signup') await setConfirmationToken(tx, id, token.stored);
      else await setRecoveryToken(tx, id, token.stored);
    });
    await sendVerification(ctx, email, kind, token, redirectTo);
    return c.json({});
  };
}
