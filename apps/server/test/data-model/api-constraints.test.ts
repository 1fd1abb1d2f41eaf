// SPEC §5 rules violated through the data API with @supabase/supabase-js: the error carries the SQLSTATE as its
// code, the HTTP status PostgREST maps it to (400, or 409 for unique and foreign keys), a message naming the
// rule (the constraint, column or the trigger's words), and a follow-up read shows nothing was stored.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { countRows, signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';

const CAT = '60000000-0000-4000-8000-000000000001';
const MOD = '60000000-0000-4000-8000-000000000002';
const DEAD = '00000000-0000-4000-8000-00000000dead';
const long = (n: number) => 'x'.repeat(n);

interface Res {
  error: { code: string; message: string } | null;
  status: number;
}

interface Case {
  rule: string;
  table: string;
  row: Record<string, unknown>;
  code: string;
  status: 400 | 409;
  /** What the message must contain: the constraint's name, the column, or the trigger's words. */
  names: string;
  /** Who inserts: the editor by default (may write every table, so only the rule stops it), or a learner. */
  by?: 'learner';
}

const c23514 = (rule: string, table: string, row: Record<string, unknown>, constraint: string): Case =>
  ({ rule, table, row, code: '23514', status: 400, names: constraint });
const post = (title: unknown, slug: string, status = 'draft') => ({ title, slug, status });
const redirect = (source_path: string, destination_url: string, redirect_type = '301') =>
  ({ source_path, destination_url, redirect_type });
const mod = (extra: Record<string, unknown>) => ({ category_id: CAT, title: 'Module', ...extra });
const slide = (extra: Record<string, unknown>) => ({ module_id: MOD, title: 'Slide', ...extra });
const question = (extra: Record<string, unknown>) => ({ module_id: MOD, question_text: 'Q?', correct_answer: 'A', ...extra });

