// Issue 9, lower findings: profiles gave every signed-in user the role, bio and timestamps of authors, and
// has_admin_access / is_admin answered for any user id. Each caller now gets what DESIGN.md §3 allows.
// Through supabase-js, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { insertPost, signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';

describe.each(backends)('narrow answers about people on %s', (backend) => {
  let t: TestServer;
  let author: SignedInUser;
  let learner: SignedInUser;
  let editor: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    author = await signedInUser(t, 'contributor', { fullName: 'Ann Author', username: 'ann' });
    learner = await signedInUser(t, 'contributor', { fullName: 'Lea Learner' });
    editor = await signedInUser(t, 'editor', { fullName: 'Ed Editor' });
    admin = await signedInUser(t, 'admin', { fullName: 'Ada Admin' });
    await t.db.query(`update public.profiles set bio = 'Private bio' where user_id = $1`, [author.id]);
    await insertPost(t, { slug: 'by-ann', status: 'published', authorId: author.id, publishDate: '2026-01-01T10:00:00Z' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('profiles', () => {
    it("a signed-in non-staff user cannot read a published author's role, bio or timestamps (empty, 200)", async () => {
      for (const columns of ['role', 'bio', 'created_at, updated_at', '*']) {
        const res = await learner.client.from('profiles').select(columns).eq('user_id', author.id);
        expect(res).toMatchObject({ status: 200, data: [], error: null });
      }
      const embed = await learner.client.from('blog_posts').select('slug, author:profiles(role, bio)').eq('slug', 'by-ann').single();
      expect(embed.data).toEqual({ slug: 'by-ann', author: null });
    });

    it('signed-in non-staff read every column of their own row (the app reads it with select=*)', async () => {
      const res = await learner.client.from('profiles').select('*').eq('user_id', learner.id).single();
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ user_id: learner.id, full_name: 'Lea Learner', role: 'contributor' });
      const all = await learner.client.from('profiles').select('user_id');
      expect(all.data).toEqual([{ user_id: learner.id }]);
    });

    it("anon reads the public face of published authors (the blog's author embed), and nothing else", async () => {
      const anon = t.client();
      const embed = await anon.from('blog_posts').select('slug, author:profiles!blog_posts_author_id_fkey(full_name, username)').eq('slug', 'by-ann').single();
      expect(embed.data).toEqual({ slug: 'by-ann', author: { full_name: 'Ann Author', username: 'ann' } });
      const bio = await anon.from('profiles').select('bio').eq('user_id', author.id);
      expect([bio.status, bio.error?.code]).toEqual([401, '42501']);
      const others = await anon.from('profiles').select('user_id');
      expect(others.data).toEqual([{ user_id: author.id }]);
    });

    it('staff read every profile with every column', async () => {
      for (const staff of [editor, admin]) {
        const res = await staff.client.from('profiles').select('role, bio').eq('user_id', author.id).single();
        expect(res.data).toEqual({ role: 'contributor', bio: 'Private bio' });
        const embed = await staff.client.from('blog_posts').select('author:profiles(full_name)').eq('slug', 'by-ann').single();
        expect(embed.data).toEqual({ author: { full_name: 'Ann Author' } });
      }
    });
  });

  describe('has_admin_access / is_admin', () => {
    const ask = (who: SignedInUser, fn: 'has_admin_access' | 'is_admin', about: string) => who.client.rpc(fn, { user_uuid: about });

    it('a non-staff caller asking about someone else → 403 42501 with a clear message', async () => {
      for (const fn of ['has_admin_access', 'is_admin'] as const) {
        const res = await ask(learner, fn, admin.id);
        expect(res.status).toBe(403);
        expect(res.error).toMatchObject({ code: '42501', message: 'You may only ask about your own account' });
      }
    });

    it('about themselves every caller gets the truth', async () => {
      expect((await ask(learner, 'has_admin_access', learner.id)).data).toBe(false);
      expect((await ask(learner, 'is_admin', learner.id)).data).toBe(false);
      expect((await ask(editor, 'has_admin_access', editor.id)).data).toBe(true);
      expect((await ask(editor, 'is_admin', editor.id)).data).toBe(false);
      expect((await ask(admin, 'is_admin', admin.id)).data).toBe(true);
    });

    it('staff may ask about anyone; service_role is unrestricted; anon may not call them (401)', async () => {
      expect((await ask(editor, 'is_admin', admin.id)).data).toBe(true);
      expect((await ask(admin, 'has_admin_access', learner.id)).data).toBe(false);
      expect((await t.admin().rpc('is_admin', { user_uuid: admin.id })).data).toBe(true);
      expect((await t.admin().rpc('has_admin_access', { user_uuid: learner.id })).data).toBe(false);
      const anon = await t.client().rpc('has_admin_access', { user_uuid: admin.id });
      expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    });

    it('the policies that call them keep working: staff write education content, learners are refused', async () => {
      const refused = await learner.client.from('education_categories').insert({ name: 'Learner course' });
      expect([refused.status, refused.error?.code]).toEqual([403, '42501']);
      const ok = await editor.client.from('education_categories').insert({ name: 'Editor course' });
      expect(ok.error).toBeNull();
      const requests = await admin.client.from('contact_requests').select('id');
      expect(requests.error).toBeNull();
    });
  });
});
