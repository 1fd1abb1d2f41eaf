// PUT /user — metadata (merged; null deletes a key), password (rules, not the same as before; other
// sessions are signed out), e-mail (confirmed through a link to the new address unless autoconfirm; the old
// address is told). GoTrue's guards (internal/api/user.go UserUpdate, ADR 0022): an account with a verified
// factor changes its password or e-mail only from an aal2 session, and a password change names the current
// password (`current_password`, GoTrue's UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, always on here) unless a
// recovery link opened the session.
import type { Context } from 'hono';
import { clientIp, normaliseEmail, optObject, optString, readBody, safeRedirect, type AuthCtx } from '../context.ts';
import { AuthError, emailExists, notAdmin, phoneProviderDisabled, samePassword } from '../errors.ts';
import { prepareToken, sendVerification, type PreparedToken } from '../mail/links.ts';
import { buildEmailChangeNotice } from '../mail/templates.ts';
import { authenticate } from '../middleware/authenticate.ts';
import { limitEmailSend, limitRequest, limitResend } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import { updateEmailIdentity } from '../models/identities.ts';
import { deleteUserSessions, findSessionAssurance } from '../models/sessions.ts';
import {
  applyEmailChange,
  findUserByEmail,
  hasVerifiedFactor,
  mergeUserMetadata,
  setEmailChange,
  setPassword,
} from '../models/users.ts';
import { hashPassword, verifyPassword } from '../passwords/hash.ts';
import { checkPassword } from '../passwords/policy.ts';
import { readPkce, startFlow } from '../pkce.ts';
import { loadUserJson } from '../user-json.ts';

// GoTrue's answers, word for word (apierrors: ErrorCodeInsufficientAAL, ErrorCodeCurrentPasswordRequired and
// ErrorCodeCurrentPasswordMismatch, whose string is `current_password_invalid`; both share one message).
export const aal2Required = () =>
  new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';
export const currentPasswordRequired = () => new AuthError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE);
export const currentPasswordInvalid = () => new AuthError(400, 'current_password_invalid', CURRENT_PASSWORD_MESSAGE);

export function updateUser(ctx: AuthCtx) {
  return async (c: Context) => {
    const { db, config } = ctx.deps;
    const { user, sessionId } = await authenticate(ctx, c);
    const body = await readBody(c);
    if (body.app_metadata !== undefined && body.app_metadata !== null) throw notAdmin();
    if (optString(body, 'phone')) throw phoneProviderDisabled();
    const data = optObject(body, 'data');
    const password = optString(body, 'password');
    const currentPassword = optString(body, 'current_password');
    const rawEmail = optString(body, 'email');
    const pkce = readPkce(body);
    const ip = clientIp(c, config.trustProxy);
    if (password !== undefined) checkPassword(password, ctx.settings.password);
    const email = rawEmail === undefined ? undefined : normaliseEmail(rawEmail);
    const newEmail = email !== undefined && email !== user.email ? email : null;

    const session = sessionId ? await findSessionAssurance(db, sessionId) : null;
    if ((password || newEmail) && session?.aal !== 'aal2' && (await hasVerifiedFactor(db, user.id))) {
      throw aal2Required();
    }
    if (newEmail) {
      const other = await findUserByEmail(db, newEmail);
      if (other && other.id !== user.id) throw emailExists();
      if (!config.autoconfirm) {
        limitResend(ctx, user.email_change_sent_at);
        await limitEmailSend(ctx, ip);
      }
    }

    let encrypted: string | null = null;
    if (password !== undefined) {
      // A stolen access token alone no longer sets a password: it must come with the one it replaces. A recovery
      // link's session proved the mailbox instead (that is what recovery is for); an account without a password
      // sets its first one.
      if (user.encrypted_password && !session?.recovery) {
        if (!currentPassword) throw currentPasswordRequired();
        // Each check is a password guess: counted with sign-in's (POST /token) per-client limit.
        await limitRequest(ctx, c, 'token', ctx.settings.tokenLimit);
        if (!(await verifyPassword(currentPassword, user.encrypted_password))) throw currentPasswordInvalid();
      }
      if (await verifyPassword(password, user.encrypted_password)) throw samePassword();
      encrypted = await hashPassword(password);
    }

    let token: PreparedToken | null = null;
    const updated = await db.transaction(async (tx) => {
      let u = user;
      if (data) u = (await mergeUserMetadata(tx, user.id, data)) ?? u;
      if (encrypted) {
        u = (await setPassword(tx, user.id, encrypted)) ?? u;
        await deleteUserSessions(tx, user.id, sessionId);
        await writeAudit(tx, { action: 'user_updated_password', actorId: user.id, actorUsername: user.email, ip });
      }
      if (newEmail) {
        token = prepareToken(newEmail, pkce !== null);
        u = (await setEmailChange(tx, user.id, newEmail, token.stored)) ?? u;
        if (config.autoconfirm) {
          token = null;
          u = (await applyEmailChange(tx, user.id)) ?? u;
          await updateEmailIdentity(tx, user.id, { email: newEmail });
        } else if (pkce) {
          await startFlow(tx, user.id, pkce, 'email_change');
        }
      }
      await writeAudit(tx, { action: 'user_modified', actorId: user.id, actorUsername: user.email, ip });
      return loadUserJson(tx, u);
    });
    if (token && newEmail) {
      await sendVerification(ctx, newEmail, 'email_change', token, safeRedirect(ctx.deps, c.req.query('redirect_to')));
    }
    if (newEmail && user.email) {
      await ctx.mailer.send(
        buildEmailChangeNotice(user.email, newEmail, config.autoconfirm, config.siteUrl, config.siteName),
      );
    }
    return c.json(updated);
  };
}
