// Visitor and admin functions: contact form (honeypot, rate limit), not-found log, certificates, roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { anon, as, count, createUser, dbError, type Actor } from './support.ts';

const CAT = '80000000-0000-4000-8000-000000000001';
const MODS = ['80000000-0000-4000-8000-000000000002', '80000000-0000-4000-8000-000000000003'];

const contact = (tx: Queryable, args: Record<string, string>) => {
  const names = Object.keys(args);
  // Named notation, as PostgREST calls it; the parameter names come from this file, never from input.
  const sql = `select public.submit_contact_request(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as r`;
  return tx.query<{ r: unknown }>(sql, Object.values(args));
};

describe.each(backends)('site functions on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let learner: Actor;
  let admin: Actor;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    learner = await createUser(db, 'learner', { fullName: '  Satoshi Learner ' });
    admin = await createUser(db, 'admin', { role: 'admin' });
    await db.query(`insert into public.education_categories (id, name, status) values ($1, 'Bitcoin Basics', 'published')`, [CAT]);
    await db.query(`insert into public.education_modules (id, category_id, title, status) values ($1, $3, 'One', 'published'), ($2, $3, 'Two', 'published')`,
      [MODS[0], MODS[1], CAT]);
  });
  afterAll(async () => cleanup());

  it('a new auth user gets a contributor profile with the trimmed full_name from sign-up metadata', async () => {
    const { rows } = await db.query('select full_name, role from public.profiles where user_id = $1', [learner.id]);
    expect(rows[0]).toEqual({ full_name: 'Satoshi Learner', role: 'contributor' });
    const nameless = await createUser(db, 'nameless', { fullName: null });
    const r2 = await db.query('select full_name from public.profiles where user_id = $1', [nameless.id]);
    expect(r2.rows[0]?.full_name).toBeNull();
  });

  it('stores a contact request with every field, trimmed, for anon', async () => {
    const { rows } = await as(db, anon, (tx) => contact(tx, {
      first_name: ' Ada ', last_name: 'Lovelace', email: 'Ada@Example.com', phone: '+1 555 0100', company: 'Engines Ltd',
      service: 'Bitcoin Custody Setup', assets: '$1M-$5M', message: 'We would like advice.',
    }));
    expect(rows[0]?.r).toEqual({ success: true });
    const stored = await db.query('select * from public.contact_requests where email = $1', ['ada@example.com']);
    expect(stored.rows[0]).toMatchObject({
      first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555 0100', company: 'Engines Ltd',
      service: 'Bitcoin Custody Setup', assets: '$1M-$5M', message: 'We would like advice.', status: 'new', user_id: null,
    });
  });

  it('records the signed-in submitter', async () => {
    await as(db, learner, (tx) => contact(tx, { first_name: 'S', last_name: 'L', email: 'sl@example.com' }));
    const { rows } = await db.query('select user_id from public.contact_requests where email = $1', ['sl@example.com']);
    expect(rows[0]?.user_id).toBe(learner.id);
  });

  it('answers a bot that fills the honeypot with success and stores nothing', async () => {
    const before = await count(db, 'contact_requests');
    const { rows } = await as(db, anon, (tx) => contact(tx, {
      first_name: 'Bot', last_name: 'Bot', email: 'bot@example.com', website: 'http://spam.example',
    }));
    expect(rows[0]?.r).toEqual({ success: true });
    expect(await count(db, 'contact_requests')).toBe(before);
  });

  it.each([
    [{ first_name: ' ', last_name: 'L', email: 'a@b.co' }, 'First name is required'],
    [{ first_name: 'F', last_name: '', email: 'a@b.co' }, 'Last name is required'],
    [{ first_name: 'F', last_name: 'L', email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %o with “%s” (22023)', async (args, message) => {
    const err = await dbError(as(db, anon, (tx) => contact(tx, args)));
    expect([err.code, err.message]).toEqual(['22023', message]);
  });

  it('allows 5 requests per email address per hour, then answers PT429 with a clear message', async () => {
    for (let i = 0; i < 5; i++) {
      await as(db, anon, (tx) => contact(tx, { first_name: 'R', last_name: 'L', email: i % 2 ? 'rate@example.com' : 'RATE@example.com' }));
    }
    const err = await dbError(as(db, anon, (tx) => contact(tx, { first_name: 'R', last_name: 'L', email: 'rate@example.com' })));
    expect([err.code, err.message]).toEqual(['PT429', 'Too many requests. Please try again in an hour.']);
    expect(await count(db, 'contact_requests', 'email = $1', ['rate@example.com'])).toBe(5);
  });

  it('limits per client IP when the API passes request headers (PostgREST does)', async () => {
    const results = await as(db, anon, async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })]);
      const out: string[] = [];
      for (let i = 0; i < 11; i++) {
        await tx.query('savepoint s');
        try {
          await contact(tx, { first_name: 'I', last_name: 'P', email: `ip${i}@example.com` });
          out.push('ok');
          await tx.query('release savepoint s');
        } catch (e) {
          out.push((e as { code: string }).code);
          await tx.query('rollback to savepoint s');
        }
      }
      return out;
    });
    expect(results).toEqual([...Array<string>(10).fill('ok'), 'PT429']);
  });

  it('logs not-found paths with a hit count and refuses a path without a leading /', async () => {
    for (let i = 0; i < 3; i++) {
      const { rows } = await as(db, anon, (tx) => tx.query(`select public.log_not_found('/old-blog/post') as v`));
      expect(rows[0]?.v).toBe(true);
    }
    const { rows } = await db.query(`select hits from public.not_found_log where path = '/old-blog/post'`);
    expect(rows[0]?.hits).toBe(3);
    const err = await dbError(as(db, anon, (tx) => tx.query(`select public.log_not_found('http://evil')`)));
    expect([err.code, err.message]).toEqual(['22023', 'Path must start with /']);
  });

  it('stops recording (returns false) after 30 not-found hits per minute from one IP', async () => {
    const results = await as(db, anon, async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'x-forwarded-for': '198.51.100.7' })]);
      const out: boolean[] = [];
      for (let i = 0; i < 31; i++) {
        const { rows } = await tx.query<{ v: boolean }>('select public.log_not_found($1) as v', [`/scan/${i}`]);
        out.push(rows[0]!.v);
      }
      return out;
    });
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results[30]).toBe(false);
    expect(await count(db, 'not_found_log', `path = '/scan/30'`)).toBe(0);
  });

  it('issues a certificate only when every module of the course is completed; idempotent; verifiable by code', async () => {
    const issue = () => as(db, learner, async (tx) =>
      (await tx.query('select * from public.issue_certificate($1)', [CAT])).rows[0]);
    const early = await dbError(issue());
    expect([early.code, early.message, early.detail]).toEqual([
      'P0001', 'Complete every module of this course to get its certificate', '0 of 2 modules completed.']);
    for (const m of MODS) {
      await as(db, learner, (tx) => tx.query(`insert into public.user_progress (module_id, status) values ($1, 'completed')`, [m]));
    }
    const cert = await issue();
    expect(cert).toMatchObject({ user_id: learner.id, category_id: CAT, recipient_name: 'Satoshi Learner', course_name: 'Bitcoin Basics' });
    expect(cert?.verification_code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await issue())?.id).toBe(cert?.id);
    const verified = await as(db, anon, async (tx) =>
      (await tx.query('select * from public.verify_certificate($1)', [` ${String(cert?.verification_code).toLowerCase()} `])).rows);
    expect(verified).toEqual([expect.objectContaining({ recipient_name: 'Satoshi Learner', course_name: 'Bitcoin Basics' })]);
    expect(Object.keys(verified[0]!)).not.toContain('user_id');
    const unknown = await as(db, anon, async (tx) => (await tx.query(`select * from public.verify_certificate('ZZZZ-ZZZZ-ZZZZ')`)).rows);
    expect(unknown).toEqual([]);
  });

  it('set_user_role: admins only, valid roles only, never the last admin', async () => {
    const target = await createUser(db, 'target');
    const setRole = (who: Actor, id: string | null, role: string) =>
      as(db, who, (tx) => tx.query('select public.set_user_role($1, $2)', [id, role]));
    expect((await dbError(setRole(learner, learner.id, 'admin'))).message).toBe('Only admins can change roles');
    expect((await dbError(setRole(admin, target.id, 'owner'))).code).toBe('22023');
    expect((await dbError(setRole(admin, '00000000-0000-4000-8000-000000000000', 'editor'))).message).toBe('User not found');
    await setRole(admin, target.id, 'editor');
    const { rows } = await db.query('select role from public.profiles where user_id = $1', [target.id]);
    expect(rows[0]?.role).toBe('editor');
    const last = await dbError(setRole(admin, admin.id, 'contributor'));
    expect([last.code, last.message]).toEqual(['P0001', 'The last admin cannot be demoted']);
  });

  it('a signed-in user can never change their own role, even through a column they may update', async () => {
    const err = await dbError(as(db, learner, (tx) =>
      tx.query(`update public.profiles set role = 'admin' where user_id = auth.uid()`)));
    expect(err.code).toBe('42501');
    const { rows } = await db.query('select role from public.profiles where user_id = $1', [learner.id]);
    expect(rows[0]?.role).toBe('contributor');
  });

  it('the role trigger stops a role change by an API role even if a grant slipped in', async () => {
    const err = await dbError(db.transaction(async (tx) => {
      await tx.query('grant update (role) on public.profiles to authenticated');
      await tx.query('set local role authenticated');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(learner.claims)]);
      await tx.query(`update public.profiles set role = 'admin' where user_id = auth.uid()`);
    }));
    expect([err.code, err.message]).toEqual(['42501', 'Only an admin can change a role (use set_user_role)']);
  });

  it('admins list users with their e-mail; others may not', async () => {
    const rows = await as(db, admin, async (tx) => (await tx.query('select * from public.admin_list_users()')).rows);
    expect(rows.find((r) => r.user_id === learner.id)).toMatchObject({ full_name: 'Satoshi Learner', role: 'contributor' });
    expect(String(rows[0]?.email)).toContain('@example.test');
    expect((await dbError(as(db, learner, (tx) => tx.query('select * from public.admin_list_users()')))).code).toBe('42501');
  });

  it('deleting an auth user removes their profile and progress and keeps their posts authorless', async () => {
    const gone = await createUser(db, 'gone', { role: 'editor' });
    await db.query(`insert into public.blog_posts (title, slug, author_id, status) values ('Kept', 'kept', $1, 'published')`, [gone.id]);
    await db.query(`insert into public.user_progress (user_id, module_id) values ($1, $2)`, [gone.id, MODS[0]]);
    await db.query('delete from auth.users where id = $1', [gone.id]);
    expect(await count(db, 'profiles', 'user_id = $1', [gone.id])).toBe(0);
    expect(await count(db, 'user_progress', 'user_id = $1', [gone.id])).toBe(0);
    const { rows } = await db.query(`select author_id from public.blog_posts where slug = 'kept'`);
    expect(rows[0]?.author_id).toBeNull();
  });
});
