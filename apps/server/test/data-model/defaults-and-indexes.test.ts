// SPEC §3 form defaults as column defaults, the timestamp triggers, and an index behind every query of SPEC §7.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { as, createUser, type Actor } from './support.ts';

const CAT = '90000000-0000-4000-8000-000000000001';
const MOD = '90000000-0000-4000-8000-000000000002';
const USER = '90000000-0000-4000-8000-000000000003';

// Each query of SPEC §7, as the REST layer will run it.
const SPEC_QUERIES: [string, string][] = [
  ['profile of the user', `select * from public.profiles where user_id = '${USER}'`],
  ['published posts by date', `select * from public.blog_posts where status = 'published' order by publish_date desc`],
  ['published post by slug', `select * from public.blog_posts where slug = 'x' and status = 'published'`],
  ['all posts by created_at', 'select * from public.blog_posts order by created_at desc'],
  ['post by id', `select * from public.blog_posts where id = '${USER}'`],
  ['posts of an author', `select * from public.blog_posts where author_id = '${USER}'`],
  ['redirects by created_at', 'select * from public.redirects order by created_at desc'],
  ['active redirect by source path', `select * from public.redirects where source_path = '/x' and is_active`],
  ['courses by sort_order', 'select * from public.education_categories order by sort_order'],
  ['modules by sort_order', 'select * from public.education_modules order by sort_order'],
  ['modules of a course', `select * from public.education_modules where category_id = '${CAT}' order by sort_order`],
  ['slides of a module', `select * from public.module_slides where module_id = '${MOD}' order by sort_order`],
  ['questions of a module', `select * from public.quiz_questions where module_id = '${MOD}' order by sort_order`],
  ['progress of a user', `select * from public.user_progress where user_id = '${USER}'`],
  ['attempts of a user on a module', `select * from public.quiz_attempts where user_id = '${USER}' and module_id = '${MOD}'`],
  ['contact requests by date', 'select * from public.contact_requests order by created_at desc'],
  ['top missing paths', 'select * from public.not_found_log order by hits desc, last_seen_at desc limit 20'],
  ['certificate by code', `select * from public.certificates where verification_code = 'ABCD-EFGH-IJKL'`],
];

function nodeTypes(plan: unknown): string[] {
  if (typeof plan !== 'object' || plan === null) return [];
  const p = plan as Record<string, unknown>;
  const own = typeof p['Node Type'] === 'string' ? [p['Node Type']] : [];
  const kids = Array.isArray(p.Plans) ? p.Plans.flatMap(nodeTypes) : [];
  return [...own, ...kids, ...(p.Plan ? nodeTypes(p.Plan) : [])];
}

describe.each(backends)('defaults, triggers and indexes on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let editor: Actor;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    editor = await createUser(db, 'editor', { role: 'editor' });
    await db.query(`insert into public.education_categories (id, name) values ($1, 'C')`, [CAT]);
  });
  afterAll(async () => cleanup());

  it('gives new rows the SPEC §3 form defaults', async () => {
    const row = async (sql: string, params: unknown[] = []) =>
      (await as(db, editor, (tx) => tx.query(sql, params))).rows[0];
    expect(await row(`insert into public.education_modules (id, category_id, title) values ($1, $2, 'M')
      returning content_type, duration_minutes, points, is_required, sort_order, pass_threshold`, [MOD, CAT]))
      .toEqual({ content_type: 'slides', duration_minutes: 30, points: 10, is_required: false, sort_order: 0, pass_threshold: 70 });
    expect(await row(`insert into public.module_slides (module_id, title) values ($1, 'S') returning slide_type, sort_order`, [MOD]))
      .toEqual({ slide_type: 'content', sort_order: 0 });
    expect(await row(`insert into public.quiz_questions (module_id, question_text, correct_answer) values ($1, 'Q', 'A')
      returning question_type, difficulty_level, points, sort_order, time_limit_seconds`, [MOD]))
      .toEqual({ question_type: 'multiple_choice', difficulty_level: 'medium', points: 1, sort_order: 0, time_limit_seconds: 0 });
    expect(await row(`insert into public.blog_posts (title, slug) values ('T', 't') returning status, author_id, publish_date`))
      .toEqual({ status: 'draft', author_id: editor.id, publish_date: null });
    expect(await row(`insert into public.redirects (source_path, destination_url) values ('/o', '/n')
      returning redirect_type, is_active, created_by`)).toEqual({ redirect_type: '301', is_active: true, created_by: editor.id });
    expect(await row(`insert into public.education_categories (name) values ('D') returning sort_order`)).toEqual({ sort_order: 0 });
  });

  it('keeps updated_at itself, whatever the client sends', async () => {
    const stale = '2001-01-01T00:00:00Z';
    const { rows } = await as(db, editor, (tx) => tx.query<{ updated_at: Date; created_at: Date }>(
      `update public.blog_posts set title = 'T2', updated_at = $1 where slug = 't' returning updated_at, created_at`, [stale]));
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThan(new Date(stale).getTime());
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.created_at.getTime());
  });

  it('gives a post published without a date the time of publishing', async () => {
    const { rows } = await as(db, editor, (tx) => tx.query<{ publish_date: Date | null }>(
      `update public.blog_posts set status = 'published' where slug = 't' returning publish_date`));
    expect(rows[0]?.publish_date).toBeInstanceOf(Date);
  });

  it('does not count a redirect hit as an edit', async () => {
    const before = await db.query<{ updated_at: Date }>(`select updated_at from public.redirects where source_path = '/o'`);
    await db.query(`update public.redirects set hit_count = hit_count + 1, last_hit_at = now() where source_path = '/o'`);
    const after = await db.query<{ updated_at: Date; hit_count: number }>(
      `select updated_at, hit_count from public.redirects where source_path = '/o'`);
    expect(after.rows[0]).toEqual({ updated_at: before.rows[0]!.updated_at, hit_count: 1 });
  });

  it.each(SPEC_QUERIES)('serves “%s” from an index', async (_name, sql) => {
    const plan = await db.transaction(async (tx) => {
      // On tiny tables the planner rightly prefers a scan; forbid it to see whether an index could serve.
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`);
      return rows[0]?.['QUERY PLAN'];
    });
    const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
    expect(nodeTypes(Array.isArray(parsed) ? parsed[0] : parsed)).not.toContain('Seq Scan');
  });
});
