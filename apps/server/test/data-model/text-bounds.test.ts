// Finding 3: every text that reaches a social card, a certificate PDF, a page head or the feeds has a
// length the database enforces (migration 20261126000300_text_bounds). Through the data API with
// supabase-js a too-long value is a 400 naming its constraint and stores nothing; the bound itself is
// accepted; an over-long sign-up name is kept to its first 200 characters instead of failing the sign-up;
// and the migration applies over rows already too long (cut, constraints valid). On both databases.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/paths.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../auth/support.ts';
import { countRows, signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase, startTestServer, type TestServer } from '../support/test-server.ts';
import { createUser, dbError } from './support.ts';

const MIGRATION = readFileSync(join(MIGRATIONS_DIR, '20261126000300_text_bounds.sql'), 'utf8');
const long = (n: number, ch = 'x') => ch.repeat(n);

// column, bound, constraint — blog_posts and profiles, as the data API writes them.
const POST_BOUNDS: [string, number, string][] = [
  ['title', 200, 'blog_posts_title_max_length'],
  ['slug', 200, 'blog_posts_slug_max_length'],
  ['excerpt', 1000, 'blog_posts_excerpt_max_length'],
  ['meta_title', 200, 'blog_posts_meta_title_max_length'],
  ['meta_description', 500, 'blog_posts_meta_description_max_length'],
];
const PROFILE_BOUNDS: [string, number, string][] = [
  ['full_name', 200, 'profiles_full_name_max_length'],
  ['username', 100, 'profiles_username_max_length'],
];
const CERTIFICATE_BOUNDS: [string, number, string][] = [
  ['recipient_name', 200, 'certificates_recipient_name_max_length'],
  ['course_name', 100, 'certificates_course_name_max_length'],
];

