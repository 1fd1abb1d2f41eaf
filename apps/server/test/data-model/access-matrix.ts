// The access matrix of DESIGN.md §3, defined once: one row per table × verb and per remote function, with the
// outcome the design promises for anon, learner A, learner B, a contributor with posts, an editor and an admin.
// Each row says how to ask it in SQL as the principal (rls-matrix.test.ts, every cell rolled back) and through
// supabase-js with the principal's own client (api-rls-matrix.test.ts); a row either layer cannot ask leaves
// that runner out. A remote function reads the same in both: a boolean as itself, a set as its row count, one
// value or none as 'ok'.
import type { Queryable } from '../../src/db/types.ts';
import * as rest from './api-matrix-outcomes.ts';
import type { ApiActor } from './api-matrix-world.ts';
import { CERT_CODE, ID } from './fixtures.ts';
import type { Principal } from './matrix-principals.ts';
import * as db from './sql-matrix-outcomes.ts';

type Expect = [string, string, string, string, string, string];

/** Who the principals are: their user ids (null for anon), in either suite's world. */
export type People = Record<Principal, { id: string | null }>;

/** A cell asked in SQL: the transaction already runs as `me` and is rolled back afterwards. */
export interface SqlCtx {
  tx: Queryable;
  me: { id: string | null };
}

export interface MatrixRow {
  row: string;
  expect: Expect;
  sql?: (c: SqlCtx) => Promise<string>;
  api?: (me: ApiActor) => Promise<string>;
  /** Through the API the call may change rows when it succeeds, so that suite resets its world after it. */
  writes?: boolean;
}

const D = 'denied';
const exact = { count: 'exact' } as const;
// Anon has no id; filtering on 'null' would fail as an invalid uuid (22P02) before any privilege check, so anon
// aims its "own row" calls at an id that belongs to nobody.
const NOBODY = '00000000-0000-4000-8000-000000000000';
const self = (me: { id: string | null }) => me.id ?? NOBODY;
// An id a client would like its new post to have.
const CHOSEN_ID = '00000000-0000-4000-8000-0000000000f1';

