// SPEC §5 rules enforced by the database too: a client that skips the form gets the right SQLSTATE and a
// constraint named after the rule, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { as, count, createUser, dbError, type Actor } from './support.ts';

const CAT = '60000000-0000-4000-8000-000000000001';
const MOD = '60000000-0000-4000-8000-000000000002';
const long = (n: number) => 'x'.repeat(n);

interface Case {
  rule: string;
  table: string;
  sql: string;
  params?: unknown[];
  code: string;
  constraint?: string;
  /** Who tries it: the editor (default: can write everything, so only the rule stops it) or the learner. */
  by?: 'learner';
}

const post = (title: unknown, slug: unknown, status = 'draft'): Pick<Case, 'sql' | 'params'> => ({
  sql: 'insert into public.blog_posts (title, slug, status) values ($1, $2, $3)',
  params: [title, slug, status],
});
const redirect = (source: string, dest: string, type = '301'): Pick<Case, 'sql' | 'params'> => ({
  sql: 'insert into public.redirects (source_path, destination_url, redirect_type) values ($1, $2, $3)',
  params: [source, dest, type],
});
const category = (name: string, description: string | null, sort: number) => ({
  sql: 'insert into public.education_categories (name, description, sort_order) values ($1, $2, $3)',
  params: [name, description, sort],
});
const mod = (col: string, value: unknown) => ({
  sql: `insert into public.education_modules (category_id, title, ${col}) values ($1, 'Module', $2)`,
  params: [CAT, value],
});
const modTitle = (title: string, description: string | null = null) => ({
  sql: 'insert into public.education_modules (category_id, title, description) values ($1, $2, $3)',
  params: [CAT, title, description],
});
const slide = (col: string, value: unknown) => ({
  sql: `insert into public.module_slides (module_id, title, ${col}) values ($1, 'Slide', $2)`,
  params: [MOD, value],
});
const question = (col: string, value: unknown) => ({
  sql: `insert into public.quiz_questions (module_id, question_text, correct_answer, ${col}) values ($1, 'Q?', 'A', $2)`,
  params: [MOD, value],
});

