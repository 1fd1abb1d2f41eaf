// createUser / setUserRole / ensureAdminUser: what the CLI and the ADMIN_EMAIL boot bootstrap call.
import { verify } from '@node-rs/bcrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, ensureAdminUser, setUserRole } from '../../src/auth/admin/create-user.ts';
import { AuthError } from '../../src/auth/errors.ts';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { GOOD_PASSWORD, uniqueEmail } from './support.ts';

describe.each(backends)('creating users outside the API on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
  });
  afterAll(async () => cleanup?.());

  const roleOf = async (email: string) =>
    (
      await db.query<{ role: string; full_name: string | null }>(
        `select p.role, p.full_name from public.profiles p join auth.users u on u.id = p.user_id where u.email = $1`,
        [email],
      )
    ).rows[0];

  it('createUser stores a confirmed user with an e-mail identity, a bcrypt hash and the role', async () => {
    const email = uniqueEmail('Editor');
    const user = await createUser(db, { email, password: GOOD_PASSWORD, name: 'Eve Editor', role: 'editor', confirmed: true });
    expect(user.email).toBe(email.toLowerCase());
    expect(user.email_confirmed_at).toBeInstanceOf(Date);
    expect(await verify(GOOD_PASSWORD, user.encrypted_password!)).toBe(true);
    expect(await roleOf(email.toLowerCase())).toEqual({ role: 'editor', full_name: 'Eve Editor' });
    const ids = await db.query(`select provider from auth.identities where user_id = $1`, [user.id]);
    expect(ids.rows).toEqual([{ provider: 'email' }]);
  });

  it('createUser refuses a taken address and a weak password with coded errors', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, password: GOOD_PASSWORD, confirmed: false });
    await expect(createUser(db, { email, password: GOOD_PASSWORD, confirmed: true })).rejects.toMatchObject({ code: 'user_already_exists' });
    const weak = await createUser(db, { email: uniqueEmail(), password: 'letmein', confirmed: true }).catch((e: unknown) => e);
    expect(weak).toBeInstanceOf(AuthError);
    expect((weak as AuthError).code).toBe('weak_password');
    expect(await roleOf(email)).toMatchObject({ role: 'contributor' });
  });

  it('setUserRole changes the profile role; unknown e-mail → false', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, password: GOOD_PASSWORD, confirmed: true });
    expect(await setUserRole(db, email, 'admin')).toBe(true);
    expect(await roleOf(email)).toMatchObject({ role: 'admin' });
    expect(await setUserRole(db, uniqueEmail('ghost'), 'admin')).toBe(false);
  });

  it('ensureAdminUser is idempotent: creates, then leaves alone; never resets the password', async () => {
    expect(await ensureAdminUser(db, { adminEmail: undefined, adminPassword: undefined })).toBe('skipped');
    const email = uniqueEmail('boss');
    expect(await ensureAdminUser(db, { adminEmail: email, adminPassword: GOOD_PASSWORD })).toBe('created');
    expect(await ensureAdminUser(db, { adminEmail: email, adminPassword: 'some-other-passphrase' })).toBe('unchanged');
    expect(await roleOf(email)).toMatchObject({ role: 'admin' });
    const { rows } = await db.query<{ p: string }>(`select encrypted_password as p from auth.users where email = $1`, [email]);
    expect(await verify(GOOD_PASSWORD, rows[0]!.p)).toBe(true);
  });

  it('ensureAdminUser promotes only the account it created: another account with the address stays as it is', async () => {
    const learner = uniqueEmail('learner');
    await createUser(db, { email: learner, password: GOOD_PASSWORD, confirmed: true });
    expect(await ensureAdminUser(db, { adminEmail: learner, adminPassword: 'ignored-passphrase' })).toBe('not_promoted');
    expect(await roleOf(learner)).toMatchObject({ role: 'contributor' });

    // Its own account, demoted meanwhile, gets the role back.
    const own = uniqueEmail('own');
    expect(await ensureAdminUser(db, { adminEmail: own, adminPassword: GOOD_PASSWORD })).toBe('created');
    await setUserRole(db, own, 'editor');
    expect(await ensureAdminUser(db, { adminEmail: own, adminPassword: GOOD_PASSWORD })).toBe('promoted');
    expect(await roleOf(own)).toMatchObject({ role: 'admin' });
  });

  it('ensureAdminUser demotes nobody: an admin it did not create (an older bootstrap, the CLI) stays admin', async () => {
    const older = uniqueEmail('older');
    await createUser(db, { email: older, password: GOOD_PASSWORD, role: 'admin', confirmed: true });
    expect(await ensureAdminUser(db, { adminEmail: older, adminPassword: GOOD_PASSWORD })).toBe('unchanged');
    expect(await roleOf(older)).toMatchObject({ role: 'admin' });
  });
});