// staffDelete: the course has a certificate, so even staff are refused (20261129000300_course_lifecycle.sql).
function content(
  table: string,
  id: string,
  insert: { sql: string; row: Record<string, unknown> },
  staffDelete = 'ok',
): MatrixRow[] {
  // prettier-ignore
  return [
    { row: `${table} select`, expect: [D, 'all', 'all', 'all', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, `select id from public.${table}`, { [id]: 'row' }),
      api: (me) => rest.visible(me, me.client.from(table).select('id'), { [id]: 'row' }) },
    { row: `${table} insert`, expect: [D, D, D, D, 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, insert.sql),
      api: (me) => rest.write(me, me.client.from(table).insert(insert.row, exact)) },
    { row: `${table} update`, expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.${table} set sort_order = 5 where id = $1`, [id]),
      api: (me) => rest.write(me, me.client.from(table).update({ sort_order: 5 }, exact).eq('id', id)) },
    { row: `${table} delete`, expect: [D, '0 rows', '0 rows', '0 rows', staffDelete, staffDelete], writes: true,
      sql: ({ tx }) => db.write(tx, `delete from public.${table} where id = $1`, [id]),
      api: (me) => rest.write(me, me.client.from(table).delete(exact).eq('id', id)) },
  ];
}

const LABELS = { learnerA: 'A', learnerB: 'B', contributor: 'C', editor: 'E', admin: 'admin' } as const;

/** Every row of the matrix, in the order both suites print it. */
export function matrixRows(w: People): MatrixRow[] {
  const users: Record<string, string> = {};
  for (const [p, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) users[w[p].id!] = label;
  const other = (me: { id: string | null }) => (me.id === w.learnerA.id ? w.learnerB.id : w.learnerA.id);
  const posts = { [ID.pub]: 'published', [ID.draftC]: 'C draft', [ID.draftE]: 'E draft' };
  // One row a line or three: the table is read down its columns, so prettier leaves it as written.
  // prettier-ignore
  return [
    // profiles
    // Signed-in non-staff read only their own row (issue 9); anon the public columns of published authors.
    { row: 'profiles select', expect: ['C', 'A', 'B', 'C', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select user_id as id from public.profiles', users),
      api: (me) => rest.visible(me, me.client.from('profiles').select('user_id'), users, 'user_id') },
    { row: "profiles read author's bio+role", expect: [D, '0 rows', '0 rows', '1 rows', '1 rows', '1 rows'],
      sql: ({ tx }) => db.rows(tx, 'select bio, role from public.profiles where user_id = $1', [w.contributor.id]),
      api: (me) => rest.call(me, me.client.from('profiles').select('bio, role').eq('user_id', w.contributor.id!)) },
    { row: 'profiles insert', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx, me }) => db.write(tx, 'insert into public.profiles (user_id) values ($1)', [me.id]),
      api: (me) => rest.write(me, me.client.from('profiles').insert({ user_id: me.id }, exact)) },
    { row: 'profiles update own name', expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'], writes: true,
      sql: ({ tx, me }) => db.write(tx, `update public.profiles set full_name = 'New', bio = 'Hi' where user_id = $1`, [self(me)]),
      api: (me) => rest.write(me, me.client.from('profiles').update({ full_name: 'New', bio: 'Hi' }, exact).eq('user_id', self(me))) },
    { row: 'profiles update own role', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx, me }) => db.write(tx, `update public.profiles set role = 'admin' where user_id = $1`, [self(me)]),
      api: (me) => rest.write(me, me.client.from('profiles').update({ role: 'admin' }, exact).eq('user_id', self(me))) },
    { row: "profiles update other's name", expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', '0 rows'], writes: true,
      sql: ({ tx, me }) => db.write(tx, `update public.profiles set full_name = 'X' where user_id = $1`, [other(me)]),
      api: (me) => rest.write(me, me.client.from('profiles').update({ full_name: 'X' }, exact).eq('user_id', other(me)!)) },
    { row: 'profiles delete own', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx, me }) => db.write(tx, 'delete from public.profiles where user_id = $1', [self(me)]),
      api: (me) => rest.write(me, me.client.from('profiles').delete(exact).eq('user_id', self(me))) },
    // blog_posts
    { row: 'blog_posts select', expect: ['published', 'published', 'published', 'published+C draft', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.blog_posts', posts),
      api: (me) => rest.visible(me, me.client.from('blog_posts').select('id'), posts) },
    { row: 'blog_posts select with author embed',
      expect: ['pub:C', 'pub:none', 'pub:none', 'pub:C+draftC:C', 'pub:C+draftC:C+draftE:E', 'pub:C+draftC:C+draftE:E'],
      api: (me) => rest.authored(me, users) },
    { row: 'blog_posts count (HEAD)', expect: ['n=1', 'n=1', 'n=1', 'n=2', 'n=3', 'n=3'],
      api: (me) => rest.headCount(me.client.from('blog_posts').select('*', { count: 'exact', head: true })) },
    { row: 'blog_posts insert draft as another author', expect: [D, D, D, D, 'ok', 'ok'], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.blog_posts (title, slug, status, author_id) values ('T', 'new-post', 'draft', $1)`, [other(me)]),
      api: (me) => rest.write(me, me.client.from('blog_posts')
        .insert({ title: 'T', slug: 'new-post', status: 'draft', author_id: other(me) }, exact)) },
    { row: 'blog_posts insert own draft', expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.blog_posts (title, slug, status, author_id) values ('T', 'new-post', 'draft', $1)`, [me.id]),
      api: (me) => rest.write(me, me.client.from('blog_posts')
        .insert({ title: 'T', slug: 'new-post', status: 'draft', author_id: me.id }, exact)) },
    { row: 'blog_posts insert own draft returning', expect: [D, '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'], writes: true,
      api: (me) => rest.writeReturning(me, me.client.from('blog_posts')
        .insert({ title: 'T', slug: 'new-post', status: 'draft', author_id: me.id }).select('id, slug'), [201]) },
    // a post's id is the server's (issue 37): naming one on insert, or changing one, is refused to every API role
    { row: 'blog_posts insert own draft with an id', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.blog_posts (id, title, slug, status, author_id) values ($1, 'T', 'new-post', 'draft', $2)`,
        [CHOSEN_ID, me.id]),
      api: (me) => rest.write(me, me.client.from('blog_posts')
        .insert({ id: CHOSEN_ID, title: 'T', slug: 'new-post', status: 'draft', author_id: me.id }, exact)) },
    { row: "blog_posts change C's draft's id", expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.blog_posts set id = $1 where id = $2', [CHOSEN_ID, ID.draftC]),
      api: (me) => rest.write(me, me.client.from('blog_posts').update({ id: CHOSEN_ID }, exact).eq('id', ID.draftC)) },
    { row: 'blog_posts insert published', expect: [D, D, D, D, 'ok', 'ok'], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.blog_posts (title, slug, status, author_id) values ('T', 'new-post', 'published', $1)`, [me.id]),
      api: (me) => rest.write(me, me.client.from('blog_posts')
        .insert({ title: 'T', slug: 'new-post', status: 'published', author_id: me.id }, exact)) },
    { row: "blog_posts update C's draft", expect: [D, '0 rows', '0 rows', 'ok', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.blog_posts set title = 'Edited' where id = $1`, [ID.draftC]),
      api: (me) => rest.write(me, me.client.from('blog_posts').update({ title: 'Edited' }, exact).eq('id', ID.draftC)) },
    { row: "blog_posts publish C's draft", expect: [D, '0 rows', '0 rows', D, 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.blog_posts set status = 'published' where id = $1`, [ID.draftC]),
      api: (me) => rest.write(me, me.client.from('blog_posts').update({ status: 'published' }, exact).eq('id', ID.draftC)) },
    { row: "blog_posts update C's published", expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.blog_posts set title = 'Edited' where id = $1`, [ID.pub]),
      api: (me) => rest.write(me, me.client.from('blog_posts').update({ title: 'Edited' }, exact).eq('id', ID.pub)) },
    { row: "blog_posts delete C's draft", expect: [D, '0 rows', '0 rows', 'ok', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.blog_posts where id = $1', [ID.draftC]),
      api: (me) => rest.write(me, me.client.from('blog_posts').delete(exact).eq('id', ID.draftC)) },
    { row: "blog_posts delete E's draft", expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.blog_posts where id = $1', [ID.draftE]),
      api: (me) => rest.write(me, me.client.from('blog_posts').delete(exact).eq('id', ID.draftE)) },
    { row: "blog_posts schedule C's draft", expect: [D, '0 rows', '0 rows', D, 'ok', 'ok'],
      sql: ({ tx }) => db.write(tx,
        `update public.blog_posts set status = 'scheduled', publish_date = now() + interval '1 day' where id = $1`, [ID.draftC]) },
    // post revisions (issue 24): written by the database only; staff read all, a contributor their drafts'
    { row: 'post_revisions select', expect: [D, 'none', 'none', 'C draft', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select post_id as id from public.post_revisions', posts) },
    { row: 'post_revisions insert', expect: [D, D, D, D, D, D],
      sql: ({ tx }) => db.write(tx,
        `insert into public.post_revisions (post_id, revision_number, kind, status, title, slug, post_version)
         values ($1, 99, 'saved', 'draft', 'x', 'x', 1)`, [ID.draftC]) },
    { row: 'post_revisions update', expect: [D, D, D, D, D, D],
      sql: ({ tx }) => db.write(tx, `update public.post_revisions set title = 'Rewritten' where post_id = $1`, [ID.draftC]) },
    // a draft's author may delete its unpublished revisions (issue 37); nobody else finds one to delete
    { row: 'post_revisions delete', expect: [D, '0 rows', '0 rows', 'ok', '0 rows', '0 rows'],
      sql: ({ tx }) => db.write(tx, 'delete from public.post_revisions where post_id = $1', [ID.draftC]) },
    { row: "restore_post_revision(C's draft)", expect: [D, 'PT404', 'PT404', 'ok', 'ok', 'ok'],
      sql: ({ tx }) => db.value(tx,
        `select public.restore_post_revision(
           (select id from public.post_revisions where post_id = $1 order by revision_number limit 1),
           (select version from public.blog_posts where id = $1)) as v`, [ID.draftC]) },
    { row: "post_autosaves insert for C's draft", expect: [D, D, D, 'ok', 'ok', 'ok'],
      sql: ({ tx }) => db.write(tx, `insert into public.post_autosaves (post_id, fields) values ($1, '{}')`, [ID.draftC]) },
    { row: 'post_autosaves insert for a live post', expect: [D, D, D, D, 'ok', 'ok'],
      sql: ({ tx }) => db.write(tx, `insert into public.post_autosaves (post_id, fields) values ($1, '{}')`, [ID.pub]) },
    { row: 'editorial_settings select', expect: [D, 'none', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, `select 'settings' as id from public.editorial_settings`, { settings: 'row' }) },
    { row: 'editorial_settings update retention', expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', 'ok'],
      sql: ({ tx }) => db.write(tx, 'update public.editorial_settings set archive_retention_years = 6') },
    { row: 'purge_post_archive', expect: [D, D, D, D, D, D],
      sql: ({ tx }) => db.value(tx, 'select public.purge_post_archive() as v') },
    // two-factor sign-in for staff (issue 25)
    { row: 'security_settings select', expect: [D, 'all', 'all', 'all', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, `select 'settings' as id from public.security_settings`, { settings: 'row' }) },
    { row: 'security_settings update (off)', expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', 'ok'],
      sql: ({ tx }) => db.write(tx, 'update public.security_settings set staff_mfa_required = false') },
    { row: 'security_settings turn on from aal1', expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', D],
      sql: ({ tx }) => db.write(tx, 'update public.security_settings set staff_mfa_required = true') },
    { row: 'staff_needs_second_factor (setting off)', expect: [D, 'false', 'false', 'false', 'false', 'false'],
      sql: ({ tx }) => db.value(tx, 'select public.staff_needs_second_factor() as v') },
    { row: 'admin_reset_mfa(B)', expect: [D, D, D, D, D, 'ok'],
      sql: ({ tx }) => db.value(tx, 'select public.admin_reset_mfa($1) as v', [w.learnerB.id]) },
    // redirects
    { row: 'redirects select', expect: [D, 'none', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.redirects', { [ID.redirect]: 'row' }),
      api: (me) => rest.visible(me, me.client.from('redirects').select('id'), { [ID.redirect]: 'row' }) },
    { row: 'redirects insert', expect: [D, D, D, D, 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, `insert into public.redirects (source_path, destination_url) values ('/a', '/b')`),
      api: (me) => rest.write(me, me.client.from('redirects').insert({ source_path: '/a', destination_url: '/b' }, exact)) },
    { row: 'redirects update', expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.redirects set is_active = false where id = $1', [ID.redirect]),
      api: (me) => rest.write(me, me.client.from('redirects').update({ is_active: false }, exact).eq('id', ID.redirect)) },
    { row: 'redirects delete', expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.redirects where id = $1', [ID.redirect]),
      api: (me) => rest.write(me, me.client.from('redirects').delete(exact).eq('id', ID.redirect)) },
    // education content
    ...content('education_categories', ID.cat,
      { sql: `insert into public.education_categories (name) values ('New')`, row: { name: 'New' } }, 'PT409'),
    ...content('education_modules', ID.modPlain, {
      sql: `insert into public.education_modules (category_id, title) values ('${ID.cat}', 'New')`,
      row: { category_id: ID.cat, title: 'New' } }),
    ...content('module_slides', ID.slide, {
      sql: `insert into public.module_slides (module_id, title) values ('${ID.modPlain}', 'New')`,
      row: { module_id: ID.modPlain, title: 'New' } }),
    // Drafts and archived courses: staff only (issue 25).
    { row: 'education_categories select draft/archived', expect: [D, 'none', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.education_categories',
        { [ID.catDraft]: 'draft', [ID.catArchived]: 'archived' }),
      api: (me) => rest.visible(me, me.client.from('education_categories').select('id'),
        { [ID.catDraft]: 'draft', [ID.catArchived]: 'archived' }) },
    { row: 'education_modules select draft', expect: [D, 'none', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.education_modules', { [ID.modDraft]: 'row' }),
      api: (me) => rest.visible(me, me.client.from('education_modules').select('id'), { [ID.modDraft]: 'row' }) },
    // quiz_questions
    { row: 'quiz_questions select', expect: [D, 'none', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.quiz_questions', { [ID.question]: 'row' }),
      api: (me) => rest.visible(me, me.client.from('quiz_questions').select('id'), { [ID.question]: 'row' }) },
    { row: 'quiz_questions insert', expect: [D, D, D, D, 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx,
        `insert into public.quiz_questions (module_id, question_text, correct_answer) values ($1, 'Q?', 'A')`, [ID.modQuiz]),
      api: (me) => rest.write(me, me.client.from('quiz_questions')
        .insert({ module_id: ID.modQuiz, question_text: 'Q?', correct_answer: 'A' }, exact)) },
    { row: 'quiz_questions update', expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.quiz_questions set question_text = 'Q, reworded?' where id = $1`, [ID.question]),
      api: (me) => rest.write(me, me.client.from('quiz_questions').update({ question_text: 'Q, reworded?' }, exact).eq('id', ID.question)) },
    { row: 'quiz_questions delete', expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.quiz_questions where id = $1', [ID.question]),
      api: (me) => rest.write(me, me.client.from('quiz_questions').delete(exact).eq('id', ID.question)) },
    // user_progress
    { row: 'user_progress select', expect: [D, 'A', 'B', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.user_progress', { [ID.progressA]: 'A', [ID.progressB]: 'B' }),
      api: (me) => rest.visible(me, me.client.from('user_progress').select('id'), { [ID.progressA]: 'A', [ID.progressB]: 'B' }) },
    { row: 'user_progress count (HEAD)', expect: ['HTTP 401', 'n=1', 'n=1', 'n=0', 'n=2', 'n=2'],
      api: (me) => rest.headCount(me.client.from('user_progress').select('*', { count: 'exact', head: true })) },
    { row: 'user_progress insert own', expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.user_progress (user_id, module_id, status, progress_percentage) values ($1, $2, 'in_progress', 10)`,
        [me.id, ID.modQuiz]),
      api: (me) => rest.write(me, me.client.from('user_progress')
        .insert({ user_id: me.id, module_id: ID.modQuiz, status: 'in_progress', progress_percentage: 10 }, exact)) },
    { row: 'user_progress upsert own (on conflict)', expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'], writes: true,
      api: (me) => rest.write(me, me.client.from('user_progress').upsert(
        { user_id: me.id, module_id: ID.modPlain, progress_percentage: 90 }, { onConflict: 'user_id,module_id', count: 'exact' }),
      [200, 201]) },
    { row: "user_progress insert other's", expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx, me }) => db.write(tx, `insert into public.user_progress (user_id, module_id) values ($1, $2)`, [other(me), ID.modQuiz]),
      api: (me) => rest.write(me, me.client.from('user_progress').insert({ user_id: other(me), module_id: ID.modQuiz }, exact)) },
    { row: "user_progress update A's", expect: [D, 'ok', '0 rows', '0 rows', '0 rows', '0 rows'], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.user_progress set progress_percentage = 80 where id = $1', [ID.progressA]),
      api: (me) => rest.write(me, me.client.from('user_progress').update({ progress_percentage: 80 }, exact).eq('id', ID.progressA)) },
    { row: 'user_progress complete quiz module', expect: [D, '23514', '23514', '23514', '23514', '23514'], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.user_progress (user_id, module_id, status) values ($1, $2, 'completed')`, [me.id, ID.modQuiz]),
      api: (me) => rest.write(me, me.client.from('user_progress')
        .insert({ user_id: me.id, module_id: ID.modQuiz, status: 'completed' }, exact)) },
    // Issue 9: the keys never change, furthest_slide_index is the database's, completion follows the rules.
    { row: "user_progress move A's to quiz module", expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.user_progress set module_id = $2 where id = $1', [ID.progressA, ID.modQuiz]),
      api: (me) => rest.write(me, me.client.from('user_progress').update({ module_id: ID.modQuiz }, exact).eq('id', ID.progressA)) },
    { row: "user_progress set A's furthest slide", expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.user_progress set furthest_slide_index = 0 where id = $1', [ID.progressA]),
      api: (me) => rest.write(me, me.client.from('user_progress').update({ furthest_slide_index: 0 }, exact).eq('id', ID.progressA)) },
    { row: "user_progress complete A's unseen slides", expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.user_progress set status = 'completed' where id = $1`, [ID.progressA]),
      api: (me) => rest.write(me, me.client.from('user_progress').update({ status: 'completed' }, exact).eq('id', ID.progressA)) },
    { row: "user_progress complete A's at last slide", expect: [D, 'ok', '0 rows', '0 rows', '0 rows', '0 rows'], writes: true,
      sql: ({ tx }) => db.write(tx,
        `update public.user_progress set status = 'completed', last_slide_index = 0 where id = $1`, [ID.progressA]),
      api: (me) => rest.write(me, me.client.from('user_progress')
        .update({ status: 'completed', last_slide_index: 0 }, exact).eq('id', ID.progressA)) },
    { row: "user_progress A's slide past the end", expect: [D, '23514', '0 rows', '0 rows', '0 rows', '0 rows'], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.user_progress set last_slide_index = 1 where id = $1', [ID.progressA]),
      api: (me) => rest.write(me, me.client.from('user_progress').update({ last_slide_index: 1 }, exact).eq('id', ID.progressA)) },
    { row: "user_progress delete A's", expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.user_progress where id = $1', [ID.progressA]),
      api: (me) => rest.write(me, me.client.from('user_progress').delete(exact).eq('id', ID.progressA)) },
    // quiz_attempts
    { row: 'quiz_attempts select', expect: [D, 'A+A scored', 'B', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.quiz_attempts',
        { [ID.attemptA]: 'A', [ID.attemptB]: 'B', [ID.attemptAScored]: 'A scored' }),
      api: (me) => rest.visible(me, me.client.from('quiz_attempts').select('id'),
        { [ID.attemptA]: 'A', [ID.attemptB]: 'B', [ID.attemptAScored]: 'A scored' }) },
    { row: 'quiz_attempts insert unscored', expect: [D, 'ok', 'ok', 'ok', 'ok', 'ok'], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.quiz_attempts (user_id, module_id, score, total_questions, passed, attempt_number)
         values ($1, $2, 0, 1, false, 1)`, [me.id, ID.modQuiz]),
      api: (me) => rest.write(me, me.client.from('quiz_attempts').insert(
        { user_id: me.id, module_id: ID.modQuiz, score: 0, total_questions: 1, passed: false, attempt_number: 1 }, exact)) },
    { row: 'quiz_attempts start returning', expect: [D, '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'], writes: true,
      api: (me) => rest.writeReturning(me, me.client.from('quiz_attempts')
        .insert({ user_id: me.id, module_id: ID.modQuiz, total_questions: 1 }).select('id, attempt_number').single(), [201]) },
    { row: 'quiz_attempts insert passed', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.quiz_attempts (user_id, module_id, score, total_questions, passed) values ($1, $2, 100, 1, true)`,
        [me.id, ID.modQuiz]),
      api: (me) => rest.write(me, me.client.from('quiz_attempts')
        .insert({ user_id: me.id, module_id: ID.modQuiz, score: 100, total_questions: 1, passed: true }, exact)) },
    { row: "quiz_attempts update A's score", expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.quiz_attempts set score = 100, passed = true where id = $1', [ID.attemptA]),
      api: (me) => rest.write(me, me.client.from('quiz_attempts').update({ score: 100, passed: true }, exact).eq('id', ID.attemptA)) },
    { row: "quiz_attempts delete A's", expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.quiz_attempts where id = $1', [ID.attemptA]),
      api: (me) => rest.write(me, me.client.from('quiz_attempts').delete(exact).eq('id', ID.attemptA)) },
    // contact_requests
    { row: 'contact_requests select', expect: [D, 'none', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.contact_requests', { [ID.contact]: 'row' }),
      api: (me) => rest.visible(me, me.client.from('contact_requests').select('id'), { [ID.contact]: 'row' }) },
    { row: 'contact_requests insert', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx,
        `insert into public.contact_requests (first_name, last_name, email) values ('A', 'B', 'a@b.co')`),
      api: (me) => rest.write(me, me.client.from('contact_requests')
        .insert({ first_name: 'A', last_name: 'B', email: 'a@b.co' }, exact)) },
    { row: 'contact_requests update status', expect: [D, '0 rows', '0 rows', '0 rows', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.contact_requests set status = 'closed' where id = $1`, [ID.contact]),
      api: (me) => rest.write(me, me.client.from('contact_requests').update({ status: 'closed' }, exact).eq('id', ID.contact)) },
    { row: 'contact_requests update email', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.contact_requests set email = 'x@y.co' where id = $1`, [ID.contact]),
      api: (me) => rest.write(me, me.client.from('contact_requests').update({ email: 'x@y.co' }, exact).eq('id', ID.contact)) },
    { row: 'contact_requests delete', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.contact_requests where id = $1', [ID.contact]),
      api: (me) => rest.write(me, me.client.from('contact_requests').delete(exact).eq('id', ID.contact)) },
    // not_found_log
    { row: 'not_found_log select', expect: [D, 'none', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.not_found_log', { [ID.notFound]: 'row' }),
      api: (me) => rest.visible(me, me.client.from('not_found_log').select('id'), { [ID.notFound]: 'row' }) },
    { row: 'not_found_log insert', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, `insert into public.not_found_log (path) values ('/x')`),
      api: (me) => rest.write(me, me.client.from('not_found_log').insert({ path: '/x' }, exact)) },
    { row: 'not_found_log update', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'update public.not_found_log set hits = 9 where id = $1', [ID.notFound]),
      api: (me) => rest.write(me, me.client.from('not_found_log').update({ hits: 9 }, exact).eq('id', ID.notFound)) },
    { row: 'not_found_log delete', expect: [D, '0 rows', '0 rows', '0 rows', '0 rows', 'ok'], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.not_found_log where id = $1', [ID.notFound]),
      api: (me) => rest.write(me, me.client.from('not_found_log').delete(exact).eq('id', ID.notFound)) },
    // certificates
    { row: 'certificates select', expect: [D, 'all', 'none', 'none', 'all', 'all'],
      sql: ({ tx }) => db.visible(tx, 'select id from public.certificates', { [ID.certA]: 'A' }),
      api: (me) => rest.visible(me, me.client.from('certificates').select('id'), { [ID.certA]: 'A' }) },
    { row: 'certificates insert', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx, me }) => db.write(tx,
        `insert into public.certificates (user_id, category_id, verification_code, recipient_name, course_name, completed_at)
         values ($1, $2, 'AAAA-BBBB-CCCC', 'x', 'y', now())`, [me.id, ID.cat]),
      api: (me) => rest.write(me, me.client.from('certificates').insert({
        user_id: me.id, category_id: ID.cat, verification_code: 'AAAA-BBBB-CCCC', recipient_name: 'x', course_name: 'y',
        completed_at: new Date().toISOString() }, exact)) },
    { row: 'certificates update', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.certificates set recipient_name = 'Someone else' where id = $1`, [ID.certA]),
      api: (me) => rest.write(me, me.client.from('certificates').update({ recipient_name: 'Someone else' }, exact).eq('id', ID.certA)) },
    { row: 'certificates delete', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, 'delete from public.certificates where id = $1', [ID.certA]),
      api: (me) => rest.write(me, me.client.from('certificates').delete(exact).eq('id', ID.certA)) },
    // rate_limit_counters: only the SECURITY DEFINER functions touch it
    { row: 'rate_limit_counters select', expect: [D, D, D, D, D, D],
      sql: ({ tx }) => db.visible(tx, 'select bucket as id from public.rate_limit_counters', { x: 'row' }),
      api: (me) => rest.visible(me, me.client.from('rate_limit_counters').select('bucket'), { x: 'row' }, 'bucket') },
    { row: 'rate_limit_counters insert', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, `insert into public.rate_limit_counters (bucket, window_start, hits) values ('x', now(), 1)`),
      api: (me) => rest.write(me, me.client.from('rate_limit_counters')
        .insert({ bucket: 'x', window_start: new Date().toISOString(), hits: 1 }, exact)) },
    { row: 'rate_limit_counters update', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, `update public.rate_limit_counters set hits = 0 where bucket <> ''`),
      api: (me) => rest.write(me, me.client.from('rate_limit_counters').update({ hits: 0 }, exact).neq('bucket', '')) },
    { row: 'rate_limit_counters delete', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, `delete from public.rate_limit_counters where bucket <> ''`),
      api: (me) => rest.write(me, me.client.from('rate_limit_counters').delete(exact).neq('bucket', '')) },
    // remote functions
    { row: 'has_admin_access(self)', expect: [D, 'false', 'false', 'false', 'true', 'true'],
      sql: ({ tx, me }) => db.value(tx, 'select public.has_admin_access($1) as v', [me.id]),
      api: (me) => rest.call(me, me.client.rpc('has_admin_access', { user_uuid: me.id })) },
    { row: 'is_admin(self)', expect: [D, 'false', 'false', 'false', 'false', 'true'],
      sql: ({ tx, me }) => db.value(tx, 'select public.is_admin($1) as v', [me.id]),
      api: (me) => rest.call(me, me.client.rpc('is_admin', { user_uuid: me.id })) },
    // Only staff may ask about someone else (issue 9).
    { row: 'has_admin_access(admin)', expect: [D, D, D, D, 'true', 'true'],
      sql: ({ tx }) => db.value(tx, 'select public.has_admin_access($1) as v', [w.admin.id]),
      api: (me) => rest.call(me, me.client.rpc('has_admin_access', { user_uuid: w.admin.id })) },
    { row: 'is_admin(admin)', expect: [D, D, D, D, 'true', 'true'],
      sql: ({ tx }) => db.value(tx, 'select public.is_admin($1) as v', [w.admin.id]),
      api: (me) => rest.call(me, me.client.rpc('is_admin', { user_uuid: w.admin.id })) },
    { row: 'get_quiz_questions_admin', expect: [D, D, D, D, '1 rows', '1 rows'],
      sql: ({ tx }) => db.rows(tx, 'select * from public.get_quiz_questions_admin($1)', [ID.modQuiz]),
      api: (me) => rest.call(me, me.client.rpc('get_quiz_questions_admin', { module_uuid: ID.modQuiz })) },
    { row: 'get_quiz_questions_for_user', expect: [D, '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'],
      sql: ({ tx }) => db.rows(tx, 'select * from public.get_quiz_questions_for_user($1)', [ID.modQuiz]),
      api: (me) => rest.call(me, me.client.rpc('get_quiz_questions_for_user', { module_uuid: ID.modQuiz })) },
    { row: "calculate_quiz_score(A's attempt)", expect: [D, 'ok', D, D, D, D], writes: true,
      sql: ({ tx }) => db.value(tx, `select public.calculate_quiz_score($1, '{}'::jsonb) as v`, [ID.attemptA]),
      api: (me) => rest.call(me, me.client.rpc('calculate_quiz_score', { attempt_uuid: ID.attemptA, user_answers: {} })) },
    { row: "get_quiz_answers(A's scored)", expect: [D, '1 rows', D, D, D, D],
      sql: ({ tx }) => db.rows(tx, 'select * from public.get_quiz_answers($1, $2)', [ID.modQuiz, ID.attemptAScored]),
      api: (me) => rest.call(me, me.client.rpc('get_quiz_answers',
        { module_uuid: ID.modQuiz, user_quiz_attempt_id: ID.attemptAScored })) },
    { row: "get_quiz_answers(A's unscored)", expect: [D, D, D, D, D, D],
      sql: ({ tx }) => db.rows(tx, 'select * from public.get_quiz_answers($1, $2)', [ID.modQuiz, ID.attemptA]),
      api: (me) => rest.call(me, me.client.rpc('get_quiz_answers', { module_uuid: ID.modQuiz, user_quiz_attempt_id: ID.attemptA })) },
    { row: 'set_user_role(B, editor)', expect: [D, D, D, D, D, 'ok'], writes: true,
      sql: ({ tx }) => db.value(tx, `select public.set_user_role($1, 'editor') as v`, [w.learnerB.id]),
      api: (me) => rest.call(me, me.client.rpc('set_user_role', { user_uuid: w.learnerB.id, new_role: 'editor' })) },
    { row: 'admin_list_users', expect: [D, D, D, D, D, '5 rows'],
      sql: ({ tx }) => db.rows(tx, 'select * from public.admin_list_users()'),
      api: (me) => rest.call(me, me.client.rpc('admin_list_users')) },
    { row: 'submit_contact_request', expect: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'], writes: true,
      sql: ({ tx }) => db.value(tx, `select public.submit_contact_request('Ann', 'Lee', 'ann@example.test') as v`),
      api: (me) => rest.call(me, me.client.rpc('submit_contact_request',
        { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.test' })) },
    { row: 'log_not_found', expect: ['true', 'true', 'true', 'true', 'true', 'true'], writes: true,
      sql: ({ tx }) => db.value(tx, `select public.log_not_found('/nope') as v`),
      api: (me) => rest.call(me, me.client.rpc('log_not_found', { path: '/nope' })) },
    { row: 'issue_certificate', expect: [D, 'ok', 'P0001', 'P0001', 'P0001', 'P0001'], writes: true,
      sql: ({ tx }) => db.value(tx, 'select public.issue_certificate($1) as v', [ID.cat]),
      api: (me) => rest.call(me, me.client.rpc('issue_certificate', { category_uuid: ID.cat })) },
    { row: 'verify_certificate', expect: ['1 rows', '1 rows', '1 rows', '1 rows', '1 rows', '1 rows'],
      sql: ({ tx }) => db.rows(tx, 'select * from public.verify_certificate($1)', [CERT_CODE]),
      api: (me) => rest.call(me, me.client.rpc('verify_certificate', { code: CERT_CODE })) },
    { row: 'consume_rate_limit', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.value(tx, `select public.consume_rate_limit('x', 1, 60) as v`),
      api: (me) => rest.call(me, me.client.rpc('consume_rate_limit', { p_bucket: 'x', p_max_hits: 1, p_window_seconds: 60 })) },
    { row: 'request_ip', expect: [D, D, D, D, D, D],
      sql: ({ tx }) => db.value(tx, 'select public.request_ip() as v'),
      api: (me) => rest.call(me, me.client.rpc('request_ip')) },
    // analytics (issue 28): staff read the figures; only the server writes rollups (as the owner).
    { row: 'analytics_daily insert', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx,
        `insert into public.analytics_daily (day, dimension, value, views, visitors) values (current_date, 'total', '', 1, 1)`),
      api: (me) => rest.write(me, me.client.from('analytics_daily')
        .insert({ day: '2026-01-01', dimension: 'total', value: '', views: 1, visitors: 1 }, exact)) },
    { row: 'analytics_rolled_days insert', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.write(tx, `insert into public.analytics_rolled_days (day) values (current_date)`),
      api: (me) => rest.write(me, me.client.from('analytics_rolled_days').insert({ day: '2026-01-01' }, exact)) },
    { row: 'analytics_report', expect: [D, D, D, D, 'ok', 'ok'],
      sql: ({ tx }) => db.value(tx, `select public.analytics_report('7d') as v`),
      api: (me) => rest.call(me, me.client.rpc('analytics_report', { period: '7d' })) },
    { row: 'analytics_rollup', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.value(tx, 'select public.analytics_rollup(current_date) as v'),
      api: (me) => rest.call(me, me.client.rpc('analytics_rollup', { p_day: '2026-01-01' })) },
    { row: 'analytics_apply_retention', expect: [D, D, D, D, D, D], writes: true,
      sql: ({ tx }) => db.value(tx, 'select public.analytics_apply_retention() as v'),
      api: (me) => rest.call(me, me.client.rpc('analytics_apply_retention')) },
  ];
}
