// POST /signup — e-mail + password sign-up (GoTrue signup.go): a session at once with autoconfirm,
// otherwise the user without a session plus a confirmation mail. An already registered address gives
// 422 user_already_exists with autoconfirm, and a fake user (no identities) when confirmation is on,
// so the answer does not reveal which addresses exist.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { clientIp, inetOrNull, normaliseEmail, optObject, optString, readBody, safeRedirect, type AuthCtx } from '../context.ts';
import { anonymousProviderDisabled, phoneProviderDisabled, unexpectedFailure, userAlreadyExists, validationFailed } from '../errors.ts';
import { prepareToken, sendVerification, type PreparedToken } from '../mail/links.ts';
import { limitEmailSend, limitRequest, limitResend } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import { insertEmailIdentity, listIdentities, updateEmailIdentity } from '../models/identities.ts';
import { confirmEmail, EMAIL_APP_METADATA, findUserByEmail, insertUser, setConfirmationToken, type UserRow } from '../models/users.ts';
import { hashPassword } from '../passwords/hash.ts';
import { checkPassword } from '../passwords/policy.ts';
import { readPkce, startFlow } from '../pkce.ts';
import { issueSession } from '../tokens/session.ts';
import { userJson } from '../user-json.ts';

/** The anti-enumeration answer for a confirmed address: looks like a new user, has no identities. */
function fakeUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function signup(ctx: AuthCtx) {
  return async (c: Context) => {
    await limitRequest(ctx, c, 'signup', ctx.settings.otpLimit);
    const { db, config } = ctx.deps;
    const body = await readBody(c);
    const rawEmail = optString(body, 'email');
    const password = optString(body, 'password');
    const data = optObject(body, 'data') ?? {};
    if (!rawEmail && optString(body, 'phone')) throw phoneProviderDisabled();
    if (!rawEmail && !password) throw anonymousProviderDisabled();
    if (!rawEmail) throw validationFailed('To signup, please provide your email');
    if (!password) throw validationFailed('Signup requires a valid password');
    const email = normaliseEmail(rawEmail);
    checkPassword(password, ctx.settings.password);
    const pkce = readPkce(body);
    const redirectTo = safeRedirect(ctx.deps, c.req.query('redirect_to'));
    const ip = clientIp(c, config.trustProxy);
    const client = { ip: inetOrNull(ip), userAgent: c.req.header('user-agent') ?? null };

    const existing = await findUserByEmail(db, email);
    if (existing) {
      if (config.autoconfirm) throw userAlreadyExists();
      if (existing.email_confirmed_at) return c.json(fakeUser(email, data));
      return c.json(await resendConfirmation(ctx, existing, pkce, redirectTo, ip));
    }

    // Hash before the transaction: on PGlite a transaction holds the only connection.
    const encrypted = await hashPassword(password);
    if (!config.autoconfirm) await limitEmailSend(ctx, ip);
    const userId = randomUUID();
    let token: PreparedToken | null = null;
    const result = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        id: userId,
        email,
        encryptedPassword: encrypted,
        userMetadata: data,
        appMetadata: EMAIL_APP_METADATA,
        confirmed: false,
      });
      if (!created) throw unexpectedFailure('Database error saving new user');
      await insertEmailIdentity(tx, userId, { ...data, sub: userId, email, email_verified: false, phone_verified: false });
      await writeAudit(tx, { action: 'user_signedup', actorId: userId, actorUsername: email, ip, traits: { provider: 'email' } });
      if (config.autoconfirm) {
        const confirmed = (await confirmEmail(tx, userId)) ?? created;
        await updateEmailIdentity(tx, userId, { email_verified: true });
        await writeAudit(tx, { action: 'login', actorId: userId, actorUsername: email, ip, traits: { provider: 'email' } });
        return issueSession(ctx, tx, confirmed, 'password', client);
      }
      token = prepareToken(email, pkce !== null);
      if (pkce) await startFlow(tx, userId, pkce, 'email/signup');
      const pending = (await setConfirmationToken(tx, userId, token.stored)) ?? created;
      await writeAudit(tx, { action: 'user_confirmation_requested', actorId: userId, actorUsername: email, ip });
      return userJson(pending, await listIdentities(tx, userId));
    });
    if (token) await sendVerification(ctx, email, 'signup', token, redirectTo);
    return c.json(result);
  };
}

/** Unconfirmed address signed up again: a new confirmation mail (one per address per interval). */
export async function resendConfirmation(
  ctx: AuthCtx,
  user: UserRow,
  pkce: ReturnType<typeof readPkce>,
  redirectTo: string,
  ip: string | null,
) {
  limitResend(ctx, user.confirmation_sent_at);
  await limitEmailSend(ctx, ip);
  const email = user.email ?? '';
  const token = prepareToken(email, pkce !== null);
  const updated = await ctx.deps.db.transaction(async (tx) => {
    if (pkce) await startFlow(tx, user.id, pkce, 'email/signup');
    const u = (await setConfirmationToken(tx, user.id, token.stored)) ?? user;
    await writeAudit(tx, { action: 'user_confirmation_requested', actorId: user.id, actorUsername: email, ip });
    return userJson(u, await listIdentities(tx, user.id));
  });
  await sendVerification(ctx, email, 'signup', token, redirectTo);
  return updated;
}
