// PUT /admin/users/{id} — e-mail, password, confirmation, metadata, ban, role, as the service role.
import type { Context } from 'hono';
import { clientIp, normaliseEmail, readBody, type AuthCtx } from '../context.ts';
import { emailExists, userNotFound } from '../errors.ts';
import { readAdminParams, userIdParam } from '../admin/params.ts';
import { requireServiceRole } from '../middleware/authenticate.ts';
import { writeAudit } from '../models/audit-log.ts';
import { listIdentities, updateEmailIdentity } from '../models/identities.ts';
import { deleteUserSessions } from '../models/sessions.ts';
import { adminUpdateUser, findUserByEmail, findUserById, mergeAppMetadata, mergeUserMetadata } from '../models/users.ts';
import { hashPassword } from '../passwords/hash.ts';
import { checkPassword } from '../passwords/policy.ts';
import { userJson } from '../user-json.ts';

export function adminUpdateUserHandler(ctx: AuthCtx) {
  return async (c: Context) => {
    await requireServiceRole(ctx, c);
    const id = userIdParam(c.req.param('id'));
    const p = readAdminParams(await readBody(c));
    const { db } = ctx.deps;
    const existing = await findUserById(db, id);
    if (!existing) throw userNotFound();
    const email = p.email !== undefined ? normaliseEmail(p.email) : undefined;
    if (email && email !== existing.email) {
      const other = await findUserByEmail(db, email);
      if (other && other.id !== id) throw emailExists();
    }
    let encrypted: string | undefined;
    if (p.password !== undefined) {
      checkPassword(p.password, ctx.settings.password);
      encrypted = await hashPassword(p.password);
    }
    const user = await db.transaction(async (tx) => {
      let u =
        (await adminUpdateUser(tx, id, { email, encryptedPassword: encrypted, emailConfirm: p.emailConfirm, bannedUntil: p.bannedUntil, role: p.role })) ??
        existing;
      if (p.userMetadata) u = (await mergeUserMetadata(tx, id, p.userMetadata)) ?? u;
      if (p.appMetadata) u = (await mergeAppMetadata(tx, id, p.appMetadata)) ?? u;
      if (email) await updateEmailIdentity(tx, id, { email });
      // A banned user or a reset password ends every session, as a sign-out everywhere would.
      if (encrypted || (p.bannedUntil && p.bannedUntil.getTime() > Date.now())) await deleteUserSessions(tx, id);
      await writeAudit(tx, { action: 'user_modified', actorId: id, actorUsername: u.email, ip: clientIp(c, ctx.deps.config.trustProxy), traits: { via: 'admin' } });
      return userJson(u, await listIdentities(tx, id));
    });
    return c.json(user);
  };
}
