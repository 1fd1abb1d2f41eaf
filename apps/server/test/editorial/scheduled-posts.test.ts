// Scheduled posts (issue 24): only staff schedule; a scheduled post stays out of every public read until its
// time; the server publishes it then with nobody online, once, and the public pages show it at once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishDuePosts } from '../../src/jobs/scheduled-posts.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const HOUR = 60 * 60 * 1000;
let counter = 0;
const slug = () => `scheduled-${Date.now().toString(36)}-${(counter += 1)}`;

describe.each(backends)('scheduled posts on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let writer: SignedInUser;
  // The server's clock, moved by the tests (AppDeps.now and the scheduler's "now").
  let offset = 0;

  beforeAll(async () => {
    t = await startWebHost(
      backend,
      { SITE_URL: 'https://advisory.example' },
      undefined,
      {},
      () => Date.now() + offset,
    );
    editor = await signedInUser(t, 'editor', { fullName: 'Eddie Editor' });
    writer = await signedInUser(t, 'contributor');
  });
  afterAll(async () => t?.stop());

  const schedule = async (at: Date, title = 'Coming soon') => {
    const s = slug();
    const { data, error } = await editor.client
      .from('blog_posts')
      .insert({ title, slug: s, content: '<p>Soon</p>', status: 'scheduled', publish_date: at.toISOString() })
      .select('id')
      .single();
    if (error) throw error;
    return { id: (data as { id: string }).id, slug: s };
  };
  const publicText = async (path: string) => (await fetch(`${t.url}${path}`)).text();

  it('is staff-only and needs a date', async () => {
    const refused = await writer.client.from('blog_posts').insert({
      title: 'Mine',
      slug: slug(),
      status: 'scheduled',
      publish_date: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(refused.error?.code).toBe('42501');
    const undated = await editor.client
      .from('blog_posts')
      .insert({ title: 'No date', slug: slug(), status: 'scheduled' });
    expect(undated.error).toMatchObject({ code: '23514' });
    expect(undated.error?.message).toContain('blog_posts_scheduled_date_required');
  });

  it('stays out of the blog, the post page, the sitemap and RSS until its time', async () => {
    const post = await schedule(new Date(Date.now() + HOUR));
    const anon = await t.client().from('blog_posts').select('id').eq('slug', post.slug);
    expect(anon.data).toEqual([]);
    expect((await fetch(`${t.url}/blog/${post.slug}`)).status).toBe(404);
    expect(await publicText('/sitemap.xml')).not.toContain(post.slug);
    expect(await publicText('/rss.xml')).not.toContain(post.slug);
  });

  it('publishes a due post once, keeping its date, as a revision by the site', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const post = await schedule(at);
    const early = await publishDuePosts(t.db, new Date(at.getTime() - 1));
    expect(early.published.find((p) => p.id === post.id)).toBeUndefined();
    expect(early.next?.getTime()).toBeLessThanOrEqual(at.getTime());
    const due = await publishDuePosts(t.db, at);
    expect(due.published).toContainEqual({ id: post.id, slug: post.slug });
    expect((await publishDuePosts(t.db, at)).published.find((p) => p.id === post.id)).toBeUndefined();
    const { rows } = await t.db.query<{ status: string; publish_date: Date }>(
      'select status, publish_date from public.blog_posts where id = $1',
      [post.id],
    );
    expect(rows[0]?.status).toBe('published');
    expect(rows[0]?.publish_date.getTime()).toBe(at.getTime());
    const revisions = await t.db.query<{ kind: string; previous_status: string; created_by: string | null }>(
      `select kind, previous_status, created_by from public.post_revisions where post_id = $1 order by revision_number`,
      [post.id],
    );
    expect(revisions.rows.map((r) => [r.kind, r.previous_status, r.created_by])).toEqual([
      ['created', null, editor.id],
      ['published', 'scheduled', null],
    ]);
  });

  it('goes live on the running server when its time comes, and the public pages show it at once', async () => {
    const post = await schedule(new Date(Date.now() + offset + 3 * HOUR), 'Announced ahead');
    expect((await fetch(`${t.url}/blog/${post.slug}`)).status).toBe(404); // and the 404 is now cached
    offset += 4 * HOUR; // the server's clock passes the post's time …
    // … and any write through the data API makes the scheduler look (another process's: within its poll).
    await editor.client.from('blog_posts').update({ title: 'Nudge' }).eq('slug', 'no-such-post');
    await editor.client.from('blog_posts').insert({ title: 'Nudge', slug: slug() });
    await vi.waitFor(
      async () => {
        expect((await fetch(`${t.url}/blog/${post.slug}`)).status).toBe(200);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(await publicText('/sitemap.xml')).toContain(post.slug);
    expect(await publicText('/rss.xml')).toContain('Announced ahead');
  });
});
