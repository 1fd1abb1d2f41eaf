// Issue 13, the server's side of server-rendered pages (web/page-renderer.ts, web/spa.ts), with a stand-in
// for the web build's server entry (the real one is exercised end to end in e2e/server-rendering.spec.ts):
// the entry reads through the server's own data API in process as anon (so RLS holds: a draft is not
// found), its markup goes inside #root with the state script under the response's CSP nonce, its status
// is the response's, a rendered page is reused briefly but a write through the API shows at once, a
// failing render falls back to the app's shell, and the bundle itself is never served. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const INDEX =
  '<!doctype html><html><head><title data-ssr>Default</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

// The stand-in entry: /blog/{slug} reads the post's title through the data API (anon key, in process);
// /terms throws; every other public path renders its path. Counts its renders on globalThis.
const ENTRY = `
let setupArgs;
export function setup(options) { setupArgs = options; globalThis.__renders = 0; }
export async function render(path) {
  globalThis.__renders++;
  if (path === '/terms') throw new Error('render failed');
  const post = /^\\/blog\\/([^/]+)$/.exec(path);
  if (post) {
    const res = await setupArgs.fetch(
      setupArgs.apiUrl + '/rest/v1/blog_posts?select=title&slug=eq.' + post[1],
      { headers: { apikey: setupArgs.anonKey, authorization: 'Bearer ' + setupArgs.anonKey } },
    );
    const rows = await res.json();
    if (!Array.isArray(rows) || rows.length === 0) {
      return { status: 404, html: '<h1>Houston</h1>', state: { queries: {}, location: '/404' } };
    }
    return {
      status: 200,
      html: '<article><h1>' + rows[0].title + '</h1></article>',
      head: '<title data-ssr>' + rows[0].title + ' (head)</title>',
      state: { queries: { title: rows[0].title } },
    };
  }
  if (path === '/404') return { status: 404, html: '<h1>Houston</h1>', state: { queries: {} } };
  return { status: 200, html: '<h1>page ' + path + '</h1><p>' + setupArgs.siteName + '</p>', state: { queries: {} } };
}
`;

