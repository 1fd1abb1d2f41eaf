// PUT /user — metadata (merged; null deletes a key), password (rules, not the same as before; other
// sessions are signed out), e-mail (confirmed through a link to the new address unless autoconfirm).
import type { Context } from 'hono';
import { clientIp, normaliseEmail, optObject, optString, readBody, safeRedirect, type AuthCtx } from '../context.ts';
import { emailExists, notAdmin, phoneProviderDisabled, samePassword } from '../errors.ts';
import { prepareToken, sendVerification, type PreparedToken } from '../mail/links.ts';
import { authenticate } from '../middleware/authenticate.ts';
import { limitEmailSend, limitResend } from '../middleware/rate-limit.ts';
import { writeAudit } from '../models/audit-log.ts';
import { updateEmailIdentity } from '../models/identities.ts';
import { deleteUserSessions } from '../models/sessions.ts';
import { applyEmailChange, findUserByEmail, mergeUserMetadata, setEmailChange, setPassword } from '../models/users.ts';
import { hashPassword, verifyPassword } from '../passwords/hash.ts';
import { checkPassword } from '../passwords/policy.ts';
import { readPkce, startFlow } from '../pkce.ts';
import { loadUserJson } from '../user-json.ts';

export function updateUser(ctx: AuthCtx) {
  return async (c: Context) => {
    const { db, config } = ctx.deps;
    const { user, sessionId } = await authenticate(ctx, c);
    const body = await readBody(c);
    if (body.app_metadata !== undefined && body.app_metadata !== null) throw notAdmin();
    if (optString(body, 'phone')) throw phoneProviderDisabled();
    const data = optObject(body, 'data');
    const password = optString(body, 'password');
    const rawEmail = optString(body, 'email');
    const pkce = readPkce(body);
    const ip = clientIp(c, config.trustProxy);

    let encrypted: string | null = null;
    if (password !== undefined) {
      checkPassword(password, ctx.settings.password);
      if (await verifyPassword(password, user.encrypted_password)) throw samePassword();
      encrypted = await hashPassword(password);
    }
    let newEmail: string | null = null;
    if (rawEmail !== undefined) {
      const email = normaliseEmail(rawEmail);
      if (email !== user.email) {
        const other = await findUserByEmail(db, email);
        if (other && other.id !== user.id) throw emailExists();
        newEmail = email;
        if (!config.autoconfirm) {
          limitResend(ctx, user.email_change_sent_at);
          await limitEmailSend(ctx, ip);
        }
      }
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
    return c.json(updated);
  };
}
