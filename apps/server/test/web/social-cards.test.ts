// Issue 13, sharing: a published post has a 1200×630 PNG card at a stable URL, named in the post's
// server-rendered head (og:image, twitter:image); drafts and unknown slugs have none; a client revalidates
// by ETag, and an edited title gives a new card. The real server over HTTP, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const SITE_URL = 'https://advisory.example';

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

describe.each(backends)('social cards on %s', (backend) => {
  let t: TestServer;
  const card = (slug: string, init?: RequestInit) => fetch(`${t.url}/social/blog/${slug}.png`, init);

  beforeAll(async () => {
    t = await startWebHost(
      backend,
      { SITE_URL, SITE_NAME: 'Satoshi Advisory' },
      undefined,
      {},
      undefined,
      true,
    );
    await t.db.query(
      `insert into public.blog_posts (title, slug, status, publish_date) values
         ('Custody for treasurers', 'custody-card', 'published', '2026-01-05T10:00:00Z'),
         ('Not yet', 'draft-card', 'draft', null)`,
    );
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("a published post's card: a 1200×630 PNG, cacheable, with an ETag", async () => {
    const res = await card('custody-card');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const again = await card('custody-card', { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('the longest title the database allows, one unbroken word of the widest letter, has its card', async () => {
    await t.db.query(
      `insert into public.blog_posts (title, slug, status) values ($1, 'widest-card', 'published')`,
      ['W'.repeat(200)],
    );
    const res = await card('widest-card');
    expect(res.status).toBe(200);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('the post head names the card for link previews (absolute URL, size, large-image Twitter card)', async () => {
    const html = await (await fetch(`${t.url}/blog/custody-card`)).text();
    const url = `${SITE_URL}/social/blog/custody-card.png`;
    expect(html).toContain(`<meta data-ssr property="og:image" content="${url}">`);
    expect(html).toContain('<meta data-ssr property="og:image:width" content="1200">');
    expect(html).toContain('<meta data-ssr property="og:image:height" content="630">');
    expect(html).toContain('<meta data-ssr property="og:image:alt" content="Custody for treasurers">');
    expect(html).toContain('<meta data-ssr name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta data-ssr name="twitter:image" content="${url}">`);
  });

  it('an edited title gives a new card under the same URL (new ETag, other pixels)', async () => {
    const before = await card('custody-card');
    const beforeBytes = Buffer.from(await before.arrayBuffer());
    await t.db.query(`update public.blog_posts set title = 'Custody, revised' where slug = 'custody-card'`);
    const after = await card('custody-card', {
      headers: { 'If-None-Match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(Buffer.from(await after.arrayBuffer()).equals(beforeBytes)).toBe(false);
  });

  it.each([
    ['a draft', 'draft-card'],
    ['an unknown slug', 'no-such-post'],
    ['an over-long slug', 'x'.repeat(300)],
  ])('%s has no card: 404 JSON, not cached', async (_what, slug) => {
    const res = await card(slug);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ code: 'not_found', message: 'No published post has this card.' });
  });
});
