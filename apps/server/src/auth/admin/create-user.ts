// Creating users outside the HTTP API: the CLI's create-user and the ADMIN_EMAIL/ADMIN_PASSWORD boot
// bootstrap. Same rules and storage as sign-up (bcrypt cost 10, e-mail identity, profile via trigger).
import { randomUUID } from 'node:crypto';
import type { UserRole } from '@advisory/site/roles';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { normaliseEmail } from '../context.ts';
import { AuthError, userAlreadyExists } from '../errors.ts';
import { writeAudit } from '../models/audit-log.ts';
import { isBootstrapAdmin, markBootstrapAdmin } from '../models/bootstrap-admins.ts';
import { insertEmailIdentity } from '../models/identities.ts';
import { getProfileRole, setProfileRole } from '../models/profiles.ts';
import { EMAIL_APP_METADATA, findUserByEmail, insertUser, type UserRow } from '../models/users.ts';
import { hashPassword } from '../passwords/hash.ts';
import { checkPassword, type PasswordPolicy } from '../passwords/policy.ts';
import { loadAuthSettings } from '../settings.ts';

/** The role an account is given (the generated profiles.role). */
export type StaffRole = UserRole;

export interface CreateUserInput {
  email: string;
  password: string;
  name?: string | undefined;
  role?: StaffRole | undefined;
  confirmed: boolean;
}

/**
 * Creates a user as sign-up would (password rules included). Throws AuthError `user_already_exists`
 * for a taken address, `weak_password` / `validation_failed` for bad input; `.message` is user-facing.
 * The password policy is the server's (AUTH_PASSWORD_* in the environment), so the CLI refuses what sign-up would.
 */
export async function createUser(
  db: Database,
  input: CreateUserInput,
  policy: PasswordPolicy = loadAuthSettings().password,
  /** Runs inside the creating transaction (the boot bootstrap records the account as its own there). */
  onCreated?: (tx: Queryable, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  checkPassword(input.password, policy);
  if (await findUserByEmail(db, email)) throw userAlreadyExists();
  const encrypted = await hashPassword(input.password);
  const id = randomUUID();
  const metadata: Record<string, unknown> = input.name ? { full_name: input.name } : {};
  if (input.confirmed) metadata.email_verified = true;
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      id,
      email,
      encryptedPassword: encrypted,
      userMetadata: metadata,
      appMetadata: EMAIL_APP_METADATA,
      confirmed: input.confirmed,
    });
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    await insertEmailIdentity(tx, id, {
      ...metadata,
      sub: id,
      email,
      email_verified: input.confirmed,
      phone_verified: false,
    });
    if (input.role && input.role !== 'contributor') await setProfileRole(tx, id, input.role);
    await writeAudit(tx, {
      action: 'user_signedup',
      actorId: id,
      actorUsername: email,
      ip: null,
      traits: { provider: 'email', via: 'admin' },
    });
    await onCreated?.(tx, user);
    return user;
  });
}

/** Sets a user's role by e-mail; false when no such user (or no profiles table). */
export async function setUserRole(db: Database, email: string, role: StaffRole): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  return setProfileRole(db, user.id, role);
}

/**
 * - `created`: no account had the address; a confirmed admin was made (and recorded as the bootstrap's own).
 * - `promoted`: the bootstrap's own account had lost the admin role and got it back.
 * - `unchanged`: the address belongs to an admin already — the bootstrap's own, or one made otherwise (an older
 *   version's bootstrap, the CLI): nobody is demoted.
 * - `not_promoted`: the address belongs to an account the bootstrap did not create and that is not an admin (a
 *   learner may have signed up with a freed address): it is left as it is; the server logs a warning.
 */
export type EnsureAdminResult = 'skipped' | 'created' | 'promoted' | 'unchanged' | 'not_promoted';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at boot, idempotent: creates a confirmed admin when the address is free. An
 * existing account is promoted only when this bootstrap created it (recorded by account id); a password is never
 * reset, so a later password change is not undone by a restart.
 */
export async function ensureAdminUser(
  db: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<EnsureAdminResult> {
  if (!config.adminEmail || !config.adminPassword) return 'skipped';
  const existing = await findUserByEmail(db, config.adminEmail);
  if (!existing) {
    const input = {
      email: config.adminEmail,
      password: config.adminPassword,
      role: 'admin',
      confirmed: true,
    } as const;
    await createUser(db, input, undefined, (tx, user) =>
      markBootstrapAdmin(tx, user.id, user.email ?? input.email),
    );
    return 'created';
  }
  if ((await getProfileRole(db, existing.id)) === 'admin') return 'unchanged';
  if (!(await isBootstrapAdmin(db, existing.id))) return 'not_promoted';
  return (await setProfileRole(db, existing.id, 'admin')) ? 'promoted' : 'unchanged';
}
