// SPEC §7 blog calls through the real supabase-js: the public list and post page (anon), the admin list,
// form reads and writes (staff), and the error objects the screens read (PGRST116, constraint messages, RLS).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { insertPost, signedInUser, type PostFixture, type SignedInUser } from './supabase-js-support.ts';

const AUTHOR_FIELDS = '*, profiles(full_name, username)';

describe.each(backends)('blog calls through supabase-js on %s', (backend) => {
  let t: TestServer;
  let anon: SupabaseClient;
  let editor: SignedInUser;
  let author: SignedInUser;
  let older: PostFixture;
  let newer: PostFixture;
  let draft: PostFixture;

  beforeAll(async () => {
    t = await startTestServer(backend);
    anon = t.client();
    editor = await signedInUser(t, 'editor', { fullName: 'Erin Editor', username: 'erin' });
    author = await signedInUser(t, 'contributor', { fullName: 'Ann Author', username: 'ann' });
    older = await insertPost(t, { slug: 'older-post', status: 'published', authorId: author.id, publishDate: '2026-01-01T10:00:00Z' });
    newer = await insertPost(t, { slug: 'newer-post', status: 'published', authorId: author.id, publishDate: '2026-03-01T10:00:00Z' });
    await insertPost(t, { slug: 'no-author-post', status: 'published', authorId: null, publishDate: '2026-02-01T10:00:00Z' });
    draft = await insertPost(t, { slug: 'a-draft', status: 'draft', authorId: author.id });
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('public blog (anon)', () => {
    it('lists published posts newest first, each with its author profile as an object (null without author)', async () => {
      const res = await anon
        .from('blog_posts')
        .select(AUTHOR_FIELDS)
        .eq('status', 'published')
        .order('publish_date', { ascending: false });
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(res.count).toBeNull();
      expect(res.data?.map((p) => p.slug)).toEqual(['newer-post', 'no-author-post', 'older-post']);
      expect(res.data?.[0]).toMatchObject({
        id: newer.id,
        title: newer.title,
        status: 'published',
        author_id: author.id,
        profiles: { full_name: 'Ann Author', username: 'ann' },
      });
      expect(res.data?.[1]?.profiles).toBeNull();
      // Only the two asked-for author columns are embedded.
      expect(Object.keys(res.data?.[0]?.profiles ?? {}).sort()).toEqual(['full_name', 'username']);
      expect(new Date(res.data?.[0]?.publish_date).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    });

    it('never shows a draft to anon, even without the status filter', async () => {
      const { data, error } = await anon.from('blog_posts').select('slug');
      expect(error).toBeNull();
      expect(data?.map((p) => p.slug)).not.toContain(draft.slug);
      expect(data).toHaveLength(3);
    });

    it('embeds the author through the FK hint (key stays profiles) and through an alias (key is the alias)', async () => {
      const hinted = await anon
        .from('blog_posts')
        .select('id, profiles!blog_posts_author_id_fkey(full_name)')
        .eq('id', older.id);
      expect(hinted.error).toBeNull();
      expect(hinted.data).toEqual([{ id: older.id, profiles: { full_name: 'Ann Author' } }]);
      const aliased = await anon
        .from('blog_posts')
        .select('slug, author:profiles!blog_posts_author_id_fkey(full_name, username)')
        .eq('id', older.id);
      expect(aliased.error).toBeNull();
      expect(aliased.data).toEqual([{ slug: 'older-post', author: { full_name: 'Ann Author', username: 'ann' } }]);
    });

    it('reads one published post by slug with .single()', async () => {
      const res = await anon.from('blog_posts').select(AUTHOR_FIELDS).eq('slug', 'older-post').eq('status', 'published').single();
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(Array.isArray(res.data)).toBe(false);
      expect(res.data).toMatchObject({ id: older.id, slug: 'older-post', profiles: { full_name: 'Ann Author', username: 'ann' } });
    });

    it('.single() on an unknown slug → 406 PGRST116 error object, data null', async () => {
      const res = await anon.from('blog_posts').select(AUTHOR_FIELDS).eq('slug', 'no-such-post').eq('status', 'published').single();
      expect(res.data).toBeNull();
      expect(res.status).toBe(406);
      expect(res.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
      expect(Object.keys(res.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });

    it('.single() on a draft slug → PGRST116 for anon (RLS hides the row, no permission error)', async () => {
      const res = await anon.from('blog_posts').select('*').eq('slug', draft.slug).single();
      expect(res.error?.code).toBe('PGRST116');
    });

    it('.single() matching several rows → 406 PGRST116 naming the row count (the rows anon sees), asked again too', async () => {
      // The second time the read comes from the read cache; the rows are counted as the caller both times.
      for (let i = 0; i < 2; i += 1) {
        const res = await anon.from('blog_posts').select('id').eq('status', 'published').single();
        expect(res.status).toBe(406);
        expect(res.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
      }
    });

    it('.maybeSingle(): the row as an object, or data null and no error when there is none', async () => {
      const found = await anon.from('blog_posts').select('id, slug').eq('slug', 'newer-post').maybeSingle();
      expect(found.error).toBeNull();
      expect(found.data).toEqual({ id: newer.id, slug: 'newer-post' });
      const missing = await anon.from('blog_posts').select('id').eq('slug', 'nothing-here').maybeSingle();
      expect(missing).toMatchObject({ data: null, error: null, status: 200 });
    });

    it("select('*', { count: 'exact', head: true }) → the number of rows anon may see, no data", async () => {
      const res = await anon.from('blog_posts').select('*', { count: 'exact', head: true }).eq('status', 'published');
      expect(res.error).toBeNull();
      expect(res.data).toBeNull();
      expect(res.count).toBe(3);
      const staff = await editor.client.from('blog_posts').select('*', { count: 'exact', head: true });
      expect(staff.count).toBe(4);
    });

    it('count with a page: range(0, 1) of 3 rows → 206 with count 3 and two rows', async () => {
      const res = await anon.from('blog_posts').select('id', { count: 'exact' }).eq('status', 'published').range(0, 1);
      expect(res.error).toBeNull();
      expect(res.status).toBe(206);
      expect(res.count).toBe(3);
      expect(res.data).toHaveLength(2);
    });

    it('anon cannot write: insert → 401 with 42501', async () => {
      const res = await anon.from('blog_posts').insert({ title: 'Spam', slug: 'spam', status: 'published' });
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('42501');
    });
  });

  describe('admin posts (staff)', () => {
    it('lists every post by created_at desc with author fields, drafts included', async () => {
      const res = await editor.client
        .from('blog_posts')
        .select('*, profiles!blog_posts_author_id_fkey(full_name, username)')
        .order('created_at', { ascending: false });
      expect(res.error).toBeNull();
      const slugs = res.data?.map((p) => p.slug) ?? [];
      expect(slugs).toContain(draft.slug);
      const created = res.data?.map((p) => new Date(p.created_at).getTime()) ?? [];
      expect(created).toEqual([...created].sort((a, b) => b - a));
    });

    it('reads one post by id with its author profile', async () => {
      const res = await editor.client.from('blog_posts').select(AUTHOR_FIELDS).eq('id', draft.id).single();
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ id: draft.id, status: 'draft', profiles: { full_name: 'Ann Author' } });
    });

    it('insert(form).select().single() → 201 with the stored row (defaults and triggers applied)', async () => {
      const res = await editor.client
        .from('blog_posts')
        .insert({
          title: 'Fresh post',
          slug: 'fresh-post',
          excerpt: 'Short',
          content: '<p>Hello</p>',
          status: 'published',
          meta_title: 'Fresh',
          meta_description: 'Fresh description',
          author_id: editor.id,
          publish_date: null,
        })
        .select()
        .single();
      expect(res.error).toBeNull();
      expect(res.status).toBe(201);
      expect(res.data).toMatchObject({ title: 'Fresh post', slug: 'fresh-post', author_id: editor.id, status: 'published' });
      expect(res.data?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.data?.publish_date).toBeTruthy(); // set by the trigger for a published post
      expect(res.data?.created_at).toBeTruthy();
    });

    it('a duplicate slug → 409 with code 23505 and the constraint message the form shows', async () => {
      const res = await editor.client
        .from('blog_posts')
        .insert({ title: 'Again', slug: 'older-post', status: 'draft', author_id: editor.id })
        .select()
        .single();
      expect(res.data).toBeNull();
      expect(res.status).toBe(409);
      expect(res.error).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "blog_posts_slug_key"',
        // PostgreSQL leaves out the key values (the DETAIL) on tables with row-level security enabled.
        details: null,
      });
    });

    it('a slug breaking the format check → 400 with code 23514 naming the constraint', async () => {
      const res = await editor.client.from('blog_posts').insert({ title: 'Bad', slug: 'Bad Slug!', author_id: editor.id });
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('23514');
      expect(res.error?.message).toContain('blog_posts_slug_format');
    });

    it('update by id → 204 without a body; the change is stored', async () => {
      const res = await editor.client
        .from('blog_posts')
        .update({ title: 'Older post, edited', meta_title: 'Edited' })
        .eq('id', older.id);
      expect(res.error).toBeNull();
      expect(res.status).toBe(204);
      expect(res.data).toBeNull();
      const { rows } = await t.db.query<{ title: string }>('select title from public.blog_posts where id = $1', [older.id]);
      expect(rows[0]?.title).toBe('Older post, edited');
    });

    it('update(...).select() → 200 with the updated rows', async () => {
      const res = await editor.client.from('blog_posts').update({ excerpt: 'New excerpt' }).eq('id', newer.id).select('id, excerpt');
      expect(res.error).toBeNull();
      expect(res.status).toBe(200);
      expect(res.data).toEqual([{ id: newer.id, excerpt: 'New excerpt' }]);
    });

    it('delete by id → 204, then the post is gone', async () => {
      const doomed = await insertPost(t, { slug: 'doomed', status: 'draft', authorId: editor.id });
      const res = await editor.client.from('blog_posts').delete().eq('id', doomed.id);
      expect(res.error).toBeNull();
      expect(res.status).toBe(204);
      const after = await editor.client.from('blog_posts').select('id').eq('id', doomed.id).maybeSingle();
      expect(after).toMatchObject({ data: null, error: null });
    });
  });

  describe('row-level security for a contributor', () => {
    it('publishing directly is refused: 403 with 42501 and the RLS message', async () => {
      const res = await author.client
        .from('blog_posts')
        .insert({ title: 'Mine', slug: 'mine-published', status: 'published', author_id: author.id })
        .select()
        .single();
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({
        code: '42501',
        message: 'new row violates row-level security policy for table "blog_posts"',
      });
    });

    it("updating someone else's post matches no row: 204, no error, nothing changed", async () => {
      const res = await author.client.from('blog_posts').update({ title: 'Hijacked' }).eq('slug', 'fresh-post');
      expect(res.error).toBeNull();
      expect(res.status).toBe(204);
      const { rows } = await t.db.query<{ title: string }>(`select title from public.blog_posts where slug = 'fresh-post'`);
      expect(rows[0]?.title).toBe('Fresh post');
    });

    it('a contributor writes their own draft and reads it back', async () => {
      const res = await author.client
        .from('blog_posts')
        .insert({ title: 'My draft', slug: 'my-own-draft', status: 'draft', author_id: author.id })
        .select('slug, status, profiles(full_name)')
        .single();
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ slug: 'my-own-draft', status: 'draft', profiles: { full_name: 'Ann Author' } });
    });
  });
});
