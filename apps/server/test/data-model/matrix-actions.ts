// The cells of the access matrix (DESIGN.md §3): one action per row, run as each principal in turn, with the
// outcome the design promises for anon, learner A, learner B, a contributor with posts, an editor and an admin.
import type { Queryable } from '../../src/db/types.ts';
import { CERT_CODE, ID, type World } from './fixtures.ts';
import type { Actor } from './support.ts';

export const PRINCIPALS = ['anon', 'learnerA', 'learnerB', 'contributor', 'editor', 'admin'] as const;
type Expect = [string, string, string, string, string, string];

export interface Ctx {
  tx: Queryable;
  me: Actor;
  w: World;
}
export interface Action {
  row: string;
  run(c: Ctx): Promise<string>;
  expect: Expect;
}

/** Which of the labelled rows the query returns: 'all', 'none' or the labels in order. */
async function visible(tx: Queryable, sql: string, labels: Record<string, string>): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(sql);
  const seen = new Set(rows.map((r) => r.id));
  const hits = Object.keys(labels).filter((id) => seen.has(id));
  if (hits.length === 0) return 'none';
  if (hits.length === Object.keys(labels).length) return 'all';
  return hits.map((id) => labels[id]).join('+');
}

async function write(tx: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const r = await tx.query(sql, params);
  return r.rowCount > 0 ? 'ok' : '0 rows';
}

async function call(tx: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const r = await tx.query<{ v: unknown }>(sql, params);
  if (r.rows.length === 1 && r.fields.length === 1 && typeof r.rows[0]?.v === 'boolean') return String(r.rows[0].v);
  return `${r.rows.length} rows`;
}

const byId = (ids: Record<string, string>) => ids;
const D = 'denied';

