// Staff administration rules the Users and Settings screens rely on (migration 20261124000600):
// the last admin survives two admins demoting each other, even at the same moment on PostgreSQL, and a
// signed-in user cannot clear their full name through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { as, createUser, dbError, type Actor } from './support.ts';

const setRole = (tx: Queryable, id: string | null, role: string) =>
  tx.query('select public.set_user_role($1, $2)', [id, role]);

describe.each(backends)('staff administration on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
  });
  afterAll(async () => cleanup());

  const admins = async () =>
    (await db.query<{ n: number }>(`select count(*)::int as n from public.profiles where role = 'admin'`)).rows[0]?.n;

  /** Makes the given users the only admins of the database. */
  const onlyAdmins = async (...actors: Actor[]) => {
    await db.query(`update public.profiles set role = 'contributor' where role = 'admin'`);
    await db.query(`update public.profiles set role = 'admin' where user_id = any($1::uuid[])`, [actors.map((a) => a.id)]);
  };

  it('an admin may demote another admin, and then not the last one (with a hint)', async () => {
    const ann = await createUser(db, 'ann');
    const bob = await createUser(db, 'bob');
    await onlyAdmins(ann, bob);
    await as(db, ann, (tx) => setRole(tx, bob.id, 'editor'));
    const err = await dbError(as(db, ann, (tx) => setRole(tx, ann.id, 'contributor')));
    expect([err.code, err.message, err.hint]).toEqual([
      'P0001', 'The last admin cannot be demoted', 'Make another user an admin first.']);
    expect(await admins()).toBe(1);
    // Not even the service role removes the last admin this way.
    const svc: Actor = { name: 'service', role: 'service_role', claims: { role: 'service_role' }, id: null };
    expect((await dbError(as(db, svc, (tx) => setRole(tx, ann.id, 'editor')))).message)
      .toBe('The last admin cannot be demoted');
    // Promoting and keeping someone an admin are never refused.
    await as(db, ann, (tx) => setRole(tx, ann.id, 'admin'));
    await as(db, ann, (tx) => setRole(tx, bob.id, 'admin'));
    expect(await admins()).toBe(2);
  });

  it('an API caller cannot clear their full name; the owner still can (a name-less sign-up has none)', async () => {
    const me = await createUser(db, 'named');
    const err = await dbError(as(db, me, (tx) =>
      tx.query(`update public.profiles set full_name = null where user_id = auth.uid()`)));
    expect([err.code, err.message]).toEqual(['23502', 'Full name is required']);
    await as(db, me, (tx) => tx.query(`update public.profiles set full_name = 'Renamed', username = null where user_id = auth.uid()`));
    const { rows } = await db.query('select full_name from public.profiles where user_id = $1', [me.id]);
    expect(rows[0]?.full_name).toBe('Renamed');
    await db.query('update public.profiles set full_name = null where user_id = $1', [me.id]);
    // Once named again through the form, the user may save as usual.
    await as(db, me, (tx) => tx.query(`update public.profiles set full_name = 'Back', bio = 'Hi' where user_id = auth.uid()`));
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can interleave the two calls.
  if (backend === 'postgres') it('two admins demoting each other at the same moment leave one admin', async () => {
    const ann = await createUser(db, 'ann2');
    const bob = await createUser(db, 'bob2');
    await onlyAdmins(ann, bob);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let demoted!: () => void;
    const firstDone = new Promise<void>((resolve) => (demoted = resolve));
    // Ann demotes Bob and keeps her transaction open until Bob's own call is under way.
    const first = as(db, ann, async (tx) => {
      await setRole(tx, bob.id, 'contributor');
      demoted();
      await held;
    });
    await firstDone;
    const second = as(db, bob, (tx) => setRole(tx, ann.id, 'contributor'));
    // Bob's call must be waiting for Ann's locks (or, without the fix, already through); then Ann commits.
    await expect.poll(async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%set_user_role%'`);
      return rows[0]?.n;
    }, { timeout: 5000 }).toBe(1);
    release();
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await admins()).toBe(1);
  });
});
