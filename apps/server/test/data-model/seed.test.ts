// The demo content: seeded once by the real server when SEED_DEMO is on, with the promised counts,
// real HTML, coherent quizzes, no accounts, and nothing inserted into a site that already has content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/open.ts';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase, startTestServer, type TestServer } from '../support/test-server.ts';
import { as, count, createUser } from './support.ts';

describe.each(backends)('demo seed on %s', (backend) => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startTestServer(backend, { SEED_DEMO: 'true' });
    db = server.db;
  });
  afterAll(async () => server.stop());

  it('has 5 posts (4 published, 1 draft), 2 redirects (1 inactive), 2 courses, 7 modules, slides and quizzes', async () => {
    expect(await count(db, 'blog_posts', `status = 'published'`)).toBe(4);
    expect(await count(db, 'blog_posts', `status = 'draft'`)).toBe(1);
    expect(await count(db, 'redirects')).toBe(2);
    expect(await count(db, 'redirects', 'not is_active')).toBe(1);
    expect(await count(db, 'education_categories')).toBe(2);
    const { rows } = await db.query<{ name: string; modules: number }>(
      `select c.name, count(m.id)::int as modules from public.education_categories c
       join public.education_modules m on m.category_id = c.id group by c.name, c.sort_order order by c.sort_order`);
    expect(rows).toEqual([{ name: 'Bitcoin Fundamentals', modules: 4 }, { name: 'Bitcoin for Business', modules: 3 }]);
    expect(await count(db, 'module_slides')).toBe(21);
    expect(await count(db, 'quiz_questions')).toBe(28);
  });

  it('creates no accounts and leaves posts authorless', async () => {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(rows[0]?.n).toBe(0);
    expect(await count(db, 'blog_posts', 'author_id is not null')).toBe(0);
  });

  it('posts are real HTML with headings, lists and links, and have every meta field', async () => {
    const { rows } = await db.query<Record<string, string | Date | null>>('select * from public.blog_posts');
    for (const p of rows) {
      expect(String(p.content)).toMatch(/<h2>/);
      expect(String(p.content)).toMatch(/<(ul|ol)>/);
      expect(String(p.content)).toMatch(/<a href="/);
      expect(String(p.excerpt).length).toBeGreaterThan(50);
      expect(String(p.meta_title).length).toBeLessThanOrEqual(60);
      expect(String(p.meta_description).length).toBeGreaterThan(100);
      expect(p.publish_date === null).toBe(p.status === 'draft');
    }
  });

  it('every module has rich slides and a quiz mixing all three types, each with an explanation and a valid answer', async () => {
    const { rows } = await db.query<{ module_id: string; types: string[]; slides: number }>(
      `select m.id as module_id, array_agg(distinct q.question_type order by q.question_type) as types,
              (select count(*)::int from public.module_slides s where s.module_id = m.id) as slides
       from public.education_modules m join public.quiz_questions q on q.module_id = m.id group by m.id`);
    expect(rows).toHaveLength(7);
    for (const r of rows) {
      expect(r.types).toEqual(['multiple_choice', 'short_answer', 'true_false']);
      expect(r.slides).toBeGreaterThanOrEqual(3);
    }
    expect(await count(db, 'module_slides', `content not like '%<h2>%'`)).toBe(0);
    expect(await count(db, 'quiz_questions', `coalesce(explanation, '') = ''`)).toBe(0);
    expect(await count(db, 'quiz_questions', `question_type = 'multiple_choice' and not options ? correct_answer`)).toBe(0);
    expect(await count(db, 'quiz_questions', `question_type = 'true_false' and correct_answer not in ('true', 'false')`)).toBe(0);
    expect(await count(db, 'quiz_questions', `question_type <> 'multiple_choice' and options is not null`)).toBe(0);
  });

  it('a learner who answers a seeded quiz correctly passes and completes the module', async () => {
    const learner = await createUser(db, 'learner');
    const { rows: qs } = await db.query<{ id: string; module_id: string; question_type: string; correct_answer: string }>(
      `select q.id, q.module_id, q.question_type, q.correct_answer from public.quiz_questions q
       join public.education_modules m on m.id = q.module_id where m.title = 'What Is Bitcoin?'`);
    const moduleId = qs[0]!.module_id;
    // Typed answers in another case and with stray spaces still count; choices are sent as shown.
    const answers = Object.fromEntries(qs.map((q) =>
      [q.id, q.question_type === 'multiple_choice' ? q.correct_answer : ` ${q.correct_answer.toUpperCase()} `]));
    const result = await as(db, learner, async (tx) => {
      const a = await tx.query<{ id: string }>(
        'insert into public.quiz_attempts (module_id, total_questions) values ($1, 4) returning id', [moduleId]);
      const r = await tx.query('select public.calculate_quiz_score($1, $2::jsonb) as r', [a.rows[0]!.id, JSON.stringify(answers)]);
      return r.rows[0]?.r;
    });
    expect(result).toEqual({ score: 100, passed: true, correct: 4, total: 4 });
    expect(await count(db, 'user_progress', `user_id = $1 and status = 'completed'`, [learner.id])).toBe(1);
  });

  it('is applied only once', async () => {
    expect(await seedDemo(db)).toBe(false);
    expect(await count(db, 'blog_posts')).toBe(5);
  });
});

describe.each(backends)('demo seed into a site with content on %s', (backend) => {
  it('inserts nothing when the site already has posts, courses or redirects', async () => {
    const t = await openTestDatabase(backend);
    try {
      await t.opened.db.query(`insert into public.redirects (source_path, destination_url) values ('/mine', '/ours')`);
      expect(await seedDemo(t.opened.db)).toBe(true);
      expect(await count(t.opened.db, 'blog_posts')).toBe(0);
      expect(await count(t.opened.db, 'education_categories')).toBe(0);
      expect(await count(t.opened.db, 'redirects')).toBe(1);
    } finally {
      await t.cleanup();
    }
  });
});