const CASES: Case[] = [
  { rule: 'post title required', table: 'blog_posts', ...post('  ', 'a'), code: '23514', constraint: 'blog_posts_title_required' },
  { rule: 'post title not null', table: 'blog_posts', ...post(null, 'a'), code: '23502' },
  { rule: 'slug pattern', table: 'blog_posts', ...post('T', 'Bad Slug!'), code: '23514', constraint: 'blog_posts_slug_format' },
  { rule: 'slug required', table: 'blog_posts', ...post('T', ''), code: '23514', constraint: 'blog_posts_slug_format' },
  { rule: 'post status enum', table: 'blog_posts', ...post('T', 'ok', 'archived'), code: '23514', constraint: 'blog_posts_status_check' },
  { rule: 'slug unique', table: 'blog_posts', ...post('T', 'taken'), code: '23505', constraint: 'blog_posts_slug_key' },
  { rule: 'author exists', table: 'blog_posts', sql: `insert into public.blog_posts (title, slug, author_id)
      values ('T', 'x', '00000000-0000-4000-8000-00000000dead')`, code: '23503', constraint: 'blog_posts_author_id_fkey' },
  { rule: 'source path starts with /', table: 'redirects', ...redirect('old-page', '/new'), code: '23514',
    constraint: 'redirects_source_path_format' },
  { rule: 'redirect type 301/302/307/308', table: 'redirects', ...redirect('/a', '/b', '303'), code: '23514',
    constraint: 'redirects_redirect_type_check' },
  { rule: 'no redirect to itself', table: 'redirects', ...redirect('/same', '/same/'), code: '23514',
    constraint: 'redirects_no_self_redirect' },
  { rule: 'destination is a path or http(s) URL', table: 'redirects', ...redirect('/a', 'javascript:alert(1)'),
    code: '23514', constraint: 'redirects_destination_url_format' },
  { rule: 'source path unique', table: 'redirects', ...redirect('/taken', '/elsewhere'), code: '23505',
    constraint: 'redirects_source_path_key' },
  { rule: 'no redirect loop', table: 'redirects', ...redirect('/loop-b', '/loop-a'), code: '23514', constraint: 'redirects_no_loop' },
  { rule: 'course name required', table: 'education_categories', ...category(' ', null, 0), code: '23514',
    constraint: 'education_categories_name_required' },
  { rule: 'course name ≤ 100', table: 'education_categories', ...category(long(101), null, 0), code: '23514',
    constraint: 'education_categories_name_max_length' },
  { rule: 'course description ≤ 500', table: 'education_categories', ...category('C', long(501), 0), code: '23514',
    constraint: 'education_categories_description_max_length' },
  { rule: 'course sort_order ≥ 0', table: 'education_categories', ...category('C', null, -1), code: '23514',
    constraint: 'education_categories_sort_order_min' },
  { rule: 'module title ≤ 200', table: 'education_modules', ...modTitle(long(201)), code: '23514',
    constraint: 'education_modules_title_max_length' },
  { rule: 'module title required', table: 'education_modules', ...modTitle(''), code: '23514',
    constraint: 'education_modules_title_required' },
  { rule: 'module description ≤ 1000', table: 'education_modules', ...modTitle('M', long(1001)), code: '23514',
    constraint: 'education_modules_description_max_length' },
  { rule: 'content type enum', table: 'education_modules', ...mod('content_type', 'pdf'), code: '23514',
    constraint: 'education_modules_content_type_check' },
  { rule: 'content url valid', table: 'education_modules', ...mod('content_url', 'not a url'), code: '23514',
    constraint: 'education_modules_content_url_format' },
  { rule: 'duration ≥ 1', table: 'education_modules', ...mod('duration_minutes', 0), code: '23514',
    constraint: 'education_modules_duration_range' },
  { rule: 'duration ≤ 600', table: 'education_modules', ...mod('duration_minutes', 601), code: '23514',
    constraint: 'education_modules_duration_range' },
  { rule: 'module points ≥ 1', table: 'education_modules', ...mod('points', 0), code: '23514',
    constraint: 'education_modules_points_range' },
  { rule: 'module points ≤ 1000', table: 'education_modules', ...mod('points', 1001), code: '23514',
    constraint: 'education_modules_points_range' },
  { rule: 'pass threshold ≥ 1', table: 'education_modules', ...mod('pass_threshold', 0), code: '23514',
    constraint: 'education_modules_pass_threshold_range' },
  { rule: 'pass threshold ≤ 100', table: 'education_modules', ...mod('pass_threshold', 101), code: '23514',
    constraint: 'education_modules_pass_threshold_range' },
  { rule: 'module sort_order ≥ 0', table: 'education_modules', ...mod('sort_order', -1), code: '23514',
    constraint: 'education_modules_sort_order_min' },
  { rule: 'module course exists', table: 'education_modules', sql: `insert into public.education_modules (category_id, title)
      values ('00000000-0000-4000-8000-00000000dead', 'M')`, code: '23503', constraint: 'education_modules_category_id_fkey' },
  { rule: 'slide title ≤ 200', table: 'module_slides', sql:
      'insert into public.module_slides (module_id, title) values ($1, $2)', params: [MOD, long(201)], code: '23514',
    constraint: 'module_slides_title_max_length' },
  { rule: 'slide type enum', table: 'module_slides', ...slide('slide_type', 'audio'), code: '23514',
    constraint: 'module_slides_slide_type_check' },
  { rule: 'slide media url valid', table: 'module_slides', ...slide('media_url', 'javascript:alert(1)'), code: '23514',
    constraint: 'module_slides_media_url_format' },
  { rule: 'slide sort_order ≥ 0', table: 'module_slides', ...slide('sort_order', -3), code: '23514',
    constraint: 'module_slides_sort_order_min' },
  { rule: 'question ≤ 500', table: 'quiz_questions', sql: `insert into public.quiz_questions (module_id, question_text, correct_answer)
      values ($1, $2, 'A')`, params: [MOD, long(501)], code: '23514', constraint: 'quiz_questions_question_text_max_length' },
  { rule: 'question type enum', table: 'quiz_questions', ...question('question_type', 'essay'), code: '23514',
    constraint: 'quiz_questions_question_type_check' },
  { rule: 'correct answer required', table: 'quiz_questions', sql: `insert into public.quiz_questions (module_id, question_text,
      correct_answer) values ($1, 'Q?', ' ')`, params: [MOD], code: '23514', constraint: 'quiz_questions_correct_answer_required' },
  { rule: 'question points ≥ 1', table: 'quiz_questions', ...question('points', 0), code: '23514',
    constraint: 'quiz_questions_points_range' },
  { rule: 'question points ≤ 100', table: 'quiz_questions', ...question('points', 101), code: '23514',
    constraint: 'quiz_questions_points_range' },
  { rule: 'difficulty enum', table: 'quiz_questions', ...question('difficulty_level', 'extreme'), code: '23514',
    constraint: 'quiz_questions_difficulty_level_check' },
  { rule: 'time limit ≥ 0', table: 'quiz_questions', ...question('time_limit_seconds', -1), code: '23514',
    constraint: 'quiz_questions_time_limit_min' },
  { rule: 'options a list (or map)', table: 'quiz_questions', sql: `insert into public.quiz_questions (module_id, question_text,
      correct_answer, options) values ($1, 'Q?', 'A', '"a"'::jsonb)`, params: [MOD], code: '23514',
    constraint: 'quiz_questions_options_shape' },
  { rule: 'progress 0..100', table: 'user_progress', by: 'learner', sql: `insert into public.user_progress (module_id,
      progress_percentage) values ($1, 101)`, params: [MOD], code: '23514', constraint: 'user_progress_percentage_range' },
  { rule: 'progress status enum', table: 'user_progress', by: 'learner', sql: `insert into public.user_progress (module_id,
      status) values ($1, 'done')`, params: [MOD], code: '23514', constraint: 'user_progress_status_check' },
];

