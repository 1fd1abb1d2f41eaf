// The cells of the access matrix (DESIGN.md §3) as supabase-js calls: one action per row, run with each
// principal's own client. The rows and expectations mirror matrix-actions.ts (the SQL-level matrix); the one
// difference is that a remote function returning one value or nothing reads 'ok' here, as the API answers it.
import { CERT_CODE, ID } from './fixtures.ts';
import type { ApiActor, ApiWorld } from './api-matrix-world.ts';
import { authored, call, headCount, visible, write, writeReturning } from './api-matrix-outcomes.ts';

type Expect = [string, string, string, string, string, string];

export interface ApiAction {
  row: string;
  run(me: ApiActor, w: ApiWorld): Promise<string>;
  expect: Expect;
  /** The call may change rows when it succeeds, so the world is reset after it. */
  writes?: boolean;
}

const D = 'denied';
const exact = { count: 'exact' } as const;
// Anon has no id; filtering on 'null' would fail as an invalid uuid (22P02) before any privilege check, so anon
// aims its "own row" calls at an id that belongs to nobody.
const NOBODY = '00000000-0000-4000-8000-000000000000';
const self = (me: ApiActor) => me.id ?? NOBODY;
const other = (me: ApiActor, w: ApiWorld) => (me.id === w.learnerA.id ? w.learnerB.id : w.learnerA.id);