const CASES: Case[] = [
  c23514('post title required', 'blog_posts', post('  ', 'a'), 'blog_posts_title_required'),
  { rule: 'post title not null', table: 'blog_posts', row: post(null, 'a'), code: '23502', status: 400, names: '"title"' },
  c23514('slug pattern', 'blog_posts', post('T', 'Bad Slug!'), 'blog_posts_slug_format'),
  c23514('slug required', 'blog_posts', post('T', ''), 'blog_posts_slug_format'),
  c23514('post status enum', 'blog_posts', post('T', 'ok', 'archived'), 'blog_posts_status_check'),
  { rule: 'slug unique', table: 'blog_posts', row: post('T', 'taken'), code: '23505', status: 409, names: 'blog_posts_slug_key' },
  { rule: 'author exists', table: 'blog_posts', row: { title: 'T', slug: 'x', author_id: DEAD }, code: '23503', status: 409,
    names: 'blog_posts_author_id_fkey' },
  c23514('source path starts with /', 'redirects', redirect('old-page', '/new'), 'redirects_source_path_format'),
  c23514('redirect type 301/302/307/308', 'redirects', redirect('/a', '/b', '303'), 'redirects_redirect_type_check'),
  c23514('no redirect to itself', 'redirects', redirect('/same', '/same/'), 'redirects_no_self_redirect'),
  c23514('destination is a path or http(s) URL', 'redirects', redirect('/a', 'javascript:alert(1)'),
    'redirects_destination_url_format'),
  { rule: 'source path unique', table: 'redirects', row: redirect('/taken', '/elsewhere'), code: '23505', status: 409,
    names: 'redirects_source_path_key' },
  c23514('no redirect loop', 'redirects', redirect('/loop-b', '/loop-a'), 'would create a loop'),
  c23514('course name required', 'education_categories', { name: ' ' }, 'education_categories_name_required'),
  c23514('course name ≤ 100', 'education_categories', { name: long(101) }, 'education_categories_name_max_length'),
  c23514('course description ≤ 500', 'education_categories', { name: 'C', description: long(501) },
    'education_categories_description_max_length'),
  c23514('course sort_order ≥ 0', 'education_categories', { name: 'C', sort_order: -1 }, 'education_categories_sort_order_min'),
  c23514('module title ≤ 200', 'education_modules', mod({ title: long(201) }), 'education_modules_title_max_length'),
  c23514('module title required', 'education_modules', mod({ title: '' }), 'education_modules_title_required'),
  c23514('module description ≤ 1000', 'education_modules', mod({ description: long(1001) }),
    'education_modules_description_max_length'),
  c23514('content type enum', 'education_modules', mod({ content_type: 'pdf' }), 'education_modules_content_type_check'),
  c23514('content url valid', 'education_modules', mod({ content_url: 'not a url' }), 'education_modules_content_url_format'),
  c23514('duration ≥ 1', 'education_modules', mod({ duration_minutes: 0 }), 'education_modules_duration_range'),
  c23514('duration ≤ 600', 'education_modules', mod({ duration_minutes: 601 }), 'education_modules_duration_range'),
  c23514('module points ≥ 1', 'education_modules', mod({ points: 0 }), 'education_modules_points_range'),
  c23514('module points ≤ 1000', 'education_modules', mod({ points: 1001 }), 'education_modules_points_range'),
  c23514('pass threshold ≥ 1', 'education_modules', mod({ pass_threshold: 0 }), 'education_modules_pass_threshold_range'),
  c23514('pass threshold ≤ 100', 'education_modules', mod({ pass_threshold: 101 }), 'education_modules_pass_threshold_range'),
  c23514('module sort_order ≥ 0', 'education_modules', mod({ sort_order: -1 }), 'education_modules_sort_order_min'),
  { rule: 'duration is a number', table: 'education_modules', row: mod({ duration_minutes: 'ten' }), code: '22P02',
    status: 400, names: 'integer' },
  { rule: 'duration fits an integer', table: 'education_modules', row: mod({ duration_minutes: 2 ** 40 }), code: '22003',
    status: 400, names: 'out of range for type integer' },
  { rule: 'points is not a boolean', table: 'education_modules', row: mod({ points: true }), code: '22P02', status: 400,
    names: 'integer' },
  { rule: 'course id is a uuid', table: 'education_modules', row: { category_id: 'not-a-uuid', title: 'M' }, code: '22P02',
    status: 400, names: 'uuid' },
  { rule: 'only known columns', table: 'education_modules', row: mod({ duration: 10 }), code: 'PGRST204', status: 400,
    names: "Could not find the 'duration' column of 'education_modules' in the schema cache" },
  { rule: 'module course exists', table: 'education_modules', row: { category_id: DEAD, title: 'M' }, code: '23503',
    status: 409, names: 'education_modules_category_id_fkey' },
  { rule: 'module course required', table: 'education_modules', row: { title: 'M' }, code: '23502', status: 400,
    names: '"category_id"' },
  c23514('slide title required', 'module_slides', slide({ title: ' ' }), 'module_slides_title_required'),
  c23514('slide title ≤ 200', 'module_slides', slide({ title: long(201) }), 'module_slides_title_max_length'),
  c23514('slide type enum', 'module_slides', slide({ slide_type: 'audio' }), 'module_slides_slide_type_check'),
  c23514('slide media url valid', 'module_slides', slide({ media_url: 'javascript:alert(1)' }), 'module_slides_media_url_format'),
  c23514('slide sort_order ≥ 0', 'module_slides', slide({ sort_order: -3 }), 'module_slides_sort_order_min'),
  c23514('question required', 'quiz_questions', question({ question_text: '  ' }), 'quiz_questions_question_text_required'),
  c23514('question ≤ 500', 'quiz_questions', question({ question_text: long(501) }), 'quiz_questions_question_text_max_length'),
  c23514('question type enum', 'quiz_questions', question({ question_type: 'essay' }), 'quiz_questions_question_type_check'),
  c23514('correct answer required', 'quiz_questions', question({ correct_answer: ' ' }), 'quiz_questions_correct_answer_required'),
  c23514('question points ≥ 1', 'quiz_questions', question({ points: 0 }), 'quiz_questions_points_range'),
  c23514('question points ≤ 100', 'quiz_questions', question({ points: 101 }), 'quiz_questions_points_range'),
  c23514('question sort_order ≥ 0', 'quiz_questions', question({ sort_order: -1 }), 'quiz_questions_sort_order_min'),
  c23514('difficulty enum', 'quiz_questions', question({ difficulty_level: 'extreme' }), 'quiz_questions_difficulty_level_check'),
  c23514('time limit ≥ 0', 'quiz_questions', question({ time_limit_seconds: -1 }), 'quiz_questions_time_limit_min'),
  c23514('options a list (or map)', 'quiz_questions', question({ options: 'a' }), 'quiz_questions_options_shape'),
  c23514('options only for multiple choice', 'quiz_questions',
    question({ question_type: 'short_answer', options: ['A'] }), 'quiz_questions_options_only_multiple_choice'),
  c23514('true/false answer is true or false', 'quiz_questions',
    question({ question_type: 'true_false', correct_answer: 'yes' }), 'quiz_questions_true_false_answer'),
  c23514('no blank option', 'quiz_questions', question({ options: ['A', '  '] }), 'quiz_questions_options_valid'),
  c23514('options are strings', 'quiz_questions', question({ options: ['A', 2] }), 'quiz_questions_options_valid'),
  c23514('at least one option', 'quiz_questions', question({ options: [] }), 'quiz_questions_options_valid'),
  c23514('correct answer is an option', 'quiz_questions', question({ options: ['B', 'C'] }),
    'quiz_questions_options_valid'),
  { ...c23514('progress 0..100', 'user_progress', { module_id: MOD, progress_percentage: 101 }, 'user_progress_percentage_range'),
    by: 'learner' },
  { ...c23514('progress status enum', 'user_progress', { module_id: MOD, status: 'done' }, 'user_progress_status_check'),
    by: 'learner' },
];

