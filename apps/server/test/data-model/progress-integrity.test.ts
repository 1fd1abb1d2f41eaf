// Issue 9, "forged completion": a learner, through supabase-js and the public API only, tries every way the
// security review found (and a few more) to complete modules and earn a certificate without doing the work.
// The database refuses each one; the honest path still works. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { insertLearningCourse, passQuiz, progressRow, type LearningCourse } from './progress-support.ts';

describe.each(backends)('honest progress and certificates on %s', (backend) => {
  let t: TestServer;
  let course: LearningCourse;

  beforeAll(async () => {
    t = await startTestServer(backend);
    course = await insertLearningCourse(t, 'Forgery course');
  });
  afterAll(async () => {
    await t?.stop();
  });

  const learner = (name = 'Lea Learner') => signedInUser(t, 'contributor', { fullName: name });

  describe('the reported attack', () => {
    let lea: SignedInUser;
    beforeAll(async () => {
      lea = await learner();
      await passQuiz(t, lea, course.quizA, course.questionA);
    });

    it('moving the passed module’s completed row to another module → 400 23514, the row stays on its module', async () => {
      const res = await lea.client.from('user_progress').update({ module_id: course.quizB }).eq('module_id', course.quizA);
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: '23514', message: 'A progress row keeps its user and module' });
      expect(await progressRow(t, lea.id, course.quizA)).toMatchObject({ status: 'completed' });
      expect(await progressRow(t, lea.id, course.quizB)).toBeUndefined();
    });

    it('moving it to the plain module is refused the same way', async () => {
      const res = await lea.client.from('user_progress').update({ module_id: course.plain }).eq('module_id', course.quizA);
      expect(res.error?.code).toBe('23514');
      expect(await progressRow(t, lea.id, course.plain)).toBeUndefined();
    });

    it('inserting the other modules as completed → 400 each (no passed attempt; slides not reached)', async () => {
      const quiz = await lea.client.from('user_progress').insert({ module_id: course.quizB, status: 'completed', progress_percentage: 100 });
      expect(quiz.status).toBe(400);
      expect(quiz.error).toMatchObject({ code: '23514', message: 'This module is completed by passing its quiz' });
      const plain = await lea.client.from('user_progress').insert({ module_id: course.plain, status: 'completed', progress_percentage: 100 });
      expect(plain.status).toBe(400);
      expect(plain.error).toMatchObject({ code: '23514', message: 'This module is completed by reaching its last slide' });
    });

    it('issue_certificate → 400 P0001 naming how many modules are really done; no certificate stored', async () => {
      const res = await lea.client.rpc('issue_certificate', { category_uuid: course.categoryId });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: 'P0001',
        message: 'Complete every module of this course to get its certificate',
        details: '1 of 3 modules completed.',
      });
      const { rows } = await t.db.query('select 1 from public.certificates where user_id = $1', [lea.id]);
      expect(rows).toHaveLength(0);
    });

    it('changing user_id is refused too (400 23514), and a wrong module in an upsert cannot rename the row', async () => {
      const other = await learner('Otto Other');
      const res = await lea.client.from('user_progress').update({ user_id: other.id }).eq('module_id', course.quizA);
      expect(res.error?.code).toBe('23514');
      expect(await progressRow(t, lea.id, course.quizA)).toMatchObject({ status: 'completed' });
    });
  });

  describe('completed_at is the database’s clock', () => {
    it('a client completed_at (1999) is ignored on insert and on update', async () => {
      const lea = await learner();
      // The database's own clock, as completed_at is: no comparison with this process's clock.
      const before = (await t.db.query<{ now: Date }>('select now() as now')).rows[0]!.now;
      const ins = await lea.client.from('user_progress').insert({
        module_id: course.plain, status: 'completed', progress_percentage: 100, last_slide_index: 1, completed_at: '1999-01-01T00:00:00Z',
      });
      expect(ins.error).toBeNull();
      const row = await progressRow(t, lea.id, course.plain);
      expect(row?.completed_at.getTime()).toBeGreaterThanOrEqual(before.getTime());
      const upd = await lea.client.from('user_progress').update({ completed_at: '1999-01-01T00:00:00Z' }).eq('module_id', course.plain);
      expect(upd.error).toBeNull();
      expect((await progressRow(t, lea.id, course.plain))?.completed_at).toEqual(row?.completed_at);
    });

    it('an in-progress row has no completion time, whatever the client sends', async () => {
      const lea = await learner();
      await lea.client.from('user_progress').insert({ module_id: course.plain, status: 'in_progress', completed_at: '1999-01-01T00:00:00Z' });
      expect((await progressRow(t, lea.id, course.plain))?.completed_at).toBeNull();
    });
  });

  describe('slides: resume point and reached', () => {
    it('last_slide_index outside 0..slides-1 → 400 23514 naming the range; nothing stored', async () => {
      const lea = await learner();
      const res = await lea.client.from('user_progress').insert({ module_id: course.plain, last_slide_index: 2 });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: '23514',
        details: 'This module has 2 slides; last_slide_index must be between 0 and 1.',
      });
      expect(await progressRow(t, lea.id, course.plain)).toBeUndefined();
      const negative = await lea.client.from('user_progress').insert({ module_id: course.plain, last_slide_index: -1 });
      expect(negative.error?.code).toBe('23514');
    });

    it('furthest_slide_index keeps the greatest slide reached; the client cannot write it (403)', async () => {
      const lea = await learner();
      await lea.client.from('user_progress').insert({ module_id: course.plain, last_slide_index: 1 });
      await lea.client.from('user_progress').update({ last_slide_index: 0 }).eq('module_id', course.plain);
      expect(await progressRow(t, lea.id, course.plain)).toMatchObject({ last_slide_index: 0, furthest_slide_index: 1 });
      const forged = await lea.client.from('user_progress').update({ furthest_slide_index: 1 }).eq('module_id', course.plain);
      expect(forged.status).toBe(403);
      expect(forged.error?.code).toBe('42501');
    });

    it('completion without a quiz needs the last slide reached: first slide only → 400; after the last → 200', async () => {
      const lea = await learner();
      await lea.client.from('user_progress').insert({ module_id: course.plain, last_slide_index: 0 });
      const early = await lea.client.from('user_progress').update({ status: 'completed' }).eq('module_id', course.plain);
      expect(early.error?.code).toBe('23514');
      await lea.client.from('user_progress').update({ last_slide_index: 1 }).eq('module_id', course.plain);
      // Going back to the first slide later does not undo having reached the last one.
      const done = await lea.client
        .from('user_progress')
        .update({ status: 'completed', last_slide_index: 0 })
        .eq('module_id', course.plain)
        .select('status, progress_percentage, last_slide_index, furthest_slide_index')
        .single();
      expect(done.error).toBeNull();
      expect(done.data).toEqual({ status: 'completed', progress_percentage: 100, last_slide_index: 0, furthest_slide_index: 1 });
    });

    it('a module with neither slides nor quiz completes at once', async () => {
      const lea = await learner();
      const res = await lea.client.from('user_progress').insert({ module_id: course.empty, status: 'completed' });
      expect(res.error).toBeNull();
      expect(await progressRow(t, lea.id, course.empty)).toMatchObject({ status: 'completed', progress_percentage: 100 });
    });

    it('a completed row stays completed when the learner reopens the module (status in_progress is ignored)', async () => {
      const lea = await learner();
      await passQuiz(t, lea, course.quizA, course.questionA);
      const res = await lea.client.from('user_progress').update({ status: 'in_progress', progress_percentage: 10 }).eq('module_id', course.quizA);
      expect(res.error).toBeNull();
      expect(await progressRow(t, lea.id, course.quizA)).toMatchObject({ status: 'completed', progress_percentage: 100 });
    });
  });

  describe('grants: only what the learner screens write', () => {
    it('delete, id, created_at and updated_at are refused (403 42501)', async () => {
      const lea = await learner();
      await lea.client.from('user_progress').insert({ module_id: course.plain });
      for (const change of [{ created_at: '1999-01-01T00:00:00Z' }, { updated_at: '1999-01-01T00:00:00Z' }, { id: crypto.randomUUID() }]) {
        const res = await lea.client.from('user_progress').update(change).eq('module_id', course.plain);
        expect([res.status, res.error?.code]).toEqual([403, '42501']);
      }
      const del = await lea.client.from('user_progress').delete().eq('module_id', course.plain);
      expect([del.status, del.error?.code]).toEqual([403, '42501']);
      expect(await progressRow(t, lea.id, course.plain)).toBeDefined();
    });
  });
});
