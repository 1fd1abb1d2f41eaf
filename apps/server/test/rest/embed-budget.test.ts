// The embed budget (plan/embed-budget.ts): a select whose nested embeds could read millions of rows is refused with
// PostgREST-style JSON before any SQL runs — for anon and signed-in callers, cached plan or not — while the app's
// own shapes, explicitly limited nesting and the service role still read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import {
  runScenarios,
  send,
  startFixtureServer,
  type FixtureServer,
  type Scenario,
} from './scenarios-support.ts';

const AUTHOR = '7a1c3e2a-5b8d-4c1e-9a7f-0d2b3c4e5f61';

/** The review's request: posts → author → posts … five levels deep, with a leaf filter that matches nothing. */
const ATTACK =
  '/blog_posts?select=id,profiles(blog_posts(id,profiles(blog_posts(id,profiles(blog_posts(id,profiles(blog_posts(id))))))))' +
  '&limit=25&profiles.blog_posts.profiles.blog_posts.profiles.blog_posts.profiles.blog_posts.title=eq.none';
/** Over the budget by its shape (1 × 1000³ in the worst case), cheap on this data (1 × 25³): for the service role. */
const THREE_LEVELS =
  '/blog_posts?select=id,profiles(blog_posts(id,profiles(blog_posts(id,profiles(blog_posts(id))))))&limit=1';
/** A learner's own attempts → module → attempts …, which needs no data of anyone else's. */
const LEARNER_ATTACK =
  '/quiz_attempts?select=id,education_modules(quiz_attempts(id,education_modules(quiz_attempts(id,education_modules(quiz_attempts(id))))))';

const refused = (extra: Partial<Scenario> = {}): Partial<Scenario> => ({
  status: 400,
  has: ['"code":"PGRST151"', 'could read too many rows', 'at most 5,000,000 are allowed', 'limit'],
  ...extra,
});

const scenarios: Scenario[] = [
  {
    name: 'anon: the five-level posts → author → posts select is refused',
    url: ATTACK,
    ...refused(),
  } as Scenario,
  {
    name: 'anon: three unlimited to-many levels are refused even on one top-level row',
    url: THREE_LEVELS,
    ...refused(),
  } as Scenario,
  {
    name: 'anon: many unlimited to-many embeds side by side are refused (the sum counts)',
    url: `/blog_posts?select=id,${Array.from({ length: 6 }, (_, i) => `p${i}:profiles(b${i}:blog_posts(id))`).join(',')}`,
    ...refused(),
  } as Scenario,
  {
    name: 'signed-in: a learner nesting their own quiz attempts is refused',
    url: LEARNER_ATTACK,
    as: 'user',
    ...refused(),
  } as Scenario,
  {
    name: 'anon: one to-many level under a full page still reads (the app’s course list shape)',
    url: '/blog_posts?select=id,profiles(full_name,blog_posts(id))&order=id',
    status: 200,
    has: ['"full_name":"Budget Author"'],
  },
  {
    name: 'anon: deep nesting with limits on the nested embeds reads',
    url:
      '/blog_posts?select=id,profiles(blog_posts(id,profiles(blog_posts(id,profiles(blog_posts(id))))))&limit=2' +
      '&profiles.blog_posts.limit=3&profiles.blog_posts.profiles.blog_posts.limit=3&profiles.blog_posts.profiles.blog_posts.profiles.blog_posts.limit=3',
    status: 200,
  },
  {
    name: 'anon: two nested to-many levels under one post picked by its unique slug read',
    url: '/blog_posts?select=id,profiles(blog_posts(id,profiles(blog_posts(id))))&slug=eq.budget-post-1',
    status: 200,
    has: ['"blog_posts":[{"id"'],
  },
  {
    name: 'service role: not limited (the server’s own key)',
    url: THREE_LEVELS,
    as: 'service',
    status: 200,
    has: ['"blog_posts":[{"id"'],
  },
];

describe.each(backends)('/rest/v1 embed budget on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    const db = f.t.db;
    await db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
       values ($1, 'authenticated', 'authenticated', 'budget-author@example.test', '{"full_name":"Budget Author"}', now())`,
      [AUTHOR],
    );
    await db.query(
      `insert into public.blog_posts (title, slug, excerpt, content, status, author_id, publish_date)
       select 'Post ' || g, 'budget-post-' || g, 'Excerpt', '<p>Body</p>', 'published', $1, now() - g * interval '1 day'
       from generate_series(1, 25) g`,
      [AUTHOR],
    );
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);

  it('a plan cached from the service role’s read is still refused to anon', async () => {
    const url = `${THREE_LEVELS}&id=not.is.null`;
    expect((await send(f, { url, as: 'service' })).status).toBe(200);
    const res = await send(f, { url });
    expect(res.status, res.text).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'PGRST151' });
  });

  it('a write whose returned select is too costly is refused and writes nothing', async () => {
    const res = await send(f, {
      method: 'POST',
      url: '/t_authors?select=id,t_books!author_id(id,t_authors!author_id(t_books!author_id(id,t_authors!author_id(t_books!author_id(id)))))',
      as: 'user',
      headers: { Prefer: 'return=representation' },
      body: { id: 901, name: 'Budget', email: 'budget@example.test' },
    });
    expect(res.status, res.text).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'PGRST151' });
    const rows = await f.t.db.query('select 1 from public.t_authors where id = 901');
    expect(rows.rowCount).toBe(0);
  });
});
