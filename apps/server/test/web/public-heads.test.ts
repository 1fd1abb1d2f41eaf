// Issue 13, every public page's head in its raw HTML (what a crawler or a link preview reads without
// running JavaScript): its own title, description, canonical, Open Graph and Twitter tags from the app's
// route manifest, JSON-LD where the page has some (the firm on / and /about, the glossary's
// DefinedTermSet, a term's DefinedTerm), noindex on sign-in and not-found; one page per glossary term, an
// unknown term a 404 with the not-found head; the sitemap lists the term pages. Both databases.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesFile } from '../../../web/build/emit-routes.ts';
import { feedRoutes } from '../../src/web/feeds.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';
import { writeWebRoutes } from '../support/web-routes.ts';

const SITE_URL = 'https://advisory.example';
const SITE_NAME = 'Satoshi Advisory';
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// The app's route manifest, the firm's facts and the glossary, as the build hands them to the server.
const { routes, site } = routesFile();
const firm = site.firm;
const GLOSSARY_TERMS = site.glossary.terms;

/** The manifest's head for a path pattern (the one source the page and the server both read). */
function metaOf(path: string) {
  const meta = routes.find((r) => r.path === path)?.meta;
  if (!meta) throw new Error(`no meta for ${path}`);
  return meta;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script data-ssr(?:-ld)? type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

function expectHead(html: string, title: string, description: string, url: string) {
  const full = `${title} | ${SITE_NAME}`;
  expect(html).toContain(`<title data-ssr>${esc(full)}</title>`);
  expect(html).toContain(`<meta data-ssr name="description" content="${esc(description)}">`);
  expect(html).toContain(`<link data-ssr rel="canonical" href="${url}">`);
  expect(html).toContain(`<meta data-ssr property="og:title" content="${esc(full)}">`);
  expect(html).toContain(`<meta data-ssr property="og:description" content="${esc(description)}">`);
  expect(html).toContain(`<meta data-ssr property="og:url" content="${url}">`);
  expect(html).toContain(`<meta data-ssr property="og:type" content="website">`);
  expect(html).toContain(`<meta data-ssr property="og:site_name" content="${SITE_NAME}">`);
  expect(html).toContain(`<meta data-ssr name="twitter:card" content="summary">`);
  expect(html).toContain(`<meta data-ssr name="twitter:title" content="${esc(full)}">`);
  // index.html's default title and description are gone: one of each.
  expect(html.match(/<title/g)).toHaveLength(1);
  expect(html.match(/name="description"/g)).toHaveLength(1);
  expect(html).not.toContain('Default');
}

describe.each(backends)('public pages’ heads on %s', (backend) => {
  let t: TestServer;
  const get = async (path: string) => {
    const res = await fetch(`${t.url}${path}`);
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    t = await startWebHost(backend, { SITE_URL, SITE_NAME }, undefined, {}, undefined, true);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it.each(['/', '/services', '/glossary', '/about', '/contact', '/privacy', '/terms', '/blog'])(
    '%s carries its own title, description, canonical, Open Graph and Twitter tags',
    async (path) => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      const meta = metaOf(path);
      expectHead(html, meta.title, meta.description, `${SITE_URL}${path}`);
      expect(html).not.toContain('name="robots"');
    },
  );

  it('/auth is kept out of search results', async () => {
    const { status, html } = await get('/auth');
    expect(status).toBe(200);
    expectHead(html, 'Sign In', metaOf('/auth').description, `${SITE_URL}/auth`);
    expect(html).toContain('<meta data-ssr name="robots" content="noindex">');
  });

  it.each(['/no/such/page', '/glossary/no-such-term', '/blog/no-such-post'])(
    '%s answers 404 with the not-found head (noindex)',
    async (path) => {
      const { status, html } = await get(path);
      expect(status).toBe(404);
      expectHead(html, 'Page not found', metaOf('*').description, `${SITE_URL}/404`);
      expect(html).toContain('<meta data-ssr name="robots" content="noindex">');
      expect(jsonLdOf(html)).toEqual([]);
    },
  );

  it.each(['/', '/about'])(
    '%s describes the firm as an Organization and a FinancialService',
    async (path) => {
      const [org, service] = jsonLdOf((await get(path)).html);
      const address = {
        '@type': 'PostalAddress',
        streetAddress: firm.address.street,
        addressLocality: firm.address.locality,
        addressRegion: firm.address.region,
        postalCode: firm.address.postalCode,
        addressCountry: firm.address.country,
      };
      expect(org).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${SITE_URL}/#organization`,
        name: SITE_NAME,
        legalName: firm.legalName,
        url: `${SITE_URL}/`,
        address,
      });
      expect(service).toMatchObject({
        '@type': 'FinancialService',
        name: SITE_NAME,
        legalName: firm.legalName,
        address,
        parentOrganization: { '@id': `${SITE_URL}/#organization` },
      });
    },
  );

  it('pages without structured data of their own carry none', async () => {
    for (const path of ['/services', '/contact', '/privacy', '/auth'])
      expect(jsonLdOf((await get(path)).html), path).toEqual([]);
  });

  it('/glossary is a DefinedTermSet of every term, each with its own page', async () => {
    const [set] = jsonLdOf((await get('/glossary')).html);
    expect(set).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DefinedTermSet',
      '@id': `${SITE_URL}/glossary`,
      name: 'Bitcoin Glossary',
    });
    const terms = set?.hasDefinedTerm as { name: string; url: string; description: string }[];
    expect(terms.map((d) => d.name)).toEqual(GLOSSARY_TERMS.map((g) => g.term));
    expect(terms).toContainEqual(
      expect.objectContaining({
        '@type': 'DefinedTerm',
        name: 'Dollar-Cost Averaging',
        url: `${SITE_URL}/glossary/dollar-cost-averaging`,
      }),
    );
  });

  it('a term page has its own title, description, canonical and DefinedTerm', async () => {
    const hodl = GLOSSARY_TERMS.find((g) => g.term === 'HODL');
    if (!hodl) throw new Error('HODL is a built-in term');
    const { status, html } = await get('/glossary/hodl');
    expect(status).toBe(200);
    const url = `${SITE_URL}/glossary/hodl`;
    expectHead(html, 'HODL — Bitcoin Glossary', hodl.definition, url);
    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        '@id': url,
        name: 'HODL',
        description: hodl.definition,
        url,
        termCode: 'hodl',
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          '@id': `${SITE_URL}/glossary`,
          name: 'Bitcoin Glossary',
          url: `${SITE_URL}/glossary`,
        },
      },
    ]);
  });

  it('a signed-in area keeps the default head', async () => {
    const { html } = await get('/admin');
    expect(html).toContain('<title data-ssr>Default</title>');
    expect(html).not.toContain('og:title');
  });

  it('the sitemap lists every glossary term page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      writeWebRoutes(dist);
      const res = await feedRoutes(t.db, { siteUrl: SITE_URL, siteName: SITE_NAME }, dist).request(
        '/sitemap.xml',
      );
      const body = await res.text();
      for (const slug of ['bitcoin', 'proof-of-work', 'dollar-cost-averaging', 'hodl'])
        expect(body).toContain(`<loc>${SITE_URL}/glossary/${slug}</loc>`);
      expect(body.match(/\/glossary\//g)).toHaveLength(GLOSSARY_TERMS.length);
      expect(body).toContain(`<loc>${SITE_URL}/glossary</loc>`);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
