// grant_type=password. Unknown e-mail and wrong password give the same answer after the same work
// (one bcrypt verification, against a dummy hash when there is no user); the password is checked
// before confirmation, so `email_not_confirmed` tells a guesser nothing.
import type { Context } from 'hono';
import { clientIp, inetOrNull, readBody, type AuthCtx } from '../context.ts';
import { AuthError, emailNotConfirmed, invalidCredentials, userBanned, validationFailed } from '../errors.ts';
import { writeAudit } from '../models/audit-log.ts';
import { findUserByEmail } from '../models/users.ts';
import { verifyPassword } from '../passwords/hash.ts';
import { checkPassword } from '../passwords/policy.ts';
import { issueSession } from '../tokens/session.ts';

export async function passwordGrant(ctx: AuthCtx, c: Context): Promise<Response> {
  const { db, config } = ctx.deps;
  const body = await readBody(c);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (email && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw validationFailed('missing email or phone');
  if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const ip = clientIp(c, config.trustProxy);

  const user = email ? await findUserByEmail(db, email) : null;
  const ok = await verifyPassword(password, user?.encrypted_password);
  if (!user || !ok) {
    await writeAudit(db, { action: 'login_failed', actorId: user?.id ?? null, actorUsername: email, ip, traits: { provider: 'email' } });
    throw invalidCredentials();
  }
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw userBanned();
  if (!user.email_confirmed_at) throw emailNotConfirmed();

  const session = await issueSession(
    ctx,
    db,
    user,
    'password',
    { ip: inetOrNull(ip), userAgent: c.req.header('user-agent') ?? null },
    { action: 'login', actorId: user.id, actorUsername: email, ip, traits: { provider: 'email' } },
  );
  // A password that no longer meets the rules still signs in; GoTrue tells the client so.
  let weak: { message: string; reasons: unknown } | undefined;
  try {
    checkPassword(password, ctx.settings.password);
  } catch (err) {
    if (err instanceof AuthError && err.code === 'weak_password') {
      weak = { message: err.message, reasons: (err.extra.weak_password as { reasons: unknown }).reasons };
    }
  }
  return c.json(weak ? { ...session, weak_password: weak } : session);
}
