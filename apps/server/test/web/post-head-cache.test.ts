// A post's server-rendered head is reused for a few seconds (issue 13's server bench: the page costs a
// query otherwise), but a write through the data API shows on the very next request: a retitled post has
// its new title, an unpublished one answers 404, a newly published one appears. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

describe.each(backends)('cached post heads on %s', (backend) => {
  let t: TestServer;
  const page = (slug: string) => fetch(`${t.url}/blog/${slug}`);
  const titleOf = async (res: Response) => /<title data-ssr>([^<]*)<\/title>/.exec(await res.text())?.[1];

  beforeAll(async () => {
    t = await startWebHost(backend, { SITE_NAME: 'Adv' }, undefined, {}, undefined, true);
    await t.db.query(
      `insert into public.blog_posts (title, slug, status, publish_date) values ('First title', 'cached', 'published', now())`,
    );
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a post retitled, unpublished and republished through the API shows so on the next request', async () => {
    expect(await titleOf(await page('cached'))).toBe('First title | Adv');
    const admin = t.admin();
    expect(
      (await admin.from('blog_posts').update({ title: 'Second title' }).eq('slug', 'cached')).error,
    ).toBeNull();
    expect(await titleOf(await page('cached'))).toBe('Second title | Adv');

    expect(
      (await admin.from('blog_posts').update({ status: 'draft' }).eq('slug', 'cached')).error,
    ).toBeNull();
    expect((await page('cached')).status).toBe(404);
    expect(
      (await admin.from('blog_posts').update({ status: 'published' }).eq('slug', 'cached')).error,
    ).toBeNull();
    expect((await page('cached')).status).toBe(200);
  });

  it('a refused write changes nothing that is served', async () => {
    const refused = await t.admin().from('blog_posts').update({ slug: 'Not A Slug' }).eq('slug', 'cached');
    expect(refused.error?.code).toBe('23514');
    expect((await page('cached')).status).toBe(200);
  });
});