describe.each(backends)('text bounds through the data API on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let learner: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor');
    learner = await signedInUser(t, 'contributor', { fullName: 'Lena Learner', username: 'lena' });
    await t.db.query(`insert into public.blog_posts (title, slug) values ('Editable', 'editable-bounds')`);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const post = (column: string, value: string) => ({
    title: 'T',
    slug: `bound-${column.replace('_', '-')}`,
    [column]: value,
  });

  it.each(POST_BOUNDS)(
    'post %s over %i → 400 23514 naming %s, nothing stored',
    async (column, bound, constraint) => {
      const before = await countRows(t, 'blog_posts');
      const res = await editor.client.from('blog_posts').insert(post(column, long(bound + 1)));
      expect([res.status, res.error?.code, res.error?.message]).toEqual([
        400,
        '23514',
        `new row for relation "blog_posts" violates check constraint "${constraint}"`,
      ]);
      expect(await countRows(t, 'blog_posts')).toBe(before);
    },
  );

  it.each(POST_BOUNDS)('post %s of exactly %i characters is stored as written', async (column, bound) => {
    // Astral characters count once: the bound is in characters, not bytes or UTF-16 units.
    const value = column === 'slug' ? long(bound, 'a') : long(bound, '😀');
    const res = await editor.client.from('blog_posts').insert(post(column, value)).select(column).single();
    expect(res.error).toBeNull();
    expect((res.data as Record<string, string> | null)?.[column]).toBe(value);
  });

  it('an edit to an over-long title is refused and the post keeps its title', async () => {
    const res = await editor.client
      .from('blog_posts')
      .update({ title: long(201) })
      .eq('slug', 'editable-bounds');
    expect([res.status, res.error?.code]).toEqual([400, '23514']);
    expect(res.error?.message).toContain('blog_posts_title_max_length');
    const { rows } = await t.db.query<{ title: string }>(
      `select title from public.blog_posts where slug = 'editable-bounds'`,
    );
    expect(rows[0]?.title).toBe('Editable');
  });

  it.each(PROFILE_BOUNDS)(
    'own profile %s over %i → 400 naming %s, the profile unchanged',
    async (column, bound, constraint) => {
      const res = await learner.client
        .from('profiles')
        .update({ [column]: long(bound + 1) })
        .eq('user_id', learner.id);
      expect([res.status, res.error?.code, res.error?.message]).toEqual([
        400,
        '23514',
        `new row for relation "profiles" violates check constraint "${constraint}"`,
      ]);
      const { rows } = await t.db.query<{ full_name: string; username: string }>(
        'select full_name, username from public.profiles where user_id = $1',
        [learner.id],
      );
      expect(rows[0]).toEqual({ full_name: 'Lena Learner', username: 'lena' });
    },
  );

  it.each(PROFILE_BOUNDS)('own profile %s of exactly %i characters is saved', async (column, bound) => {
    const value = long(bound, 'n');
    const res = await learner.client
      .from('profiles')
      .update({ [column]: value })
      .eq('user_id', learner.id)
      .select(column)
      .single();
    expect(res.error).toBeNull();
    expect((res.data as Record<string, string> | null)?.[column]).toBe(value);
    await t.db.query(
      `update public.profiles set full_name = 'Lena Learner', username = 'lena' where user_id = $1`,
      [learner.id],
    );
  });

  it('a sign-up with a 90 KB name succeeds; the profile keeps its first 200 characters', async () => {
    const email = uniqueEmail('longname');
    const name = `  ${'Maximiliana '.repeat(7500)}`;
    const res = await t
      .client()
      .auth.signUp({ email, password: GOOD_PASSWORD, options: { data: { full_name: name } } });
    expect(res.error).toBeNull();
    const id = res.data.user?.id;
    const { rows } = await t.db.query<{ full_name: string }>(
      'select full_name from public.profiles where user_id = $1',
      [id],
    );
    expect(rows[0]?.full_name).toBe(name.trim().slice(0, 200).trim());
  });

  it('certificates: a name over 200 or a course over 100 characters is refused by the table itself', async () => {
    const user = await createUser(t.db, 'Cert');
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.education_categories (name) values ('C') returning id`,
    );
    const insert = (name: string, course: string) =>
      t.db.query(
        `insert into public.certificates (user_id, category_id, verification_code, recipient_name, course_name, completed_at)
         values ($1, $2, 'AAAA-BBBB-CCCC', $3, $4, now())`,
        [user.id, rows[0]?.id, name, course],
      );
    expect((await dbError(insert(long(201), 'C'))).constraint).toBe('certificates_recipient_name_max_length');
    expect((await dbError(insert('N', long(101)))).constraint).toBe('certificates_course_name_max_length');
  });
});

describe.each(backends)('the text-bounds migration over rows already too long on %s', (backend) => {
  it('cuts them to the bounds (unique values stay unique), then adds valid constraints', async () => {
    const { opened, cleanup } = await openTestDatabase(backend);
    const db = opened.db;
    try {
      // The database as it was before the migration: none of its bounds.
      const names = [...POST_BOUNDS, ...PROFILE_BOUNDS, ...CERTIFICATE_BOUNDS].map(([, , c]) => c);
      const { rows: added } = await db.query<{ table: string; name: string }>(
        'select conrelid::regclass::text as table, conname as name from pg_constraint where conname = any($1)',
        [names],
      );
      expect(added).toHaveLength(names.length);
      for (const c of added) await db.exec(`alter table ${c.table} drop constraint ${c.name}`);

      const a = await createUser(db, 'A');
      const b = await createUser(db, 'B');
      const sharedUsername = long(150, 'u');
      await db.query('update public.profiles set full_name = $1, username = $2 where user_id = $3', [
        `  ${long(300, 'A')}`,
        `${sharedUsername}1`,
        a.id,
      ]);
      await db.query('update public.profiles set username = $1 where user_id = $2', [
        `${sharedUsername}2`,
        b.id,
      ]);
      const sharedSlug = long(250, 's');
      await db.query(
        `insert into public.blog_posts (title, slug, excerpt, meta_title, meta_description, status) values
           ($1, $2, $3, $4, $5, 'published'), ('Short', $6, null, null, null, 'draft')`,
        [
          `${long(300, ' ')}${long(1500, 'T')}`,
          `${sharedSlug}-one`,
          long(5000, 'e'),
          long(300, 'm'),
          long(900, 'd'),
          `${sharedSlug}-two`,
        ],
      );
      const { rows: cat } = await db.query<{ id: string }>(
        `insert into public.education_categories (name) values ('Course') returning id`,
      );
      await db.query(
        `insert into public.certificates (user_id, category_id, verification_code, recipient_name, course_name, completed_at)
         values ($1, $2, 'AAAA-BBBB-CCCC', $3, 'Course', now())`,
        [a.id, cat[0]?.id, long(90_000, 'R')],
      );

      await db.exec(MIGRATION);

      const { rows: posts } = await db.query<Record<string, string | null>>(
        `select title, slug, excerpt, meta_title, meta_description from public.blog_posts
          where slug like 'sss%' order by title`,
      );
      expect(posts.map((p) => p.title)).toEqual(['Short', long(200, 'T')]);
      const [short, cut] = posts;
      expect(cut?.excerpt).toBe(long(1000, 'e'));
      expect(cut?.meta_title).toBe(long(200, 'm'));
      expect(cut?.meta_description).toBe(long(500, 'd'));
      const slugs = [cut?.slug, short?.slug];
      expect(new Set(slugs).size).toBe(2);
      for (const slug of slugs) {
        expect(slug?.length).toBe(200);
        expect(slug).toMatch(/^s{191}-[0-9a-f]{8}$/);
      }

      const { rows: profiles } = await db.query<{ full_name: string; username: string }>(
        'select full_name, username from public.profiles where user_id = any($1) order by user_id = $2 desc',
        [[a.id, b.id], a.id],
      );
      expect(profiles[0]?.full_name).toBe(long(200, 'A'));
      const usernames = profiles.map((p) => p.username);
      expect(new Set(usernames).size).toBe(2);
      for (const u of usernames) expect(u).toMatch(/^u{91}-[0-9a-f]{8}$/);

      const { rows: certs } = await db.query<{ recipient_name: string }>(
        'select recipient_name from public.certificates',
      );
      expect(certs[0]?.recipient_name).toBe(long(200, 'R'));

      const { rows: valid } = await db.query<{ name: string; validated: boolean }>(
        `select conname as name, convalidated as validated from pg_constraint where conname = any($1)`,
        [added.map((c) => c.name)],
      );
      expect(valid).toHaveLength(added.length);
      for (const c of valid) expect(c, c.name).toEqual({ name: c.name, validated: true });
    } finally {
      await cleanup();
    }
  });
});
