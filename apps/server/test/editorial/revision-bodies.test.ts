// A published revision records the body its public page showed: the server renders it with the web build's server
// entry (renderPostBody: the page's own sanitizer) right after the change. Here the entry is a stand-in
// whose rendering is recognisable; without an entry (no web build) the bodies simply wait.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const ENTRY = `
export function setup() {}
export async function render() { return null; }
export function renderPostBody(html) { return '<div class="rendered">' + html.replace(/<script[^>]*>.*?<\\/script>/g, '') + '</div>'; }
`;

describe.each(backends)('revision bodies on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;

  beforeAll(async () => {
    t = await startWebHost(backend, {}, undefined, { '.ssr/entry-server.js': ENTRY });
    editor = await signedInUser(t, 'editor');
  });
  afterAll(async () => t?.stop());

  it('fills in each new published revision with the body as the public page renders it, once', async () => {
    // A draft's revision is never shown as a page (the archive reads published versions only): no render.
    const learner = await signedInUser(t, 'contributor');
    const draft = await learner.client
      .from('blog_posts')
      .insert({ title: 'Draft', slug: `draft-${Date.now()}`, content: '<p>Draft</p>' })
      .select('id')
      .single();
    if (draft.error) throw draft.error;
    const { data, error } = await editor.client
      .from('blog_posts')
      .insert({
        title: 'Rendered',
        slug: `rendered-${Date.now()}`,
        content: '<p>Hi</p><script>x()</script>',
        status: 'published',
      })
      .select('id,version')
      .single();
    if (error) throw error;
    const post = data as { id: string; version: number };
    const updated = await editor.client
      .from('blog_posts')
      .update({ content: '<p>Hello</p>', version: post.version })
      .eq('id', post.id);
    if (updated.error) throw updated.error;
    const bodies = async () =>
      (
        await t.db.query<{ rendered_html: string | null }>(
          'select rendered_html from public.post_revisions where post_id = $1 order by revision_number',
          [post.id],
        )
      ).rows.map((r) => r.rendered_html);
    await vi.waitFor(async () => expect((await bodies()).every((b) => b !== null)).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    expect(await bodies()).toEqual([
      '<div class="rendered"><p>Hi</p></div>',
      '<div class="rendered"><p>Hello</p></div>',
    ]);
    const read = await editor.client.from('post_revisions').select('rendered_html').eq('post_id', post.id);
    expect(read.data).toHaveLength(2);
    const unrendered = await t.db.query(
      'select rendered_html from public.post_revisions where post_id = $1',
      [(draft.data as { id: string }).id],
    );
    expect(unrendered.rows).toEqual([{ rendered_html: null }]);
  });
});