export function actions(w: World): Action[] {
  const users = byId({
    [w.learnerA.id!]: 'A',
    [w.learnerB.id!]: 'B',
    [w.contributor.id!]: 'C',
    [w.editor.id!]: 'E',
    [w.admin.id!]: 'admin',
  });
  // staffDelete: the course has a certificate, so even staff are refused (20261129000300_course_lifecycle.sql).
  const content = (table: string, id: string, insert: string, staffDelete = 'ok'): Action[] => [
    { row: `${table} select`, run: ({ tx }) => visible(tx, `select id from public.${table}`, { [id]: 'row' }),
      expect: [D, 'all', 'all', 'all', 'all', 'all'] },
    { row: `${table} insert`, run: ({ tx }) => write(tx, insert), expect: [D, D, D, D, 'ok', 'ok'] },
    { row: `${table} update`, run: ({ tx }) => write(tx, `update public.${table} set sort_order = 5 where id = $1`, [id]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: `${table} delete`, run: ({ tx }) => write(tx, `delete from public.${table} where id = $1`, [id]),
      expect: [D, '0 rows', '0 rows', '0 rows', staffDelete, staffDelete] },
  ];
  const other = (me: Actor) => (me.id === w.learnerA.id ? w.learnerB.id : w.learnerA.id);
  return [
    // profiles
    // Signed-in non-staff read only their own row (issue 9); anon the public columns of published authors.
    { row: 'profiles select', run: ({ tx }) => visible(tx, 'select user_id as id from public.profiles', users),
      expect: ['C', 'A', 'B', 'C', 'all', 'all'] },
    { row: "profiles read author's bio+role", run: ({ tx }) =>
        call(tx, 'select bio, role from public.profiles where user_id = $1', [w.contributor.id]),
      expect: [D, '0 rows', '0 rows', '1 rows', '1 rows', '1 rows'] },
    { row: 'profiles insert', run: ({ tx, me }) => write(tx, 'insert into public.profiles (user_id) values ($1)', [me.id]),
      expect: [D, D, D, D, D, D] },
    { row: 'profiles update own name', run: ({ tx, me }) =>
        write(tx, `update public.profiles set full_name = 'New', bio = 'Hi' where user_id = $1`, [me.id]),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'profiles update own role', run: ({ tx, me }) =>
        write(tx, `update public.profiles set role = 'admin' where user_id = $1`, [me.id]),
      expect: [D, D, D, D, D, D] },
    { row: "profiles update other's name", run: ({ tx, me }) =>
        write(tx, `update public.profiles set full_name = 'X' where user_id = $1`, [other(me)]),
      expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: 'profiles delete own', run: ({ tx, me }) => write(tx, 'delete from public.profiles where user_id = $1', [me.id]),
      expect: [D, D, D, D, D, D] },
    // blog_posts
    { row: 'blog_posts select', run: ({ tx }) => visible(tx, 'select id from public.blog_posts',
        { [ID.pub]: 'published', [ID.draftC]: 'C draft', [ID.draftE]: 'E draft' }),
      expect: ['published', 'published', 'published', 'published+C draft', 'all', 'all'] },
    { row: 'blog_posts insert own draft', run: ({ tx, me }) => write(tx,
        `insert into public.blog_posts (title, slug, status, author_id) values ('T', 'new-post', 'draft', $1)`, [me.id]),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'blog_posts insert published', run: ({ tx, me }) => write(tx,
        `insert into public.blog_posts (title, slug, status, author_id) values ('T', 'new-post', 'published', $1)`, [me.id]),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: "blog_posts update C's draft", run: ({ tx }) =>
        write(tx, `update public.blog_posts set title = 'Edited' where id = $1`, [ID.draftC]),
      expect: [D, '0 rows', '0 rows', 'ok', 'ok', 'ok'] },
    { row: "blog_posts publish C's draft", run: ({ tx }) =>
        write(tx, `update public.blog_posts set status = 'published' where id = $1`, [ID.draftC]),
      expect: [D, '0 rows', '0 rows', D, 'ok', 'ok'] },
    { row: "blog_posts update C's published", run: ({ tx }) =>
        write(tx, `update public.blog_posts set title = 'Edited' where id = $1`, [ID.pub]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: "blog_posts delete C's draft", run: ({ tx }) => write(tx, 'delete from public.blog_posts where id = $1', [ID.draftC]),
      expect: [D, '0 rows', '0 rows', 'ok', 'ok', 'ok'] },
    { row: "blog_posts delete E's draft", run: ({ tx }) => write(tx, 'delete from public.blog_posts where id = $1', [ID.draftE]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: "blog_posts schedule C's draft", run: ({ tx }) => write(tx,
        `update public.blog_posts set status = 'scheduled', publish_date = now() + interval '1 day' where id = $1`, [ID.draftC]),
      expect: [D, '0 rows', '0 rows', D, 'ok', 'ok'] },
    // post revisions (issue 24): written by the database only; staff read all, a contributor their drafts'
    { row: 'post_revisions select', run: ({ tx }) => visible(tx, 'select post_id as id from public.post_revisions',
        { [ID.pub]: 'published', [ID.draftC]: 'C draft', [ID.draftE]: 'E draft' }),
      expect: [D, 'none', 'none', 'C draft', 'all', 'all'] },
    { row: 'post_revisions insert', run: ({ tx }) => write(tx,
        `insert into public.post_revisions (post_id, revision_number, kind, status, title, slug, post_version)
         values ($1, 99, 'saved', 'draft', 'x', 'x', 1)`, [ID.draftC]),
      expect: [D, D, D, D, D, D] },
    { row: 'post_revisions update', run: ({ tx }) =>
        write(tx, `update public.post_revisions set title = 'Rewritten' where post_id = $1`, [ID.draftC]),
      expect: [D, D, D, D, D, D] },
    { row: 'post_revisions delete', run: ({ tx }) => write(tx, 'delete from public.post_revisions where post_id = $1', [ID.draftC]),
      expect: [D, D, D, D, D, D] },
    { row: "restore_post_revision(C's draft)", run: ({ tx }) => call(tx,
        `select * from public.restore_post_revision(
           (select id from public.post_revisions where post_id = $1 order by revision_number limit 1),
           (select version from public.blog_posts where id = $1))`, [ID.draftC]),
      expect: [D, 'PT404', 'PT404', '1 rows', '1 rows', '1 rows'] },
    { row: "post_autosaves insert for C's draft", run: ({ tx }) =>
        write(tx, `insert into public.post_autosaves (post_id, fields) values ($1, '{}')`, [ID.draftC]),
      expect: [D, D, D, 'ok', 'ok', 'ok'] },
    { row: 'post_autosaves insert for a live post', run: ({ tx }) =>
        write(tx, `insert into public.post_autosaves (post_id, fields) values ($1, '{}')`, [ID.pub]),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: 'editorial_settings select', run: ({ tx }) =>
        visible(tx, `select 'settings' as id from public.editorial_settings`, { settings: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'editorial_settings update retention', run: ({ tx }) =>
        write(tx, 'update public.editorial_settings set archive_retention_years = 6'),
      expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', 'ok'] },
    { row: 'purge_post_archive', run: ({ tx }) => call(tx, 'select public.purge_post_archive() as v'),
      expect: [D, D, D, D, D, D] },
    // two-factor sign-in for staff (issue 25)
    { row: 'security_settings select', run: ({ tx }) =>
        visible(tx, `select 'settings' as id from public.security_settings`, { settings: 'row' }),
      expect: [D, 'all', 'all', 'all', 'all', 'all'] },
    { row: 'security_settings update (off)', run: ({ tx }) =>
        write(tx, 'update public.security_settings set staff_mfa_required = false'),
      expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', 'ok'] },
    { row: 'security_settings turn on from aal1', run: ({ tx }) =>
        write(tx, 'update public.security_settings set staff_mfa_required = true'),
      expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', D] },
    { row: 'staff_needs_second_factor (setting off)', run: ({ tx }) =>
        call(tx, 'select public.staff_needs_second_factor() as v'),
      expect: [D, 'false', 'false', 'false', 'false', 'false'] },
    { row: 'admin_reset_mfa(B)', run: ({ tx, w }) =>
        call(tx, 'select public.admin_reset_mfa($1) as v', [w.learnerB.id]),
      expect: [D, D, D, D, D, '1 rows'] },
    // redirects
    { row: 'redirects select', run: ({ tx }) => visible(tx, 'select id from public.redirects', { [ID.redirect]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'redirects insert', run: ({ tx }) =>
        write(tx, `insert into public.redirects (source_path, destination_url) values ('/a', '/b')`),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: 'redirects update', run: ({ tx }) =>
        write(tx, 'update public.redirects set is_active = false where id = $1', [ID.redirect]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: 'redirects delete', run: ({ tx }) => write(tx, 'delete from public.redirects where id = $1', [ID.redirect]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    // education content
    ...content('education_categories', ID.cat, `insert into public.education_categories (name) values ('New')`, '23503'),
    ...content('education_modules', ID.modPlain,
      `insert into public.education_modules (category_id, title) values ('${ID.cat}', 'New')`),
    ...content('module_slides', ID.slide, `insert into public.module_slides (module_id, title) values ('${ID.modPlain}', 'New')`),
    // Drafts and archived courses: staff only (issue 25).
    { row: 'education_categories select draft/archived', run: ({ tx }) => visible(tx, 'select id from public.education_categories',
        { [ID.catDraft]: 'draft', [ID.catArchived]: 'archived' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'education_modules select draft', run: ({ tx }) =>
        visible(tx, 'select id from public.education_modules', { [ID.modDraft]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    // quiz_questions
    { row: 'quiz_questions select', run: ({ tx }) => visible(tx, 'select id from public.quiz_questions', { [ID.question]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'quiz_questions insert', run: ({ tx }) => write(tx,
        `insert into public.quiz_questions (module_id, question_text, correct_answer) values ($1, 'Q?', 'A')`, [ID.modQuiz]),
      expect: [D, D, D, D, 'ok', 'ok'] },
    { row: 'quiz_questions update', run: ({ tx }) =>
        write(tx, `update public.quiz_questions set question_text = 'Q, reworded?' where id = $1`, [ID.question]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: 'quiz_questions delete', run: ({ tx }) => write(tx, 'delete from public.quiz_questions where id = $1', [ID.question]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    // user_progress
    { row: 'user_progress select', run: ({ tx }) => visible(tx, 'select id from public.user_progress',
        { [ID.progressA]: 'A', [ID.progressB]: 'B' }),
      expect: [D, 'A', 'B', 'none', 'all', 'all'] },
    { row: 'user_progress insert own', run: ({ tx, me }) => write(tx,
        `insert into public.user_progress (user_id, module_id, status, progress_percentage) values ($1, $2, 'in_progress', 10)`,
        [me.id, ID.modQuiz]),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: "user_progress insert other's", run: ({ tx, me }) => write(tx,
        `insert into public.user_progress (user_id, module_id) values ($1, $2)`, [other(me), ID.modQuiz]),
      expect: [D, D, D, D, D, D] },
    { row: "user_progress update A's", run: ({ tx }) =>
        write(tx, 'update public.user_progress set progress_percentage = 80 where id = $1', [ID.progressA]),
      expect: [D, 'ok', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: 'user_progress complete quiz module', run: ({ tx, me }) => write(tx,
        `insert into public.user_progress (user_id, module_id, status) values ($1, $2, 'completed')`, [me.id, ID.modQuiz]),
      expect: [D, '23514', '23514', '23514', '23514', '23514'] },
    // Issue 9: the keys never change, furthest_slide_index is the database's, completion follows the rules.
    { row: "user_progress move A's to quiz module", run: ({ tx }) =>
        write(tx, 'update public.user_progress set module_id = $2 where id = $1', [ID.progressA, ID.modQuiz]),
      expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress set A's furthest slide", run: ({ tx }) =>
        write(tx, 'update public.user_progress set furthest_slide_index = 0 where id = $1', [ID.progressA]),
      expect: [D, D, D, D, D, D] },
    { row: "user_progress complete A's unseen slides", run: ({ tx }) =>
        write(tx, `update public.user_progress set status = 'completed' where id = $1`, [ID.progressA]),
      expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress complete A's at last slide", run: ({ tx }) => write(tx,
        `update public.user_progress set status = 'completed', last_slide_index = 0 where id = $1`, [ID.progressA]),
      expect: [D, 'ok', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress A's slide past the end", run: ({ tx }) =>
        write(tx, 'update public.user_progress set last_slide_index = 1 where id = $1', [ID.progressA]),
      expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'] },
    { row: "user_progress delete A's", run: ({ tx }) => write(tx, 'delete from public.user_progress where id = $1', [ID.progressA]),
      expect: [D, D, D, D, D, D] },
    // quiz_attempts
    { row: 'quiz_attempts select', run: ({ tx }) => visible(tx, 'select id from public.quiz_attempts',
        { [ID.attemptA]: 'A', [ID.attemptB]: 'B', [ID.attemptAScored]: 'A scored' }),
      expect: [D, 'A+A scored', 'B', 'none', 'all', 'all'] },
    { row: 'quiz_attempts insert unscored', run: ({ tx, me }) => write(tx,
        `insert into public.quiz_attempts (user_id, module_id, score, total_questions, passed, attempt_number)
         values ($1, $2, 0, 1, false, 1)`, [me.id, ID.modQuiz]),
      expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'] },
    { row: 'quiz_attempts insert passed', run: ({ tx, me }) => write(tx,
        `insert into public.quiz_attempts (user_id, module_id, score, total_questions, passed) values ($1, $2, 100, 1, true)`,
        [me.id, ID.modQuiz]),
      expect: [D, D, D, D, D, D] },
    { row: "quiz_attempts update A's score", run: ({ tx }) =>
        write(tx, 'update public.quiz_attempts set score = 100, passed = true where id = $1', [ID.attemptA]),
      expect: [D, D, D, D, D, D] },
    { row: "quiz_attempts delete A's", run: ({ tx }) => write(tx, 'delete from public.quiz_attempts where id = $1', [ID.attemptA]),
      expect: [D, D, D, D, D, D] },
    // contact_requests
    { row: 'contact_requests select', run: ({ tx }) => visible(tx, 'select id from public.contact_requests', { [ID.contact]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'contact_requests insert', run: ({ tx }) => write(tx,
        `insert into public.contact_requests (first_name, last_name, email) values ('A', 'B', 'a@b.co')`),
      expect: [D, D, D, D, D, D] },
    { row: 'contact_requests update status', run: ({ tx }) =>
        write(tx, `update public.contact_requests set status = 'closed' where id = $1`, [ID.contact]),
      expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'] },
    { row: 'contact_requests update email', run: ({ tx }) =>
        write(tx, `update public.contact_requests set email = 'x@y.co' where id = $1`, [ID.contact]),
      expect: [D, D, D, D, D, D] },
    { row: 'contact_requests delete', run: ({ tx }) => write(tx, 'delete from public.contact_requests where id = $1', [ID.contact]),
      expect: [D, D, D, D, D, D] },
    // not_found_log
    { row: 'not_found_log select', run: ({ tx }) => visible(tx, 'select id from public.not_found_log', { [ID.notFound]: 'row' }),
      expect: [D, 'none', 'none', 'none', 'all', 'all'] },
    { row: 'not_found_log insert', run: ({ tx }) => write(tx, `insert into public.not_found_log (path) values ('/x')`),
      expect: [D, D, D, D, D, D] },
    { row: 'not_found_log delete', run: ({ tx }) => write(tx, 'delete from public.not_found_log where id = $1', [ID.notFound]),
      expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', 'ok'] },
    // certificates
    { row: 'certificates select', run: ({ tx }) => visible(tx, 'select id from public.certificates', { [ID.certA]: 'A' }),
      expect: [D, 'all', 'none', 'none', 'all', 'all'] },
    { row: 'certificates insert', run: ({ tx, me }) => write(tx,
        `insert into public.certificates (user_id, category_id, verification_code, recipient_name, course_name, completed_at)
         values ($1, $2, 'AAAA-BBBB-CCCC', 'x', 'y', now())`, [me.id, ID.cat]),
      expect: [D, D, D, D, D, D] },
    { row: 'certificates delete', run: ({ tx }) => write(tx, 'delete from public.certificates where id = $1', [ID.certA]),
      expect: [D, D, D, D, D, D] },
    // remote functions
    { row: 'has_admin_access(self)', run: ({ tx, me }) => call(tx, 'select public.has_admin_access($1) as v', [me.id]),
      expect: [D, 'false', 'false', 'false', 'true', 'true'] },
    // Only staff may ask about someone else (issue 9).
    { row: 'has_admin_access(admin)', run: ({ tx }) => call(tx, 'select public.has_admin_access($1) as v', [w.admin.id]),
      expect: [D, D, D, D, 'true', 'true'] },
    { row: 'is_admin(admin)', run: ({ tx }) => call(tx, 'select public.is_admin($1) as v', [w.admin.id]),
      expect: [D, D, D, D, 'true', 'true'] },
    { row: 'get_quiz_questions_admin', run: ({ tx }) => call(tx, 'select * from public.get_quiz_questions_admin($1)', [ID.modQuiz]),
      expect: [D, D, D, D, '1 rows', '1 rows'] },
    { row: 'get_quiz_questions_for_user', run: ({ tx }) =>
        call(tx, 'select * from public.get_quiz_questions_for_user($1)', [ID.modQuiz]),
      expect: [D, '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'] },
    { row: "calculate_quiz_score(A's attempt)", run: ({ tx }) =>
        call(tx, `select public.calculate_quiz_score($1, '{}'::jsonb) as r`, [ID.attemptA]),
      expect: [D, '1 rows', D, D, D, D] },
    { row: "get_quiz_answers(A's scored)", run: ({ tx }) =>
        call(tx, 'select * from public.get_quiz_answers($1, $2)', [ID.modQuiz, ID.attemptAScored]),
      expect: [D, '1 rows', D, D, D, D] },
    { row: "get_quiz_answers(A's unscored)", run: ({ tx }) =>
        call(tx, 'select * from public.get_quiz_answers($1, $2)', [ID.modQuiz, ID.attemptA]),
      expect: [D, D, D, D, D, D] },
    { row: 'set_user_role(B, editor)', run: ({ tx }) =>
        call(tx, `select public.set_user_role($1, 'editor')`, [w.learnerB.id]),
      expect: [D, D, D, D, D, '1 rows'] },
    { row: 'admin_list_users', run: ({ tx }) => call(tx, 'select * from public.admin_list_users()'),
      expect: [D, D, D, D, D, '5 rows'] },
    { row: 'submit_contact_request', run: ({ tx }) =>
        call(tx, `select public.submit_contact_request('Ann', 'Lee', 'ann@example.test') as r`),
      expect: ['1 rows', '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'] },
    { row: 'log_not_found', run: ({ tx }) => call(tx, `select public.log_not_found('/nope') as v`),
      expect: ['true', 'true', 'true', 'true', 'true', 'true'] },
    { row: 'issue_certificate', run: ({ tx }) => call(tx, 'select * from public.issue_certificate($1)', [ID.cat]),
      expect: [D, '1 rows', 'P0001', 'P0001', 'P0001', 'P0001'] },
    { row: 'verify_certificate', run: ({ tx }) => call(tx, 'select * from public.verify_certificate($1)', [CERT_CODE]),
      expect: ['1 rows', '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'] },
  ];
}
