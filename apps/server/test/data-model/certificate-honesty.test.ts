// Issue 9: issue_certificate() re-checks every module of the course (quiz modules: a passed, server-scored
// attempt; others: the last slide reached) instead of trusting status, dates the certificate with the
// database's completion times, and never puts the learner's e-mail on it. Through supabase-js, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { insertLearningCourse, passQuiz, type LearningCourse } from './progress-support.ts';

describe.each(backends)('certificates are earned on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Does the whole course honestly: both quizzes passed, both slides of the plain module seen. */
  async function finish(user: SignedInUser, c: LearningCourse): Promise<void> {
    await passQuiz(t, user, c.quizA, c.questionA);
    await passQuiz(t, user, c.quizB, c.questionB);
    await user.client.from('user_progress').insert({ module_id: c.plain, last_slide_index: 0 });
    const done = await user.client.from('user_progress').update({ status: 'completed', last_slide_index: 1 }).eq('module_id', c.plain);
    expect(done.error).toBeNull();
  }

  it('the honest path: every module done → 200; date = the latest database completion time; name = full name', async () => {
    const c = await insertLearningCourse(t, 'Honest course');
    const lea = await signedInUser(t, 'contributor', { fullName: 'Lea Learner' });
    // The database's own clock, as completed_at is: no comparison with this process's clock.
    const before = (await t.db.query<{ now: Date }>('select now() as now')).rows[0]!.now;
    await finish(lea, c);
    const res = await lea.client.rpc('issue_certificate', { category_uuid: c.categoryId });
    expect(res.error).toBeNull();
    const cert = res.data as { recipient_name: string; course_name: string; completed_at: string };
    expect(cert).toMatchObject({ recipient_name: 'Lea Learner', course_name: 'Honest course' });
    const { rows } = await t.db.query<{ latest: Date }>(
      `select max(completed_at) as latest from public.user_progress where user_id = $1`,
      [lea.id],
    );
    expect(new Date(cert.completed_at).getTime()).toBe(rows[0]?.latest.getTime());
    expect(new Date(cert.completed_at).getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it('rows marked completed (by the owner, as old data could be) without the work behind them → 400 P0001', async () => {
    const c = await insertLearningCourse(t, 'Forged rows course');
    const lea = await signedInUser(t, 'contributor', { fullName: 'Lea Learner' });
    await passQuiz(t, lea, c.quizA, c.questionA);
    // Bypass the trigger the way data from before this fix could look: completed rows, no attempt, no slides.
    await t.db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `insert into public.user_progress (user_id, module_id, status, progress_percentage, completed_at)
         values ($1, $2, 'completed', 100, '1999-01-01'), ($1, $3, 'completed', 100, '1999-01-01')`,
        [lea.id, c.quizB, c.plain],
      );
    });
    const res = await lea.client.rpc('issue_certificate', { category_uuid: c.categoryId });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'P0001', details: '1 of 3 modules completed.' });
  });

  it('a module that gained a quiz after it was completed counts only once its quiz is passed', async () => {
    const c = await insertLearningCourse(t, 'Growing course');
    const lea = await signedInUser(t, 'contributor', { fullName: 'Lea Learner' });
    await finish(lea, c);
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.quiz_questions (module_id, question_text, correct_answer) values ($1, 'New?', 'yes') returning id`,
      [c.plain],
    );
    const refused = await lea.client.rpc('issue_certificate', { category_uuid: c.categoryId });
    expect(refused.error).toMatchObject({ code: 'P0001', details: '2 of 3 modules completed.' });
    await passQuiz(t, lea, c.plain, rows[0]?.id as string, 'yes');
    const issued = await lea.client.rpc('issue_certificate', { category_uuid: c.categoryId });
    expect(issued.error).toBeNull();
  });

  it('a failed (scored) attempt does not count', async () => {
    const c = await insertLearningCourse(t, 'Failing course');
    const lea = await signedInUser(t, 'contributor', { fullName: 'Lea Learner' });
    await passQuiz(t, lea, c.quizA, c.questionA, 'wrong');
    const res = await lea.client.from('user_progress').insert({ module_id: c.quizA, status: 'completed' });
    expect(res.error).toMatchObject({ code: '23514', message: 'This module is completed by passing its quiz' });
  });

  describe('the name on the certificate is never the e-mail', () => {
    async function certificateName(profile: { fullName: string | null; username: string | null }): Promise<{ name: string; email: string }> {
      const c = await insertLearningCourse(t, `Name course ${profile.fullName}/${profile.username}`);
      const user = await signedInUser(t, 'contributor', { fullName: 'temporary' });
      await t.db.query('update public.profiles set full_name = $2, username = $3 where user_id = $1', [
        user.id, profile.fullName, profile.username,
      ]);
      await finish(user, c);
      const res = await user.client.rpc('issue_certificate', { category_uuid: c.categoryId });
      expect(res.error).toBeNull();
      const code = (res.data as { verification_code: string }).verification_code;
      // The public verification page shows exactly this name.
      const verified = await t.client().rpc('verify_certificate', { code });
      return { name: (verified.data as { recipient_name: string }[])[0]?.recipient_name ?? '', email: user.email };
    }

    it('no full name → the username', async () => {
      const { name } = await certificateName({ fullName: null, username: 'satoshi_fan' });
      expect(name).toBe('satoshi_fan');
    });

    it("neither → 'Learner', not the address", async () => {
      const { name, email } = await certificateName({ fullName: null, username: null });
      expect(name).toBe('Learner');
      expect(name).not.toBe(email);
    });
  });
});
