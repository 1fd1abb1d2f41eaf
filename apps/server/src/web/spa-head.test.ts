// The served index.html: stored values spliced into the head stay literal (String.replace patterns such
// as `$&` are not expanded), and the run-time config is a JSON data block: no inline script runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { loadAppEntry } from '../../test/support/app-entry.ts';
import { startTestServer, type TestServer } from '../../test/support/test-server.ts';
import { writeWebRoutes } from '../../test/support/web-routes.ts';

const INDEX =
  '<!doctype html><html><head><title data-ssr>Default</title><meta data-ssr name="description" content="default">' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

// Every special replacement pattern of String.prototype.replace, in a post's stored fields.
const META_TITLE = "Price $& $` $' $$ $1 $<name>";
const META_DESCRIPTION = "Costs $' and $` — $& too";
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const cspOf = (res: Response) => res.headers.get('content-security-policy') ?? '';
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe.each(backends)('served index.html on %s', (backend) => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeWebRoutes(dist);
    // The app's own render (from source) writes the page's head, as the built entry would.
    t = await startTestServer(
      backend,
      { SITE_URL: 'https://advisory.example', SITE_NAME: "Adv $& $' Co" },
      { webDist: dist, ssrEntry: loadAppEntry },
    );
    await t.db.query(
      `insert into public.blog_posts (title, slug, meta_title, meta_description, status, publish_date)
       values ('Dollar signs', 'dollar-signs', $1, $2, 'published', now())`,
      [META_TITLE, META_DESCRIPTION],
    );
  });
  afterAll(async () => {
    await t.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("a post's meta title and description with $&, $` and $' appear literally in the head", async () => {
    const res = await fetch(`${t.url}/blog/dollar-signs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = `${META_TITLE} | Adv $& $' Co`;
    expect(html).toContain(`<title data-ssr>${esc(title)}</title>`);
    expect(html).toContain(`<meta data-ssr name="description" content="${esc(META_DESCRIPTION)}">`);
    expect(html).toContain(`<meta data-ssr property="og:title" content="${esc(title)}">`);
    // Nothing was expanded: the document is still one head, one body, one title, the defaults gone.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/<!doctype/gi)).toHaveLength(1);
    expect(html).not.toContain('Default');
    // One body: the page rendered into the one #root.
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toMatch(/<div id="root">.*Dollar signs.*<\/div><\/body><\/html>$/s);
  });

  it('the site name with $& reaches the run-time config literally', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    expect(html).toContain(`"siteName":"Adv $& $' Co"`);
    // The home page's own title (public-heads.ts), the site name escaped and not expanded.
    expect(html).toContain(`<title data-ssr>Bitcoin for Business | ${esc("Adv $& $' Co")}</title>`);
    // A signed-in area keeps index.html's default head.
    expect(await (await fetch(`${t.url}/admin`)).text()).toContain('<title data-ssr>Default</title>');
  });

  it('the run-time config is a JSON data block, never a script that runs', async () => {
    for (const path of ['/', '/blog/dollar-signs', '/no/such/page', '/admin']) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      const block = /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(block ?? 'null'), path).toMatchObject({ siteName: "Adv $& $' Co" });
      // Every script is an external file or data (JSON, JSON-LD): nothing inline that could run.
      expect(html, path).not.toMatch(/<script(?![^>]*(?:type="application\/(?:ld\+)?json"|src=))[^>]*>/);
    }
  });

  it('the page CSP allows no inline script, no plugins, no <base>, no framing', async () => {
    const csp = cspOf(await fetch(`${t.url}/about`));
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('API answers carry no CSP (JSON is never rendered as a page)', async () => {
    const res = await fetch(`${t.url}/rest/v1/blog_posts?select=slug`, { headers: { apikey: t.anonKey } });
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
