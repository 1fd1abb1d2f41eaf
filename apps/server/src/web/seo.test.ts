import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { loadAppEntry } from '../../test/support/app-entry.ts';
import { startTestServer, type TestServer } from '../../test/support/test-server.ts';
import { writeWebRoutes } from '../../test/support/web-routes.ts';

const { DOMParser } = new JSDOM('').window;

/** A strict XML parse of `body` (jsdom's DOMParser): the parser's error, or the document. */
function parseXml(body: string): Document {
  const doc = new DOMParser().parseFromString(body, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

// Characters XML 1.0 forbids that PostgreSQL stores in text (NUL and lone surrogates it refuses itself).
const CONTROL_TITLE = 'Bell\u0007 tab\u000B feed\u000C esc\u001B end\uFFFE\uFFFF';

describe.each(backends)('sitemap, RSS and robots on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { SITE_URL: 'https://advisory.example' });
    await t.db.query(
      `insert into public.blog_posts (title, slug, excerpt, status, publish_date) values
         ('Treasury <basics> & more', 'treasury-basics', 'Why "cold" storage', 'published', now() - interval '1 day'),
         ('Newest post', 'newest-post', null, 'published', now()),
         ($1, 'control-characters', $1, 'published', now() - interval '2 days'),
         ('Secret draft', 'secret-draft', null, 'draft', null)`,
      [CONTROL_TITLE],
    );
  });
  afterAll(() => t.stop());

  it('both feeds stay well-formed XML when a stored title holds characters XML forbids', async () => {
    const rss = parseXml(await (await fetch(`${t.url}/rss.xml`)).text());
    const titles = [...rss.getElementsByTagName('title')].map((el) => el.textContent);
    expect(titles).toContain('Bell tab feed esc end');
    expect([...rss.getElementsByTagName('description')].map((el) => el.textContent)).toContain(
      'Bell tab feed esc end',
    );
    const sitemap = parseXml(await (await fetch(`${t.url}/sitemap.xml`)).text());
    expect([...sitemap.getElementsByTagName('loc')].map((el) => el.textContent)).toContain(
      'https://advisory.example/blog/control-characters',
    );
  });

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
    expect(body).toContain('Disallow: /preview');
    expect(body).toContain('Sitemap: https://advisory.example/sitemap.xml');
  });
});

describe.each(backends)('server-rendered page heads and statuses on %s', (backend) => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title data-ssr>Default</title><meta data-ssr name="description" content="default"></head><body>app</body></html>',
    );
    writeWebRoutes(dist);
    t = await startTestServer(
      backend,
      { SITE_URL: 'https://advisory.example' },
      { webDist: dist, ssrEntry: loadAppEntry },
    );
    await t.db.query(
      `insert into public.blog_posts (title, slug, excerpt, meta_description, status, publish_date) values
         ('Custody "101" <basics>', 'custody-101', 'An excerpt', null, 'published', now()),
         ('Hidden draft', 'hidden-draft', 'Draft excerpt', null, 'draft', null)`,
    );
  });
  afterAll(async () => {
    await t.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('a published post gets its title, description, canonical link and social tags, escaped', async () => {
    const res = await fetch(`${t.url}/blog/custody-101`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<title data-ssr>Custody &#34;101&#34; &#60;basics&#62; | Bitcoin Advisory</title>',
    );
    expect(html).toContain('<meta data-ssr name="description" content="An excerpt">');
    expect(html).toContain(
      '<link data-ssr rel="canonical" href="https://advisory.example/blog/custody-101">',
    );
    expect(html).toContain('property="og:type" content="article"');
    expect(html).not.toContain('Default');
  });

  it('a draft or missing post, and an unknown path, answer 404 with the app (which shows its not-found page)', async () => {
    for (const path of ['/blog/hidden-draft', '/blog/no-such-post', '/no/such/page']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<body>app</body>');
      expect(html).not.toContain('Draft excerpt');
    }
  });

  it('known pages and the signed-in areas answer 200', async () => {
    for (const path of ['/', '/glossary', '/blog', '/admin/posts', '/education/module/x']) {
      expect((await fetch(`${t.url}${path}`)).status, path).toBe(200);
    }
  });
});