describe.each(backends)('SPEC §5 rules as constraints on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let editor: Actor;
  let learner: Actor;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    editor = await createUser(db, 'editor', { role: 'editor' });
    learner = await createUser(db, 'learner');
    await db.query(`insert into public.blog_posts (title, slug) values ('Taken', 'taken')`);
    await db.query(`insert into public.redirects (source_path, destination_url) values
      ('/taken', '/x'), ('/loop-a', '/loop-b')`);
    await db.query(`insert into public.education_categories (id, name, status) values ($1, 'C', 'published')`, [CAT]);
    await db.query(`insert into public.education_modules (id, category_id, title, status) values ($1, $2, 'M', 'published')`, [MOD, CAT]);
  });
  afterAll(async () => cleanup());

  it.each(CASES)('$rule → $code $constraint, nothing stored', async (c) => {
    const before = await count(db, c.table);
    const err = await dbError(as(db, c.by === 'learner' ? learner : editor, (tx) => tx.query(c.sql, c.params ?? [])));
    expect(err.code).toBe(c.code);
    if (c.constraint) expect(err.constraint).toBe(c.constraint);
    expect(await count(db, c.table)).toBe(before);
  });

  it('a second progress row for the same user and module is a unique violation', async () => {
    await as(db, learner, (tx) => tx.query('insert into public.user_progress (module_id) values ($1)', [MOD]));
    const err = await dbError(as(db, learner, (tx) =>
      tx.query('insert into public.user_progress (module_id) values ($1)', [MOD])));
    expect([err.code, err.constraint]).toEqual(['23505', 'user_progress_user_id_module_id_key']);
  });

  it('profile rules: username at least 3 characters, bio at most 500', async () => {
    const u = await as(db, learner, (tx) => tx.query(`update public.profiles set username = 'ab' where user_id = auth.uid()`).then(
      () => null, (e: unknown) => e));
    expect(u).toMatchObject({ code: '23514', constraint: 'profiles_username_min_length' });
    const b = await dbError(as(db, learner, (tx) =>
      tx.query('update public.profiles set bio = $1 where user_id = auth.uid()', [long(501)])));
    expect([b.code, b.constraint]).toEqual(['23514', 'profiles_bio_max_length']);
    const { rows } = await db.query('select username, bio from public.profiles where user_id = $1', [learner.id]);
    expect(rows[0]).toEqual({ username: null, bio: null });
  });

  it('a redirect that is edited into a loop is refused too', async () => {
    await db.query(`insert into public.redirects (source_path, destination_url) values ('/c1', '/c2'), ('/c2', '/c3')`);
    const err = await dbError(as(db, editor, (tx) =>
      tx.query(`update public.redirects set destination_url = '/c1' where source_path = '/c2'`)));
    expect([err.code, err.constraint]).toEqual(['23514', 'redirects_no_loop']);
    // An inactive redirect cannot loop, so it may point anywhere.
    await as(db, editor, (tx) =>
      tx.query(`update public.redirects set destination_url = '/c1', is_active = false where source_path = '/c2'`));
  });
});
