// Issue 23, covers where a post is shared: a post with a cover names the cover's 1200×630 crop (absolute,
// on SITE_URL, in the file's own format) as og:image and twitter:image with the cover's alt text, in its
// Article data, and in the RSS feed as Media RSS; the crop URL answers with the image. A post without a
// cover keeps its drawn social card. The real server over HTTP, on both databases.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';

const SITE_URL = 'https://advisory.example';
const COVER = 'covers/vault & door.jpg';
const COVER_URL = `${SITE_URL}/storage/v1/render/image/public/media/covers/vault%20%26%20door.jpg?width=1200&height=630&resize=cover&format=origin`;
const SMALL = 'covers/small.png';

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script data-ssr(?:-ld)? type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

describe.each(backends)('post cover images on %s', (backend) => {
  let t: TestServer;
  let storageDir: string;
  let staff: SignedInUser;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'cover-storage-'));
    t = await startWebHost(
      backend,
      { SITE_URL, SITE_NAME: 'Satoshi Advisory', STORAGE_DIR: storageDir },
      undefined,
      {},
      undefined,
      true,
    );
    staff = await signedInUser(t, 'editor');
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#f7931a' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (const [path, bytes, type, width, height] of [
      [COVER, jpeg, 'image/jpeg', 1600, 1000],
      [SMALL, png, 'image/png', 800, 500],
    ] as const) {
      const up = await staff.client.storage
        .from('media')
        .upload(path, bytes, { contentType: type, metadata: { width, height } });
      expect(up.error).toBeNull();
    }
    await t.db.query(
      `insert into public.blog_posts (title, slug, status, publish_date, cover_image_path, cover_image_alt) values
         ('Vaults', 'with-cover', 'published', '2026-02-01T10:00:00Z', $1, 'A steel <vault> door'),
         ('Small picture', 'small-cover', 'published', '2026-01-20T10:00:00Z', $2, 'A blue square'),
         ('Plain', 'no-cover', 'published', '2026-01-10T10:00:00Z', null, null)`,
      [COVER, SMALL],
    );
  });
  afterAll(async () => {
    await t?.stop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('a cover without alt text is refused in words the post form recognises', async () => {
    const { error } = await staff.client
      .from('blog_posts')
      .insert({ title: 'No alt', slug: 'no-alt', cover_image_path: COVER, cover_image_alt: '  ' });
    expect(error?.code).toBe('23514');
    // Named as the post form recognises it (apps/web's isMissingCoverAlt reads the constraint from the message).
    expect(error?.message).toMatch(/\bconstraint "blog_posts_cover_image_alt_required"/);
  });

  it("the post head names the cover's crop and its alt text; no size it cannot promise", async () => {
    const html = await (await fetch(`${t.url}/blog/with-cover`)).text();
    const url = COVER_URL.replaceAll('&', '&#38;');
    expect(html).toContain(`<meta data-ssr property="og:image" content="${url}">`);
    expect(html).toContain('<meta data-ssr property="og:image:alt" content="A steel &#60;vault&#62; door">');
    expect(html).toContain('<meta data-ssr name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta data-ssr name="twitter:image" content="${url}">`);
    expect(html).toContain('<meta data-ssr name="twitter:image:alt" content="A steel &#60;vault&#62; door">');
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:type');
    expect(html).not.toContain('/social/blog/');
    const article = jsonLdOf(html).find((d) => d['@type'] === 'Article');
    expect(article?.image).toBe(COVER_URL);
  });

  it('a post without a cover keeps its drawn card', async () => {
    const html = await (await fetch(`${t.url}/blog/no-cover`)).text();
    const card = `${SITE_URL}/social/blog/no-cover.png`;
    expect(html).toContain(`<meta data-ssr property="og:image" content="${card}">`);
    expect(html).toContain('<meta data-ssr property="og:image:type" content="image/png">');
    expect(html).toContain(`<meta data-ssr name="twitter:image" content="${card}">`);
    expect(html).toContain('<meta data-ssr name="twitter:image:alt" content="Plain">');
    expect(jsonLdOf(html).find((d) => d['@type'] === 'Article')?.image).toBe(card);
  });

  it('the crop answers with a 1200×630 image in the original format', async () => {
    const res = await fetch(COVER_URL.replace(SITE_URL, t.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1200, height: 630 });
  });

  it('the feed carries each cover as media:content (escaped), with its type and the crop size', async () => {
    const res = await fetch(`${t.url}/rss.xml`);
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">');
    const item = (slug: string) =>
      [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]).find((i) => i.includes(`/blog/${slug}<`));
    expect(item('with-cover')).toContain(
      `<media:content url="${COVER_URL.replaceAll('&', '&#38;')}" medium="image" type="image/jpeg" width="1200" height="630">` +
        '<media:description type="plain">A steel &#60;vault&#62; door</media:description></media:content>',
    );
    // Never enlarged: an 800×500 file is smaller than the box both ways, so its "crop" is the file itself,
    // and the feed says the size the crop's URL really answers with.
    expect(item('small-cover')).toContain('medium="image" type="image/png" width="800" height="500">');
    const small = await fetch(
      `${t.url}/storage/v1/render/image/public/media/covers/small.png?width=1200&height=630&resize=cover&format=origin`,
    );
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 800, height: 500 });
    expect(item('no-cover')).not.toContain('media:content');
  });
});
