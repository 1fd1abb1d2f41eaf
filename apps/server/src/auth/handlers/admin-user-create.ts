// POST /admin/users — create a user as the service role (no mail; `email_confirm` confirms at once).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { clientIp, normaliseEmail, readBody, type AuthCtx } from '../context.ts';
import { emailExists, unexpectedFailure, validationFailed } from '../errors.ts';
import { readAdminParams } from '../admin/params.ts';
import { requireServiceRole } from '../middleware/authenticate.ts';
import { writeAudit } from '../models/audit-log.ts';
import { insertEmailIdentity, listIdentities } from '../models/identities.ts';
import { adminUpdateUser, EMAIL_APP_METADATA, findUserByEmail, insertUser, mergeAppMetadata } from '../models/users.ts';
import { hashPassword } from '../passwords/hash.ts';
import { checkPassword } from '../passwords/policy.ts';
import { userJson } from '../user-json.ts';

export function adminCreateUser(ctx: AuthCtx) {
  return async (c: Context) => {
    await requireServiceRole(ctx, c);
    const p = readAdminParams(await readBody(c));
    if (!p.email) throw validationFailed('Unable to validate email address: invalid format');
    const email = normaliseEmail(p.email);
    const { db } = ctx.deps;
    if (await findUserByEmail(db, email)) throw emailExists();
    let encrypted: string | null = null;
    if (p.password !== undefined) {
      checkPassword(p.password, ctx.settings.password);
      encrypted = await hashPassword(p.password);
    }
    const id = randomUUID();
    const metadata = { ...(p.userMetadata ?? {}), ...(p.emailConfirm ? { email_verified: true } : {}) };
    const user = await db.transaction(async (tx) => {
      let u = await insertUser(tx, { id, email, encryptedPassword: encrypted, userMetadata: metadata, appMetadata: EMAIL_APP_METADATA, confirmed: p.emailConfirm });
      if (!u) throw unexpectedFailure('Database error creating new user');
      if (p.appMetadata) u = (await mergeAppMetadata(tx, id, p.appMetadata)) ?? u;
      if (p.bannedUntil !== undefined || p.role !== undefined) {
        u = (await adminUpdateUser(tx, id, { bannedUntil: p.bannedUntil, role: p.role })) ?? u;
      }
      await insertEmailIdentity(tx, id, { ...metadata, sub: id, email, email_verified: p.emailConfirm, phone_verified: false });
      await writeAudit(tx, { action: 'user_signedup', actorId: id, actorUsername: email, ip: clientIp(c, ctx.deps.config.trustProxy), traits: { provider: 'email', via: 'admin' } });
      return userJson(u, await listIdentities(tx, id));
    });
    return c.json(user);
  };
}
