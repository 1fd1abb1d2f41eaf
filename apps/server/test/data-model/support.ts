// Shared helpers for the data-model suites: act as anon / a signed-in user at the SQL level, exactly as the
// REST layer will (role switch + JWT claims), and make users the way the auth server does (auth.users insert).
import { randomUUID } from 'node:crypto';
import { withRequest, type ApiRole } from '../../src/db/request-context.ts';
import { DbError, type Database, type Queryable } from '../../src/db/types.ts';

export type ProfileRole = 'contributor' | 'editor' | 'admin';

export interface Actor {
  name: string;
  role: ApiRole;
  claims: Record<string, unknown>;
  /** The user id, or null for anon. */
  id: string | null;
}

export const anon: Actor = { name: 'anon', role: 'anon', claims: { role: 'anon' }, id: null };

/** Creates a user as the auth server would; the trigger makes the profile. Then sets the role as the owner. */
export async function createUser(
  db: Queryable,
  name: string,
  opts: { role?: ProfileRole; fullName?: string | null; id?: string } = {},
): Promise<Actor> {
  const id = opts.id ?? randomUUID();
  const meta = opts.fullName === null ? {} : { full_name: opts.fullName ?? `${name} Example` };
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, now())`,
    [id, `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}-${id.slice(0, 8)}@example.test`, JSON.stringify(meta)],
  );
  if (opts.role && opts.role !== 'contributor') {
    await db.query('update public.profiles set role = $1 where user_id = $2', [opts.role, id]);
  }
  return { name, role: 'authenticated', claims: { sub: id, role: 'authenticated', aud: 'authenticated' }, id };
}

/** Runs fn as the actor, in one transaction that is committed. */
export function as<T>(db: Database, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return withRequest(db, { role: actor.role, claims: actor.claims, method: 'POST', path: '/test' }, fn);
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Runs fn as the actor and rolls everything back afterwards (the fixtures stay as they were). */
export async function probe<T>(db: Database, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await as(db, actor, async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    throw err;
  }
  throw new Error('unreachable');
}

/** Resolves to the DbError a promise rejected with; fails when it resolved or threw something else. */
export async function dbError(p: Promise<unknown>): Promise<DbError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DbError) return err;
    throw err;
  }
  throw new Error('expected a database error, but the statement succeeded');
}

export async function count(db: Queryable, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params);
  return rows[0]?.n ?? 0;
}