// Rules the contact form and the not-found log enforce inside their remote functions (anon calls them).
const contact = (extra: Record<string, unknown>) => ({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.test', ...extra });
const RPC_CASES: { rule: string; fn: string; args: Record<string, unknown>; table: string; code: string; names: string }[] = [
  { rule: 'contact first name required', fn: 'submit_contact_request', args: contact({ first_name: '  ' }),
    table: 'contact_requests', code: '22023', names: 'First name is required' },
  { rule: 'contact last name required', fn: 'submit_contact_request', args: contact({ last_name: '' }),
    table: 'contact_requests', code: '22023', names: 'Last name is required' },
  { rule: 'contact email valid', fn: 'submit_contact_request', args: contact({ email: 'ann@example' }),
    table: 'contact_requests', code: '22023', names: 'Please enter a valid email address' },
  { rule: 'contact first name ≤ 100', fn: 'submit_contact_request', args: contact({ first_name: long(101) }),
    table: 'contact_requests', code: '23514', names: 'contact_requests_first_name_required' },
  { rule: 'contact phone ≤ 50', fn: 'submit_contact_request', args: contact({ phone: long(51) }),
    table: 'contact_requests', code: '23514', names: 'contact_requests_phone_max_length' },
  { rule: 'contact company ≤ 200', fn: 'submit_contact_request', args: contact({ company: long(201) }),
    table: 'contact_requests', code: '23514', names: 'contact_requests_company_max_length' },
  { rule: 'contact message ≤ 5000', fn: 'submit_contact_request', args: contact({ message: long(5001) }),
    table: 'contact_requests', code: '23514', names: 'contact_requests_message_max_length' },
  { rule: 'not-found path starts with /', fn: 'log_not_found', args: { path: 'wp-admin' }, table: 'not_found_log',
    code: '22023', names: 'Path must start with /' },
];

describe.each(backends)('SPEC §5 rules through the data API on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let learner: SignedInUser;
  const by = (c: { by?: 'learner' }): SupabaseClient => (c.by === 'learner' ? learner : editor).client;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor');
    learner = await signedInUser(t, 'contributor');
    await t.db.query(`insert into public.blog_posts (title, slug) values ('Taken', 'taken'), ('Editable', 'editable')`);
    await t.db.query(`insert into public.redirects (source_path, destination_url) values ('/taken', '/x'), ('/loop-a', '/loop-b')`);
    await t.db.query(`insert into public.education_categories (id, name, status) values ($1, 'C', 'published')`, [CAT]);
    await t.db.query(`insert into public.education_modules (id, category_id, title, status) values ($1, $2, 'M', 'published')`, [MOD, CAT]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** The error as the client sees it: [status, code, whether the message names the rule]. */
  const seen = (res: Res, names: string) => [res.status, res.error?.code, res.error?.message.includes(names) ? names : res.error?.message];

  it.each(CASES)('$rule → $status $code naming $names, nothing stored', async (c) => {
    const before = await countRows(t, c.table);
    const res = await by(c).from(c.table).insert(c.row);
    expect(seen(res, c.names)).toEqual([c.status, c.code, c.names]);
    expect(await countRows(t, c.table)).toBe(before);
  });

  // Edits of an existing row: the same rules hold, and the row keeps its old values.
  const EDITS: { rule: string; table: string; match: [string, string]; values: Record<string, unknown>; code: string;
    status: number; names: string }[] = [
    { rule: 'slug edited to a taken one', table: 'blog_posts', match: ['slug', 'editable'], values: { slug: 'taken' },
      code: '23505', status: 409, names: 'blog_posts_slug_key' },
    { rule: 'slug edited to a bad one', table: 'blog_posts', match: ['slug', 'editable'], values: { slug: 'Not OK' },
      code: '23514', status: 400, names: 'blog_posts_slug_format' },
    { rule: 'title edited to blank', table: 'blog_posts', match: ['slug', 'editable'], values: { title: ' ' },
      code: '23514', status: 400, names: 'blog_posts_title_required' },
    { rule: 'title edited to null', table: 'blog_posts', match: ['slug', 'editable'], values: { title: null },
      code: '23502', status: 400, names: '"title"' },
    { rule: 'source path edited without /', table: 'redirects', match: ['source_path', '/taken'],
      values: { source_path: 'taken' }, code: '23514', status: 400, names: 'redirects_source_path_format' },
    { rule: 'redirect type edited to 300', table: 'redirects', match: ['source_path', '/taken'], values: { redirect_type: '300' },
      code: '23514', status: 400, names: 'redirects_redirect_type_check' },
    { rule: 'pass threshold edited to 0', table: 'education_modules', match: ['id', MOD], values: { pass_threshold: 0 },
      code: '23514', status: 400, names: 'education_modules_pass_threshold_range' },
  ];

  it.each(EDITS)('edit: $rule → $status $code naming $names, the row unchanged', async (c) => {
    const snapshot = async () => (await editor.client.from(c.table).select('*').eq(c.match[0], c.match[1]).single()).data;
    const before = await snapshot();
    expect(before).not.toBeNull();
    const res = await editor.client.from(c.table).update(c.values).eq(c.match[0], c.match[1]);
    expect(seen(res, c.names)).toEqual([c.status, c.code, c.names]);
    expect(await snapshot()).toEqual(before);
  });

  it('on the wire: the PostgREST error body (exactly code, message, details, hint) as JSON', async () => {
    const token = (await editor.client.auth.getSession()).data.session?.access_token;
    const res = await fetch(`${t.url}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ title: 'T', slug: 'Bad Slug!' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body).toMatchObject({
      code: '23514',
      message: 'new row for relation "blog_posts" violates check constraint "blog_posts_slug_format"',
      hint: null,
    });
  });

  it.each(RPC_CASES)('rpc: $rule → 400 $code naming $names, nothing stored', async (c) => {
    const before = await countRows(t, c.table);
    const res = await t.client().rpc(c.fn, c.args);
    expect(seen(res, c.names)).toEqual([400, c.code, c.names]);
    expect(await countRows(t, c.table)).toBe(before);
  });

  it('the same rule read back with return=representation: still the error, no row', async () => {
    const before = await countRows(t, 'blog_posts');
    const res = await editor.client.from('blog_posts').insert(post('T', 'Bad Slug!')).select().single();
    expect(seen(res, 'blog_posts_slug_format')).toEqual([400, '23514', 'blog_posts_slug_format']);
    expect(res.data).toBeNull();
    expect(await countRows(t, 'blog_posts')).toBe(before);
  });

  it('one bad row in a bulk insert stores none of them', async () => {
    const before = await countRows(t, 'education_categories');
    const res = await editor.client.from('education_categories').insert([{ name: 'Good' }, { name: long(101) }]);
    expect(seen(res, 'education_categories_name_max_length')).toEqual([400, '23514', 'education_categories_name_max_length']);
    expect(await countRows(t, 'education_categories')).toBe(before);
  });

  it('a bulk insert with uneven keys: a missing key is null (23502, none stored) unless defaultToNull is false', async () => {
    const before = await countRows(t, 'education_categories');
    const rows = [{ name: 'Alpha' }, { name: 'Beta', sort_order: 2 }];
    const res = await editor.client.from('education_categories').insert(rows);
    expect(seen(res, '"sort_order"')).toEqual([400, '23502', '"sort_order"']);
    expect(await countRows(t, 'education_categories')).toBe(before);
    const ok = await editor.client.from('education_categories').insert(rows, { defaultToNull: false }).select('name, sort_order');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ name: 'Alpha', sort_order: 0 }, { name: 'Beta', sort_order: 2 }]);
    expect(await countRows(t, 'education_categories')).toBe(before + 2);
  });

  it('an upsert that breaks a rule → 400 23514, the existing row unchanged', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.user_progress (user_id, module_id, progress_percentage) values ($1, $2, 30)
       on conflict (user_id, module_id) do update set progress_percentage = 30 returning id`, [learner.id, MOD]);
    const res = await learner.client.from('user_progress')
      .upsert({ user_id: learner.id, module_id: MOD, progress_percentage: 150 }, { onConflict: 'user_id,module_id' });
    expect(seen(res, 'user_progress_percentage_range')).toEqual([400, '23514', 'user_progress_percentage_range']);
    const after = await t.db.query('select progress_percentage from public.user_progress where id = $1', [rows[0]?.id]);
    expect(after.rows).toEqual([{ progress_percentage: 30 }]);
  });

  it('a second progress row for the same module → 409 23505, one row stays', async () => {
    await t.db.query(`insert into public.user_progress (user_id, module_id) values ($1, $2) on conflict do nothing`, [learner.id, MOD]);
    const res = await learner.client.from('user_progress').insert({ module_id: MOD });
    expect(seen(res, 'user_progress_user_id_module_id_key')).toEqual([409, '23505', 'user_progress_user_id_module_id_key']);
    const { rows } = await t.db.query('select 1 from public.user_progress where user_id = $1', [learner.id]);
    expect(rows).toHaveLength(1);
  });

  it('profile rules on update: username at least 3 characters, bio at most 500, full name not blank', async () => {
    const update = (values: Record<string, unknown>) =>
      learner.client.from('profiles').update(values).eq('user_id', learner.id);
    expect(seen(await update({ username: 'ab' }), 'profiles_username_min_length'))
      .toEqual([400, '23514', 'profiles_username_min_length']);
    expect(seen(await update({ bio: long(501) }), 'profiles_bio_max_length')).toEqual([400, '23514', 'profiles_bio_max_length']);
    expect(seen(await update({ full_name: ' ' }), 'profiles_full_name_not_blank'))
      .toEqual([400, '23514', 'profiles_full_name_not_blank']);
    const { rows } = await t.db.query('select username, bio, full_name from public.profiles where user_id = $1', [learner.id]);
    expect(rows[0]).toEqual({ username: null, bio: null, full_name: 'contributor Example' });
  });

  it('a redirect edited into a loop → 400 23514, the destination stays', async () => {
    await t.db.query(`insert into public.redirects (source_path, destination_url) values ('/c1', '/c2'), ('/c2', '/c3')`);
    const res = await editor.client.from('redirects').update({ destination_url: '/c1' }).eq('source_path', '/c2');
    expect(seen(res, 'would create a loop')).toEqual([400, '23514', 'would create a loop']);
    const { rows } = await t.db.query(`select destination_url from public.redirects where source_path = '/c2'`);
    expect(rows[0]).toEqual({ destination_url: '/c3' });
  });

  it('completing a quiz module by hand → 400 23514, nothing stored', async () => {
    const quizModule = '60000000-0000-4000-8000-000000000003';
    await t.db.query(`insert into public.education_modules (id, category_id, title, status) values ($1, $2, 'Quiz', 'published')`, [quizModule, CAT]);
    await t.db.query(`insert into public.quiz_questions (module_id, question_text, correct_answer) values ($1, 'Q?', 'A')`,
      [quizModule]);
    const res = await learner.client.from('user_progress').insert({ module_id: quizModule, status: 'completed' });
    expect(seen(res, 'completed by passing its quiz')).toEqual([400, '23514', 'completed by passing its quiz']);
    const { rows } = await t.db.query('select 1 from public.user_progress where module_id = $1', [quizModule]);
    expect(rows).toHaveLength(0);
  });
});
