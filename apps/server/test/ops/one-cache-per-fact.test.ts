// One cache per fact (issue 29): a built page is the only cached copy of a post's head. The post-head cache only
// tells which slugs name a post (so unknown slugs share one not-found page); a page that is built reads its post
// afresh, so a page never pairs a new body with an older head, whatever else was dropped in between. The clock is
// held still: nothing ages out during the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

describe.each(backends)('a built page on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    const now = Date.now();
    t = await startWebHost(backend, {}, undefined, {}, () => now, true);
  });
  afterAll(() => t?.stop());

  it('takes its post head from the database when it is built, not from an older cached head', async () => {
    const slug = `one-cache-${Date.now().toString(36)}`;
    const { data, error } = await t
      .admin()
      .from('blog_posts')
      .insert({
        title: 'Old title',
        slug,
        content: '<p>Body</p>',
        status: 'published',
        publish_date: new Date().toISOString(),
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const page = () => fetch(`${t.url}/blog/${slug}`).then((r) => r.text());
    expect(await page()).toContain('<title data-ssr>Old title');

    // Renamed behind the API's back (no drop announced on PGlite), then the built pages are dropped by a write
    // that concerns only them (an author's name): the next build must not take the old title from anywhere.
    await t.db.query(`update public.blog_posts set title = 'New title' where id = $1`, [data!.id]);
    const { data: user } = await t.admin().auth.admin.createUser({
      email: `${slug}@example.com`,
      password: 'a-long-password-1',
      email_confirm: true,
    });
    const { data: renamed } = await t
      .admin()
      .from('profiles')
      .update({ bio: 'Writes about custody' })
      .eq('user_id', user.user!.id)
      .select('user_id');
    expect(renamed).toHaveLength(1);
    const after = await page();
    expect(after).toContain('<title data-ssr>New title');
    expect(after).toContain('"headline":"New title"');
    expect(after).not.toContain('Old title');
  });
});