/** How many pages the stand-in entry has rendered (the server runs in this process). */
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe.each(backends)('server-rendered pages on %s', (backend) => {
  let t: TestServer;
  const get = async (path: string) => {
    const res = await fetch(`${t.url}${path}`);
    return {
      status: res.status,
      html: await res.text(),
      csp: res.headers.get('content-security-policy') ?? '',
    };
  };

  beforeAll(async () => {
    // The server's clock stands still: a cached page can only go because of a write, never because time
    // passed, so counting renders says exactly what was rebuilt.
    t = await startWebHost(
      backend,
      { SITE_NAME: 'Adv', SITE_URL: 'https://advisory.example' },
      INDEX,
      { '.ssr/entry-server.js': ENTRY },
      () => 0,
    );
    await t.db.query(
      `insert into public.blog_posts (title, slug, status, publish_date) values
        ('Rendered title', 'rendered', 'published', now()), ('Secret draft', 'secret', 'draft', now())`,
    );
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('puts the rendered markup inside #root and the state in a JSON data block (no inline script)', async () => {
    const page = await get('/about');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"><h1>page /about</h1><p>Adv</p></div>');
    expect(page.html).toContain('<script type="application/json" id="ssr-state">{"queries":{}}</script>');
    expect(page.html).not.toMatch(/<script(?![^>]*(?:type="application\/(?:ld\+)?json"|src=))[^>]*>/);
    expect(page.csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('sends the same compressed bytes to every visitor, and plain HTML to a client that accepts none', async () => {
    const bodies = await Promise.all(
      [1, 2].map(async () => {
        const res = await fetch(`${t.url}/about`, { headers: { 'accept-encoding': 'br' } });
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(res.headers.get('vary')).toContain('Accept-Encoding');
        return res.text();
      }),
    );
    expect(bodies[0]).toBe(bodies[1]);
    const gz = await fetch(`${t.url}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(bodies[0]);
    const plain = await fetch(`${t.url}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bodies[0]);
  });

  it('reads a post as anon through the data API, so a draft is a 404 with the not-found page', async () => {
    const post = await get('/blog/rendered');
    expect(post.status).toBe(200);
    expect(post.html).toContain('<article><h1>Rendered title</h1></article>');
    const draft = await get('/blog/secret');
    expect(draft.status).toBe(404);
    expect(draft.html).toContain('<div id="root"><h1>Houston</h1></div>');
    expect(draft.html).toContain('"location":"/404"');
    expect(draft.html).not.toContain('Secret draft');
  });

  it('writes the head the render built into <head>, in place of the default title', async () => {
    const { html } = await get('/blog/rendered');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title data-ssr>Rendered title (head)</title>');
    expect(head).not.toContain('Default');
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('a page whose render brings no head keeps the default one', async () => {
    const { html } = await get('/about');
    expect(html).toContain('<title data-ssr>Default</title>');
  });

  it('renders every unknown path once, as the not-found page with a 404', async () => {
    const before = renders();
    const a = await get('/no-such-page');
    const b = await get('/another-missing-page');
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.html).toContain('<div id="root"><h1>Houston</h1></div>');
    const after = renders();
    expect(after - before).toBeLessThanOrEqual(1);
  });

  it('renders the not-found page once for any number of unknown post slugs', async () => {
    const first = await get('/blog/no-such-post-0');
    const before = renders();
    for (let i = 1; i <= 20; i++) {
      const page = await get(`/blog/no-such-post-${i}`);
      expect(page.status).toBe(404);
      // The same bytes for every one: the app's not-found page, moved to /404 as the app would.
      expect(page.html).toBe(first.html);
    }
    expect(first.html).toContain('<div id="root"><h1>Houston</h1></div>');
    expect(first.html).toContain('"location":"/404"');
    expect(renders() - before).toBe(0);
    // A post published meanwhile is found at once (the write drops the unknown slugs too).
    expect(
      (
        await t.admin().from('blog_posts').insert({
          title: 'Now here',
          slug: 'no-such-post-7',
          status: 'published',
          publish_date: new Date().toISOString(),
        })
      ).error,
    ).toBeNull();
    expect((await get('/blog/no-such-post-7')).html).toContain('<h1>Now here</h1>');
    expect((await get('/blog/no-such-post-8')).status).toBe(404);
  });

  it('shares one page among all paths in the signed-in areas, so they never push out the public pages', async () => {
    await get('/about');
    const before = renders();
    // More unique paths than the page cache holds (500): each would be an entry of its own otherwise.
    for (let i = 0; i < 501; i++) expect((await get(`/admin/posts/${i}`)).status).toBe(200);
    await get('/about');
    expect(renders() - before).toBe(0);
  });

  it('keeps its pages when a write through the API changes no row', async () => {
    await get('/about');
    const before = renders();
    const admin = t.admin();
    const unchanged = [
      // An empty PATCH, a PATCH and a DELETE matching nothing (as RLS makes them for a caller who may
      // touch no row), on the tables whose writes drop the pages.
      await admin.from('blog_posts').update({}).eq('slug', 'rendered'),
      await admin.from('blog_posts').update({ title: 'Nobody' }).eq('slug', 'no-such-post'),
      await admin.from('blog_posts').delete().eq('slug', 'no-such-post'),
      await admin.from('profiles').update({ full_name: 'Nobody' }).eq('username', 'no-such-user'),
    ];
    expect(unchanged.map((r) => [r.error, r.status])).toEqual(unchanged.map(() => [null, 204]));
    expect((await get('/about')).status).toBe(200);
    expect(renders() - before).toBe(0);
    // A write that changes a row drops them.
    expect(
      (await admin.from('blog_posts').update({ title: 'Rendered title' }).eq('slug', 'rendered')).error,
    ).toBeNull();
    await get('/about');
    expect(renders() - before).toBe(1);
  });

  it('reuses a rendered page, but a write through the API shows on the next request', async () => {
    await get('/blog/rendered');
    const before = renders();
    await get('/blog/rendered');
    await get('/blog/rendered');
    expect(renders() - before).toBe(0);
    const admin = t.admin();
    expect(
      (await admin.from('blog_posts').update({ title: 'Retitled' }).eq('slug', 'rendered')).error,
    ).toBeNull();
    expect((await get('/blog/rendered')).html).toContain('<h1>Retitled</h1>');
  });

  it('falls back to the app’s shell when rendering fails', async () => {
    const page = await get('/terms');
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('id="ssr-state"');
  });

  it('never renders the signed-in areas on the server', async () => {
    const page = await get('/admin/posts');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('keeps the signed-in areas out of shared caches and search results; public pages stay cacheable', async () => {
    for (const path of [
      '/admin/posts',
      '/education',
      '/preview/posts/0b5e0c1e-0000-4000-8000-000000000000',
    ]) {
      const res = await fetch(`${t.url}${path}`);
      await res.text();
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    const res = await fetch(`${t.url}/blog/rendered`);
    await res.text();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it('does not serve the server-rendering bundle', async () => {
    const res = await get('/.ssr/entry-server.js');
    expect(res.html).not.toContain('setupArgs');
    expect(res.status).toBe(404);
  });
});
