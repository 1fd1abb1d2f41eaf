import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { startTestServer, type TestServer } from '../../test/support/test-server.ts';

describe.each(backends)('sitemap, RSS and robots on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { SITE_URL: 'https://advisory.example' });
    await t.db.query(
      `insert into public.blog_posts (title, slug, excerpt, status, publish_date) values
         ('Treasury <basics> & more', 'treasury-basics', 'Why "cold" storage', 'published', now() - interval '1 day'),
         ('Newest post', 'newest-post', null, 'published', now()),
         ('Secret draft', 'secret-draft', null, 'draft', null)`,
    );
  });
  afterAll(() => t.stop());

  it('the sitemap lists the public pages and published posts only, with SITE_URL links', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const body = await res.text();
    expect(body).toContain('<loc>https://advisory.example/glossary</loc>');
    expect(body).toContain('<loc>https://advisory.example/blog/treasury-basics</loc>');
    expect(body).not.toContain('secret-draft');
  });

  it('the RSS feed lists published posts newest first, escaped', async () => {
    const res = await fetch(`${t.url}/rss.xml`);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const body = await res.text();
    expect(body.indexOf('newest-post')).toBeLessThan(body.indexOf('treasury-basics'));
    expect(body).toContain('Treasury &#60;basics&#62; &#38; more');
    expect(body).not.toContain('<basics>');
    expect(body).not.toContain('secret-draft');
  });

  it('robots.txt keeps crawlers out of the private areas and points at the sitemap', async () => {
    const body = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain('Sitemap: https://advisory.example/sitemap.xml');
  });
});
