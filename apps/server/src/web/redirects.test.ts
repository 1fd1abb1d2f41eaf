import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { startTestServer, type TestServer } from '../../test/support/test-server.ts';
import { writeWebRoutes } from '../../test/support/web-routes.ts';

const SITE = 'https://site.example';

describe.each(backends)('redirects from the table on %s', (backend) => {
  let t: TestServer;
  let dist: string;
  const get = (path: string) => fetch(`${t.url}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
    writeWebRoutes(dist);
    t = await startTestServer(backend, { SITE_URL: SITE }, { webDist: dist });
    await t.db.query(
      `insert into public.redirects (source_path, destination_url, redirect_type, is_active) values
         ('/old-page', '/blog', '301', true),
         ('/promo', 'https://example.com/offer', '302', true),
         ('/gone', '/about', '301', false),
         ('/moved/', '/services?from=moved', '308', true),
         ('/to-section', '/about#team', '302', true),
         ('/anchored', 'https://example.com/page#top', '302', true),
         ('/café-old', '/café', '302', true)`,
    );
    // Rows the rules refuse today, as they may sit in a database from before them (or written with triggers off).
    await t.db.transaction(async (tx) => {
      await tx.query(`alter table public.redirects disable trigger redirects_check_destination`);
      await tx.query(
        `insert into public.redirects (source_path, destination_url, redirect_type) values
           ('/legacy-slashes', '//evil.example/x', '302'), ('/legacy-backslash', '/\\evil.example/x', '302'),
           ('/legacy-encoded', '/%2F%2Fevil.example', '302'), ('/legacy-control', e'/a\\x01b', '302'),
           ('/legacy-own', 'HTTPS://Site.Example:443/a/../pricing?plan=pro', '302')`,
      );
      await tx.query(`alter table public.redirects enable trigger redirects_check_destination`);
    });
  });
  afterAll(async () => {
    await t.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers an active redirect with its status and destination, keeping the query string', async () => {
    const res = await get('/old-page?utm=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog?utm=x');
    const ext = await get('/promo');
    expect(ext.status).toBe(302);
    expect(ext.headers.get('location')).toBe('https://example.com/offer#');
  });

  it("another site gets neither the request's query string nor its fragment (ADR 0011)", async () => {
    // A PKCE code in the query, and an empty fragment so the browser does not carry a session's over.
    const ext = await get('/promo?code=secret&utm=x');
    expect(ext.headers.get('location')).toBe('https://example.com/offer#');
    // A destination with its own fragment already replaces the browser's.
    expect((await get('/anchored?code=secret')).headers.get('location')).toBe('https://example.com/page#top');
  });

  it("a page of this site keeps the query string before the destination's fragment; non-ASCII goes escaped", async () => {
    expect((await get('/to-section?utm=x')).headers.get('location')).toBe('/about?utm=x#team');
    expect((await get('/caf%C3%A9-old')).headers.get('location')).toBe('/caf%C3%A9');
  });

  it('a stored destination the rules refuse is never served; an absolute URL of the site is served as its path', async () => {
    for (const path of ['/legacy-slashes', '/legacy-backslash', '/legacy-encoded', '/legacy-control']) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 404, null]);
    }
    const own = await get('/legacy-own?ref=mail');
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('/pricing?plan=pro');
  });

  it('treats a trailing slash as the same path and keeps a destination query as it is', async () => {
    const res = await get('/moved?a=1');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/services?from=moved');
  });

  it('ignores inactive redirects: the app is served (its not-found page, with a 404 status)', async () => {
    const res = await get('/gone');
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('<body>app</body>');
  });

  it('counts hits', async () => {
    await get('/promo');
    await get('/promo');
    await expect
      .poll(
        async () =>
          (
            await t.db.query<{ n: number }>(
              `select hit_count as n from public.redirects where source_path = '/promo'`,
            )
          ).rows[0]?.n,
      )
      .toBeGreaterThanOrEqual(3);
  });

  it('a POST is never redirected', async () => {
    const res = await fetch(`${t.url}/old-page`, { method: 'POST', redirect: 'manual' });
    expect(res.status).not.toBe(301);
  });

  it('a redirect saved through the data API answers on the next request; switching it off too', async () => {
    expect((await get('/old-page')).status).toBe(301); // the table is loaded and fresh
    const admin = t.admin();
    const created = await admin
      .from('redirects')
      .insert({ source_path: '/just-saved', destination_url: '/contact', redirect_type: '302' });
    expect(created.error).toBeNull();
    const res = await get('/just-saved');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/contact');

    const off = await admin.from('redirects').update({ is_active: false }).eq('source_path', '/just-saved');
    expect(off.error).toBeNull();
    expect((await get('/just-saved')).status).toBe(404);
  });

  it('a refused write leaves the loaded table as it was', async () => {
    const refused = await t
      .admin()
      .from('redirects')
      .insert({ source_path: 'no-slash', destination_url: '/contact' });
    expect(refused.error?.code).toBe('23514');
    expect((await get('/old-page')).status).toBe(301);
  });
});
