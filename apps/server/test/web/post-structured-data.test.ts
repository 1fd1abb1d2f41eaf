// Issue 13, structured data in the server HTML: a post's raw HTML (what a crawler reads without running
// JavaScript) carries its Article — headline, author's public name, dates, the social card — and a
// BreadcrumbList Home › Blog › post; author text cannot break out of the data block. Both databases.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const SITE_URL = 'https://advisory.example';
const TITLE = 'Custody </script><script>alert(1)</script> basics';

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script data-ssr(?:-ld)? type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

describe.each(backends)('post structured data on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startWebHost(
      backend,
      { SITE_URL, SITE_NAME: 'Satoshi Advisory' },
      undefined,
      {},
      undefined,
      true,
    );
    const author = randomUUID();
    await t.db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
       values ($1, 'authenticated', 'authenticated', 'writer@example.test', '{"full_name":"Ada Writer"}', now())`,
      [author],
    );
    await t.db.query(
      `insert into public.blog_posts (title, slug, excerpt, status, author_id, publish_date) values
         ($1, 'structured', 'Keys, explained.', 'published', $2, '2026-01-05T10:00:00Z'),
         ('Anonymous', 'no-author', null, 'published', null, '2026-02-01T00:00:00Z')`,
      [TITLE, author],
    );
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('an Article and a BreadcrumbList, in the raw HTML, with the author and the card', async () => {
    const html = await (await fetch(`${t.url}/blog/structured`)).text();
    // The title's markup stays inside the data block (one closing tag per block, no injected script).
    expect(html).not.toContain('<script>alert(1)</script>');
    const url = `${SITE_URL}/blog/structured`;
    const [article, crumbs] = jsonLdOf(html);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: TITLE,
      description: 'Keys, explained.',
      author: { '@type': 'Person', name: 'Ada Writer' },
      publisher: { '@type': 'Organization', name: 'Satoshi Advisory' },
      datePublished: '2026-01-05T10:00:00.000Z',
      image: `${SITE_URL}/social/blog/structured.png`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE_URL}/blog` },
        { '@type': 'ListItem', position: 3, name: TITLE, item: url },
      ],
    });
  });

  it('a post without an author credits the firm', async () => {
    const [article] = jsonLdOf(await (await fetch(`${t.url}/blog/no-author`)).text());
    expect(article?.author).toEqual({ '@type': 'Organization', name: 'Satoshi Advisory' });
  });
});
