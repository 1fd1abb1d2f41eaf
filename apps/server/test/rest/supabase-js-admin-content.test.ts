// SPEC §7 admin calls through the real supabase-js: URL redirects CRUD, education management (courses,
// modules with their course name, slides, questions via get_quiz_questions_admin) and the admin check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { insertCourse, signedInUser, type CourseFixture, type SignedInUser } from './supabase-js-support.ts';

describe.each(backends)('admin content calls through supabase-js on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let learner: SignedInUser;
  let course: CourseFixture;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor');
    learner = await signedInUser(t, 'contributor');
    course = await insertCourse(t, 'Bitcoin basics', 1);
    await insertCourse(t, 'Treasury', 0);
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('admin check', () => {
    it('has_admin_access answers a bare boolean: true for staff, false otherwise', async () => {
      const yes = await editor.client.rpc('has_admin_access', { user_uuid: editor.id });
      expect(yes).toMatchObject({ data: true, error: null, status: 200 });
      const no = await learner.client.rpc('has_admin_access', { user_uuid: learner.id });
      expect(no).toMatchObject({ data: false, error: null });
    });

    it('anon may not call it: 401 with 42501 (execute revoked)', async () => {
      const res = await t.client().rpc('has_admin_access', { user_uuid: editor.id });
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('42501');
    });
  });

  describe('redirects', () => {
    let redirectId: string;

    it('insert(form).select().single() stores the redirect with its defaults', async () => {
      const res = await editor.client
        .from('redirects')
        .insert({ source_path: '/old-page', destination_url: '/blog', redirect_type: '301', is_active: true, created_by: editor.id })
        .select()
        .single();
      expect(res.error).toBeNull();
      expect(res.status).toBe(201);
      expect(res.data).toMatchObject({ source_path: '/old-page', destination_url: '/blog', redirect_type: '301', is_active: true, hit_count: 0 });
      redirectId = res.data?.id as string;
    });

    it('lists redirects newest first', async () => {
      await editor.client.from('redirects').insert({ source_path: '/second', destination_url: 'https://example.com/x' });
      const res = await editor.client.from('redirects').select('*').order('created_at', { ascending: false });
      expect(res.error).toBeNull();
      expect(res.data?.map((r) => r.source_path)).toEqual(['/second', '/old-page']);
      expect(res.data?.[0]?.created_by).toBe(editor.id); // column default auth.uid()
    });

    it('a duplicate source path → 409 23505 with the constraint message the form shows', async () => {
      const res = await editor.client.from('redirects').insert({ source_path: '/old-page', destination_url: '/elsewhere' });
      expect(res.status).toBe(409);
      expect(res.error).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "redirects_source_path_key"',
        details: null, // no key values on an RLS table (PostgreSQL's choice, so also PostgREST's)
      });
    });

    it('a redirect loop → 400 with the trigger message and detail', async () => {
      const res = await editor.client.from('redirects').insert({ source_path: '/blog', destination_url: '/old-page' });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: '23514',
        message: 'This redirect would create a loop',
        details: '/blog eventually redirects back to itself.',
      });
    });

    it('update by id, and toggling is_active by id', async () => {
      const upd = await editor.client.from('redirects').update({ destination_url: '/services', redirect_type: '302' }).eq('id', redirectId);
      expect(upd).toMatchObject({ error: null, status: 204 });
      const toggle = await editor.client.from('redirects').update({ is_active: false }).eq('id', redirectId);
      expect(toggle.error).toBeNull();
      const row = await editor.client.from('redirects').select('destination_url, redirect_type, is_active').eq('id', redirectId).single();
      expect(row.data).toEqual({ destination_url: '/services', redirect_type: '302', is_active: false });
    });

    it('a learner sees no redirects (RLS, no error) and cannot create one (403 42501)', async () => {
      const list = await learner.client.from('redirects').select('*');
      expect(list).toMatchObject({ data: [], error: null });
      const ins = await learner.client.from('redirects').insert({ source_path: '/x', destination_url: '/y' });
      expect(ins.status).toBe(403);
      expect(ins.error?.code).toBe('42501');
    });

    it('anon is refused the table outright (401 42501)', async () => {
      const res = await t.client().from('redirects').select('*');
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('42501');
    });

    it('delete by id → 204 and the row is gone', async () => {
      const res = await editor.client.from('redirects').delete().eq('id', redirectId);
      expect(res).toMatchObject({ error: null, status: 204 });
      const { rows } = await t.db.query('select 1 from public.redirects where id = $1', [redirectId]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('education management', () => {
    it('courses: read by sort_order, insert returns the row, update, delete', async () => {
      const list = await editor.client.from('education_categories').select('*').order('sort_order', { ascending: true });
      expect(list.error).toBeNull();
      expect(list.data?.map((c) => c.name)).toEqual(['Treasury', 'Bitcoin basics']);

      const ins = await editor.client.from('education_categories').insert({ name: 'Custody', description: null, sort_order: 5 }).select().single();
      expect(ins.status).toBe(201);
      expect(ins.data).toMatchObject({ name: 'Custody', description: null, sort_order: 5 });
      const id = ins.data?.id as string;

      const upd = await editor.client.from('education_categories').update({ name: 'Self-custody', description: 'Keys', sort_order: 6 }).eq('id', id);
      expect(upd).toMatchObject({ error: null, status: 204 });
      const del = await editor.client.from('education_categories').delete().eq('id', id);
      expect(del).toMatchObject({ error: null, status: 204 });
      expect((await editor.client.from('education_categories').select('id').eq('id', id)).data).toEqual([]);
    });

    it('a blank course name → 400 23514 with the constraint in the message (shown as the notice text)', async () => {
      const res = await editor.client.from('education_categories').insert({ name: '  ' }).select().single();
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('23514');
      expect(res.error?.message).toContain('education_categories_name_required');
    });

    it('modules: read with the course name, ordered, filtered by category_id; insert, update, delete', async () => {
      const list = await editor.client
        .from('education_modules')
        .select('*, education_categories(name)')
        .eq('category_id', course.categoryId)
        .order('sort_order', { ascending: true });
      expect(list.error).toBeNull();
      expect(list.data?.map((m) => m.title)).toEqual(['Plain module', 'Quiz module']);
      expect(list.data?.[0]?.education_categories).toEqual({ name: 'Bitcoin basics' });

      const ins = await editor.client
        .from('education_modules')
        .insert({
          category_id: course.categoryId,
          title: 'Video module',
          description: 'Watch',
          content_type: 'video',
          content_url: 'https://example.com/v',
          duration_minutes: 30,
          points: 10,
          is_required: false,
          sort_order: 2,
          pass_threshold: 70,
        })
        .select()
        .single();
      expect(ins.error).toBeNull();
      const id = ins.data?.id as string;
      const upd = await editor.client.from('education_modules').update({ title: 'Video module 2', points: 20 }).eq('id', id);
      expect(upd.error).toBeNull();
      const bad = await editor.client.from('education_modules').update({ duration_minutes: 0 }).eq('id', id);
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toContain('education_modules_duration_range');
      expect((await editor.client.from('education_modules').delete().eq('id', id)).status).toBe(204);
    });

    it('slides: read by module ordered; insert with module_id; update; delete', async () => {
      const ins = await editor.client
        .from('module_slides')
        .insert({ module_id: course.plainModuleId, title: 'Second', content: '<p>2</p>', slide_type: 'content', media_url: null, sort_order: 1, footnotes: null })
        .select()
        .single();
      expect(ins.error).toBeNull();
      const list = await editor.client.from('module_slides').select('*').eq('module_id', course.plainModuleId).order('sort_order', { ascending: true });
      expect(list.data?.map((s) => s.title)).toEqual(['First slide', 'Second']);
      const upd = await editor.client.from('module_slides').update({ title: 'Second (edited)' }).eq('id', ins.data?.id as string);
      expect(upd.error).toBeNull();
      expect((await editor.client.from('module_slides').delete().eq('id', ins.data?.id as string)).error).toBeNull();
    });

    it('questions: get_quiz_questions_admin returns the set with answers; insert with options; update; delete', async () => {
      const ins = await editor.client
        .from('quiz_questions')
        .insert({
          module_id: course.quizModuleId,
          question_text: 'Is bitcoin divisible?',
          question_type: 'true_false',
          options: null,
          correct_answer: 'true',
          explanation: 'Into satoshis.',
          points: 1,
          sort_order: 1,
          difficulty_level: 'easy',
          time_limit_seconds: 0,
        })
        .select('id, options')
        .single();
      expect(ins.error).toBeNull();
      expect(ins.data?.options).toBeNull();

      const set = await editor.client.rpc('get_quiz_questions_admin', { module_uuid: course.quizModuleId });
      expect(set.error).toBeNull();
      expect(Array.isArray(set.data)).toBe(true);
      expect(set.data).toHaveLength(2);
      expect(set.data?.[0]).toMatchObject({
        id: course.questionId,
        question_text: 'Max supply?',
        options: ['21 million', '100 million'],
        correct_answer: '21 million',
      });

      const upd = await editor.client.from('quiz_questions').update({ options: ['Yes', 'No'], question_type: 'multiple_choice', correct_answer: 'Yes' }).eq('id', ins.data?.id as string);
      expect(upd.error).toBeNull();
      const { rows } = await t.db.query<{ options: unknown }>('select options from public.quiz_questions where id = $1', [ins.data?.id]);
      expect(rows[0]?.options).toEqual(['Yes', 'No']);
      expect((await editor.client.from('quiz_questions').delete().eq('id', ins.data?.id as string)).status).toBe(204);
    });

    it('get_quiz_questions_admin refuses a learner with the function message (403 42501)', async () => {
      const res = await learner.client.rpc('get_quiz_questions_admin', { module_uuid: course.quizModuleId });
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ code: '42501', message: 'Admin or Editor role is required' });
    });

    it('a learner cannot write courses: 403 42501', async () => {
      const res = await learner.client.from('education_categories').insert({ name: 'Mine' });
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe('42501');
    });
  });
});