// staffDelete: the course has a certificate, so even staff are refused (20261129000300_course_lifecycle.sql).
function content(table: string, id: string, insert: Record<string, unknown>, staffDelete = 'ok'): ApiAction[] {
  return [
    { row: `${table} select`, run: (me) => visible(me, me.client.from(table).select('id'), { [id]: 'row' }),
      expect: [D, 'all', 'all', 'all', 'all', 'all'] },
    { row: `${table} insert`, writes: true, run: (me) => write(me, me.client.from(table).insert(insert, exact)),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: `${table} update`, writes: true, run: (me) =>
        write(me, me.client.from(table).update({ sort_order: 5 }, exact).eq('id', id)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: `${table} delete`, writes: true, run: (me) => write(me, me.client.from(table).delete(exact).eq('id', id)),
      expect: [D, '0 rows', '0 rows', '0 rows', staffDelete, staffDelete] },
  ];
}

export function apiActions(w: ApiWorld): ApiAction[] {
  const users = Object.fromEntries(
    (['learnerA', 'learnerB', 'contributor', 'editor', 'admin'] as const).map((p) => [
      w[p].id,
      { learnerA: 'A', learnerB: 'B', contributor: 'C', editor: 'E', admin: 'admin' }[p],
    ]),
  ) as Record<string, string>;
  return [
    // profiles
    // Signed-in non-staff read only their own row (issue 9); anon the public columns of published authors.
    { row: 'profiles select', run: (me) => visible(me, me.client.from('profiles').select('user_id'), users, 'user_id'),
      expect: ['C', 'A', 'B', 'C', 'all', 'all'] },
    { row: "profiles read author's bio+role", run: (me) =>
        call(me, me.client.from('profiles').select('bio, role').eq('user_id', w.contributor.id)),
      expect: [D, '0 rows', '0 rows', '1 rows', '1 rows', '1 rows'] },
    { row: 'profiles insert', writes: true, run: (me) => write(me, me.client.from('profiles').insert({ user_id: me.id }, exact)),
      expect: [D, D, D, D, D, D] },
    { row: 'profiles update own name', writes: true, run: (me) =>
        write(me, me.client.from('profiles').update({ full_name: 'New', bio: 'Hi' }, exact).eq('user_id', self(me))),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'profiles update own role', writes: true, run: (me) =>
        write(me, me.client.from('profiles').update({ role: 'admin' }, exact).eq('user_id', self(me))),
      expect: [D, D, D, D, D, D] },
    { row: "profiles update other's name", writes: true, run: (me) =>
        write(me, me.client.from('profiles').update({ full_name: 'X' }, exact).eq('user_id', other(me, w))),
      expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: 'profiles delete own', writes: true, run: (me) =>
        write(me, me.client.from('profiles').delete(exact).eq('user_id', self(me))),
      expect: [D, D, D, D, D, D] },
    // blog_posts
    { row: 'blog_posts select', run: (me) => visible(me, me.client.from('blog_posts').select('id'),
        { [ID.pub]: 'published', [ID.draftC]: 'C draft', [ID.draftE]: 'E draft' }),
      expect: ['published', 'published', 'published', 'published+C draft', 'all', 'all'] },
    { row: 'blog_posts select with author embed', run: (me) => authored(me, users),
      expect: ['pub:C', 'pub:none', 'pub:none', 'pub:C+draftC:C', 'pub:C+draftC:C+draftE:E', 'pub:C+draftC:C+draftE:E'] },
    { row: 'blog_posts count (HEAD)', run: (me) =>
        headCount(me.client.from('blog_posts').select('*', { count: 'exact', head: true })),
      expect: ['n=1', 'n=1', 'n=1', 'n=2', 'n=3', 'n=3'] },
    { row: 'blog_posts insert draft as another author', writes: true, run: (me) => write(me, me.client.from('blog_posts')
        .insert({ title: 'T', slug: 'new-post', status: 'draft', author_id: other(me, w) }, exact)),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: 'blog_posts insert own draft', writes: true, run: (me) => write(me, me.client.from('blog_posts')
        .insert({ title: 'T', slug: 'new-post', status: 'draft', author_id: me.id }, exact)),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'blog_posts insert own draft returning', writes: true, run: (me) => writeReturning(me, me.client
        .from('blog_posts').insert({ title: 'T', slug: 'new-post', status: 'draft', author_id: me.id }).select('id, slug'), [201]),
      expect: [D, '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'] },
    { row: 'blog_posts insert published', writes: true, run: (me) => write(me, me.client.from('blog_posts')
        .insert({ title: 'T', slug: 'new-post', status: 'published', author_id: me.id }, exact)),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: "blog_posts update C's draft", writes: true, run: (me) =>
        write(me, me.client.from('blog_posts').update({ title: 'Edited' }, exact).eq('id', ID.draftC)),
      expect: [D, '0 rows', '0 rows', 'ok', 'ok', 'ok'] },
    { row: "blog_posts publish C's draft", writes: true, run: (me) =>
        write(me, me.client.from('blog_posts').update({ status: 'published' }, exact).eq('id', ID.draftC)),
      expect: [D, '0 rows', '0 rows', D, 'ok', 'ok'] },
    { row: "blog_posts update C's published", writes: true, run: (me) =>
        write(me, me.client.from('blog_posts').update({ title: 'Edited' }, exact).eq('id', ID.pub)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: "blog_posts delete C's draft", writes: true, run: (me) =>
        write(me, me.client.from('blog_posts').delete(exact).eq('id', ID.draftC)),
      expect: [D, '0 rows', '0 rows', 'ok', 'ok', 'ok'] },
    { row: "blog_posts delete E's draft", writes: true, run: (me) =>
        write(me, me.client.from('blog_posts').delete(exact).eq('id', ID.draftE)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    // redirects
    { row: 'redirects select', run: (me) => visible(me, me.client.from('redirects').select('id'), { [ID.redirect]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'redirects insert', writes: true, run: (me) =>
        write(me, me.client.from('redirects').insert({ source_path: '/a', destination_url: '/b' }, exact)),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: 'redirects update', writes: true, run: (me) =>
        write(me, me.client.from('redirects').update({ is_active: false }, exact).eq('id', ID.redirect)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: 'redirects delete', writes: true, run: (me) =>
        write(me, me.client.from('redirects').delete(exact).eq('id', ID.redirect)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    // education content
    ...content('education_categories', ID.cat, { name: 'New' }, '23503'),
    ...content('education_modules', ID.modPlain, { category_id: ID.cat, title: 'New' }),
    ...content('module_slides', ID.slide, { module_id: ID.modPlain, title: 'New' }),
    // Drafts and archived courses: staff only (issue 25).
    { row: 'education_categories select draft/archived', run: (me) => visible(me, me.client.from('education_categories').select('id'),
        { [ID.catDraft]: 'draft', [ID.catArchived]: 'archived' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'education_modules select draft', run: (me) =>
        visible(me, me.client.from('education_modules').select('id'), { [ID.modDraft]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    // quiz_questions
    { row: 'quiz_questions select', run: (me) =>
        visible(me, me.client.from('quiz_questions').select('id'), { [ID.question]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'quiz_questions insert', writes: true, run: (me) => write(me, me.client.from('quiz_questions')
        .insert({ module_id: ID.modQuiz, question_text: 'Q?', correct_answer: 'A' }, exact)),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: 'quiz_questions update', writes: true, run: (me) =>
        write(me, me.client.from('quiz_questions').update({ question_text: 'Q, reworded?' }, exact).eq('id', ID.question)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: 'quiz_questions delete', writes: true, run: (me) =>
        write(me, me.client.from('quiz_questions').delete(exact).eq('id', ID.question)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    // user_progress
    { row: 'user_progress select', run: (me) => visible(me, me.client.from('user_progress').select('id'),
        { [ID.progressA]: 'A', [ID.progressB]: 'B' }),
      expect: [D, 'A', 'B', 'none', 'all', 'all'] },
    { row: 'user_progress count (HEAD)', run: (me) =>
        headCount(me.client.from('user_progress').select('*', { count: 'exact', head: true })),
      expect: ['HTTP 401', 'n=1', 'n=1', 'n=0', 'n=2', 'n=2'] },
    { row: 'user_progress insert own', writes: true, run: (me) => write(me, me.client.from('user_progress')
        .insert({ user_id: me.id, module_id: ID.modQuiz, status: 'in_progress', progress_percentage: 10 }, exact)),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'user_progress upsert own (on conflict)', writes: true, run: (me) => write(me, me.client.from('user_progress')
        .upsert({ user_id: me.id, module_id: ID.modPlain, progress_percentage: 90 }, { onConflict: 'user_id,module_id', count: 'exact' }),
      [200, 201]),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: "user_progress insert other's", writes: true, run: (me) =>
        write(me, me.client.from('user_progress').insert({ user_id: other(me, w), module_id: ID.modQuiz }, exact)),
      expect: [D, D, D, D, D, D] },
    { row: "user_progress update A's", writes: true, run: (me) =>
        write(me, me.client.from('user_progress').update({ progress_percentage: 80 }, exact).eq('id', ID.progressA)),
      expect: [D, 'ok', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: 'user_progress complete quiz module', writes: true, run: (me) => write(me, me.client.from('user_progress')
        .insert({ user_id: me.id, module_id: ID.modQuiz, status: 'completed' }, exact)),
      expect: [D, '23514', '23514', '23514', '23514', '23514'] },
    // Issue 9: the keys never change, furthest_slide_index is the database's, completion follows the rules.
    { row: "user_progress move A's to quiz module", writes: true, run: (me) =>
        write(me, me.client.from('user_progress').update({ module_id: ID.modQuiz }, exact).eq('id', ID.progressA)),
      expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress set A's furthest slide", writes: true, run: (me) =>
        write(me, me.client.from('user_progress').update({ furthest_slide_index: 0 }, exact).eq('id', ID.progressA)),
      expect: [D, D, D, D, D, D] },
    { row: "user_progress complete A's unseen slides", writes: true, run: (me) =>
        write(me, me.client.from('user_progress').update({ status: 'completed' }, exact).eq('id', ID.progressA)),
      expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress complete A's at last slide", writes: true, run: (me) => write(me, me.client.from('user_progress')
        .update({ status: 'completed', last_slide_index: 0 }, exact).eq('id', ID.progressA)),
      expect: [D, 'ok', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress A's slide past the end", writes: true, run: (me) =>
        write(me, me.client.from('user_progress').update({ last_slide_index: 1 }, exact).eq('id', ID.progressA)),
      expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress delete A's", writes: true, run: (me) =>
        write(me, me.client.from('user_progress').delete(exact).eq('id', ID.progressA)),
      expect: [D, D, D, D, D, D] },
    // quiz_attempts
    { row: 'quiz_attempts select', run: (me) => visible(me, me.client.from('quiz_attempts').select('id'),
        { [ID.attemptA]: 'A', [ID.attemptB]: 'B', [ID.attemptAScored]: 'A scored' }),
      expect: [D, 'A+A scored', 'B', 'none', 'all', 'all'] },
    { row: 'quiz_attempts insert unscored', writes: true, run: (me) => write(me, me.client.from('quiz_attempts').insert(
        { user_id: me.id, module_id: ID.modQuiz, score: 0, total_questions: 1, passed: false, attempt_number: 1 }, exact)),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'quiz_attempts start returning', writes: true, run: (me) => writeReturning(me, me.client.from('quiz_attempts')
        .insert({ user_id: me.id, module_id: ID.modQuiz, total_questions: 1 }).select('id, attempt_number').single(), [201]),
      expect: [D, '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'] },
    { row: 'quiz_attempts insert passed', writes: true, run: (me) => write(me, me.client.from('quiz_attempts')
        .insert({ user_id: me.id, module_id: ID.modQuiz, score: 100, total_questions: 1, passed: true }, exact)),
      expect: [D, D, D, D, D, D] },
    { row: "quiz_attempts update A's score", writes: true, run: (me) =>
        write(me, me.client.from('quiz_attempts').update({ score: 100, passed: true }, exact).eq('id', ID.attemptA)),
      expect: [D, D, D, D, D, D] },
    { row: "quiz_attempts delete A's", writes: true, run: (me) =>
        write(me, me.client.from('quiz_attempts').delete(exact).eq('id', ID.attemptA)),
      expect: [D, D, D, D, D, D] },
    // contact_requests
    { row: 'contact_requests select', run: (me) =>
        visible(me, me.client.from('contact_requests').select('id'), { [ID.contact]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'contact_requests insert', writes: true, run: (me) => write(me, me.client.from('contact_requests')
        .insert({ first_name: 'A', last_name: 'B', email: 'a@b.co' }, exact)),
      expect: [D, D, D, D, D, D] },
    { row: 'contact_requests update status', writes: true, run: (me) =>
        write(me, me.client.from('contact_requests').update({ status: 'closed' }, exact).eq('id', ID.contact)),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: 'contact_requests update email', writes: true, run: (me) =>
        write(me, me.client.from('contact_requests').update({ email: 'x@y.co' }, exact).eq('id', ID.contact)),
      expect: [D, D, D, D, D, D] },
    { row: 'contact_requests delete', writes: true, run: (me) =>
        write(me, me.client.from('contact_requests').delete(exact).eq('id', ID.contact)),
      expect: [D, D, D, D, D, D] },
    // not_found_log
    { row: 'not_found_log select', run: (me) =>
        visible(me, me.client.from('not_found_log').select('id'), { [ID.notFound]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'not_found_log insert', writes: true, run: (me) =>
        write(me, me.client.from('not_found_log').insert({ path: '/x' }, exact)),
      expect: [D, D, D, D, D, D] },
    { row: 'not_found_log update', writes: true, run: (me) =>
        write(me, me.client.from('not_found_log').update({ hits: 9 }, exact).eq('id', ID.notFound)),
      expect: [D, D, D, D, D, D] },
    { row: 'not_found_log delete', writes: true, run: (me) =>
        write(me, me.client.from('not_found_log').delete(exact).eq('id', ID.notFound)),
      expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', 'ok'] },
    // certificates
    { row: 'certificates select', run: (me) => visible(me, me.client.from('certificates').select('id'), { [ID.certA]: 'A' }),
      expect: [D, 'all', 'none', 'none', 'all', 'all'] },
    { row: 'certificates insert', writes: true, run: (me) => write(me, me.client.from('certificates').insert({
        user_id: me.id, category_id: ID.cat, verification_code: 'AAAA-BBBB-CCCC', recipient_name: 'x', course_name: 'y',
        completed_at: new Date().toISOString() }, exact)),
      expect: [D, D, D, D, D, D] },
    { row: 'certificates update', writes: true, run: (me) =>
        write(me, me.client.from('certificates').update({ recipient_name: 'Someone else' }, exact).eq('id', ID.certA)),
      expect: [D, D, D, D, D, D] },
    { row: 'certificates delete', writes: true, run: (me) =>
        write(me, me.client.from('certificates').delete(exact).eq('id', ID.certA)),
      expect: [D, D, D, D, D, D] },
    // rate_limit_counters: only the SECURITY DEFINER functions touch it
    { row: 'rate_limit_counters select', run: (me) =>
        visible(me, me.client.from('rate_limit_counters').select('bucket'), { x: 'row' }, 'bucket'),
      expect: [D, D, D, D, D, D] },
    { row: 'rate_limit_counters insert', writes: true, run: (me) => write(me, me.client.from('rate_limit_counters')
        .insert({ bucket: 'x', window_start: new Date().toISOString(), hits: 1 }, exact)),
      expect: [D, D, D, D, D, D] },
    { row: 'rate_limit_counters update', writes: true, run: (me) =>
        write(me, me.client.from('rate_limit_counters').update({ hits: 0 }, exact).neq('bucket', '')),
      expect: [D, D, D, D, D, D] },
    { row: 'rate_limit_counters delete', writes: true, run: (me) =>
        write(me, me.client.from('rate_limit_counters').delete(exact).neq('bucket', '')),
      expect: [D, D, D, D, D, D] },
    // remote functions
    { row: 'has_admin_access(self)', run: (me) => call(me, me.client.rpc('has_admin_access', { user_uuid: me.id })),
      expect: [D, 'false', 'false', 'false', 'true', 'true'] },
    { row: 'is_admin(self)', run: (me) => call(me, me.client.rpc('is_admin', { user_uuid: me.id })),
      expect: [D, 'false', 'false', 'false', 'false', 'true'] },
    // Only staff may ask about someone else (issue 9).
    { row: 'has_admin_access(admin)', run: (me) => call(me, me.client.rpc('has_admin_access', { user_uuid: w.admin.id })),
      expect: [D, D, D, D, 'true', 'true'] },
    { row: 'is_admin(admin)', run: (me) => call(me, me.client.rpc('is_admin', { user_uuid: w.admin.id })),
      expect: [D, D, D, D, 'true', 'true'] },
    { row: 'get_quiz_questions_admin', run: (me) =>
        call(me, me.client.rpc('get_quiz_questions_admin', { module_uuid: ID.modQuiz })),
      expect: [D, D, D, D, '1 rows', '1 rows'] },
    { row: 'get_quiz_questions_for_user', run: (me) =>
        call(me, me.client.rpc('get_quiz_questions_for_user', { module_uuid: ID.modQuiz })),
      expect: [D, '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'] },
    { row: "calculate_quiz_score(A's attempt)", writes: true, run: (me) =>
        call(me, me.client.rpc('calculate_quiz_score', { attempt_uuid: ID.attemptA, user_answers: {} })),
      expect: [D, 'ok', D, D, D, D] },
    { row: "get_quiz_answers(A's scored)", run: (me) => call(me, me.client.rpc('get_quiz_answers',
        { module_uuid: ID.modQuiz, user_quiz_attempt_id: ID.attemptAScored })),
      expect: [D, '1 rows', D, D, D, D] },
    { row: "get_quiz_answers(A's unscored)", run: (me) => call(me, me.client.rpc('get_quiz_answers',
        { module_uuid: ID.modQuiz, user_quiz_attempt_id: ID.attemptA })),
      expect: [D, D, D, D, D, D] },
    { row: 'set_user_role(B, editor)', writes: true, run: (me) =>
        call(me, me.client.rpc('set_user_role', { user_uuid: w.learnerB.id, new_role: 'editor' })),
      expect: [D, D, D, D, D, 'ok'] },
    { row: 'admin_list_users', run: (me) => call(me, me.client.rpc('admin_list_users')),
      expect: [D, D, D, D, D, '5 rows'] },
    { row: 'submit_contact_request', writes: true, run: (me) => call(me, me.client.rpc('submit_contact_request',
        { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.test' })),
      expect: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'log_not_found', writes: true, run: (me) => call(me, me.client.rpc('log_not_found', { path: '/nope' })),
      expect: ['true', 'true', 'true', 'true', 'true', 'true'] },
    { row: 'issue_certificate', writes: true, run: (me) =>
        call(me, me.client.rpc('issue_certificate', { category_uuid: ID.cat })),
      expect: [D, 'ok', 'P0001', 'P0001', 'P0001', 'P0001'] },
    { row: 'verify_certificate', run: (me) => call(me, me.client.rpc('verify_certificate', { code: CERT_CODE })),
      expect: ['1 rows', '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'] },
    { row: 'consume_rate_limit', writes: true, run: (me) =>
        call(me, me.client.rpc('consume_rate_limit', { p_bucket: 'x', p_max_hits: 1, p_window_seconds: 60 })),
      expect: [D, D, D, D, D, D] },
    { row: 'request_ip', run: (me) => call(me, me.client.rpc('request_ip')),
      expect: [D, D, D, D, D, D] },
  ];
}
