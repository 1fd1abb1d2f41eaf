// Issue 13, server-rendered public pages: each public route answers complete HTML — its heading and text,
// the data it shows (the blog's titles, a post's body, the glossary's terms) — before any JavaScript runs;
// unknown paths and slugs answer 404 with the not-found page. In the browser the page is hydrated, not
// painted again (the server's elements are the ones the visitor keeps), without a hydration warning, and a
// signed-out visitor of a static page or a post downloads no supabase-js and calls no API on first load.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const SEEDED_POST = {
  slug: 'why-businesses-add-bitcoin-to-the-balance-sheet',
  title: 'Why Businesses Are Adding Bitcoin to Their Balance Sheets',
  text: 'Since 2020, public and private companies of every size have started to hold bitcoin alongside cash.',
};
// supabase/seed.sql's published posts (the blog list's first cards).
const SEEDED_TITLES = [
  'Accepting Bitcoin Payments: On-Chain, Lightning and Payment Processors',
  'Accounting for Bitcoin Under the FASB Fair-Value Rules',
  SEEDED_POST.title,
];

/** Each public route, its main heading, and text of its body that only a rendered page contains. */
const PAGES: { path: string; heading: string; text: string[] }[] = [
  { path: '/', heading: 'Bitcoin for Business', text: ['Why companies work with us', 'Secure Custody'] },
  { path: '/services', heading: 'Our Services', text: ['Investment Policy Development'] },
  { path: '/glossary', heading: 'Bitcoin Glossary', text: ['Satoshi', 'Blockchain'] },
  { path: '/glossary/bitcoin', heading: 'Bitcoin', text: ['Bitcoin Glossary'] },
  { path: '/about', heading: 'Your Partner in Bitcoin Adoption', text: ['Our Mission'] },
  { path: '/contact', heading: 'Schedule a Consultation', text: ['Request a Consultation', 'First Name'] },
  { path: '/privacy', heading: 'Privacy Policy', text: [] },
  { path: '/terms', heading: 'Terms of Service', text: [] },
  { path: '/blog', heading: 'Bitcoin &amp; Crypto Insights', text: SEEDED_TITLES.map(escapeHtml) },
  { path: `/blog/${SEEDED_POST.slug}`, heading: SEEDED_POST.title, text: [SEEDED_POST.text] },
];

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;');
}

/** The markup inside #root, as the server sent it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('<script type="module"');
  return start < 0 ? '' : html.slice(start, end < start ? undefined : end);
}

for (const { path, heading, text } of PAGES) {
  test(`${path} answers its complete page in the HTML`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    for (const t of text) expect(root).toContain(t);
    // The shell and its footer are there too, and the page's head.
    expect(root).toContain('Skip to content');
    expect(root).toContain('<footer');
    expect(html).toMatch(/<link data-ssr rel="canonical" href="[^"]+">/);
    expect(html).toMatch(/<meta data-ssr property="og:title" content="[^"]+">/);
    // The state the browser hydrates with, as a JSON data block (the page runs no inline script).
    expect(html).toContain('<script type="application/json" id="ssr-state">');
  });
}

test('the home page, the glossary and a post carry their structured data in the HTML', async ({
  request,
}) => {
  const types = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => (JSON.parse(m[1] ?? '{}') as { '@type'?: string })['@type'],
    );
  };
  expect(await types('/')).toEqual(expect.arrayContaining(['Organization', 'FinancialService']));
  expect(await types('/glossary')).toContain('DefinedTermSet');
  // One Article (the server's, in the head: the app renders no copy) and the breadcrumbs.
  const post = await types(`/blog/${SEEDED_POST.slug}`);
  expect(post.filter((t) => t === 'Article')).toHaveLength(1);
  expect(post).toContain('BreadcrumbList');
});

test('a post’s Article names its social card and its canonical URL', async ({ request }) => {
  const html = await (await request.get(`/blog/${SEEDED_POST.slug}`)).text();
  const blocks = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    (m) =>
      JSON.parse(m[1] ?? '{}') as { '@type'?: string; image?: string; mainEntityOfPage?: { '@id'?: string } },
  );
  const article = blocks.find((b) => b['@type'] === 'Article') ?? {};
  expect(article.image).toMatch(new RegExp(`/social/blog/${SEEDED_POST.slug}\\.png$`));
  expect(article.mainEntityOfPage?.['@id']).toMatch(new RegExp(`/blog/${SEEDED_POST.slug}$`));
});

for (const path of ['/no-such-page', '/blog/no-such-post']) {
  test(`${path} answers 404 with the not-found page in the HTML`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    const root = rootOf(await res.text());
    expect(root).toContain('Houston We Have a Problem!');
    expect(root).toContain('Return to Mission Control');
  });
}

test('the server-rendering bundle is not served as a file of the site', async ({ request }) => {
  const res = await request.get('/.ssr/entry-server.js');
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('prerender');
});

/** Console messages, page errors, API calls and supabase-js or sonner downloads while `path` loads and settles. */
async function watchFirstLoad(page: Page, path: string) {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    // lib/supabase's chunk and supabase-js's own (named after it); not the tiny loader that decides. And
    // the notices' library (build/chunks.ts names its file): it loads with the first notice, not the page.
    if (
      /^\/(rest|auth)\/v1\//.test(pathname) ||
      /^\/assets\/(?:supabase-(?!loader)|sonner-)/.test(pathname)
    ) {
      calls.push(pathname);
    }
  });
  // The server's <h1> is tagged (a property, not an attribute) the moment the parser inserts it: if React
  // hydrates, the element the visitor ends up with is that same element; a second paint would replace it.
  await page.addInitScript(() => {
    const tag = () => {
      const h1 = document.querySelector('main h1');
      if (h1) (h1 as HTMLElement & { fromServer?: boolean }).fromServer = true;
      return h1 !== null;
    };
    const observer = new MutationObserver(() => {
      if (tag()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const kept = await page
    .locator('main h1')
    .first()
    .evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer === true);
  return { problems, calls, kept };
}

for (const { path } of PAGES) {
  test(`${path} hydrates the server's HTML with no warning and no API call`, async ({ page }) => {
    const { problems, calls, kept } = await watchFirstLoad(page, path);
    expect(problems).toEqual([]);
    expect(kept).toBe(true);
    expect(calls).toEqual([]);
  });
}

test('after hydrating, navigation stays in the browser and reads data through supabase-js', async ({
  page,
}) => {
  const { kept } = await watchFirstLoad(page, '/');
  expect(kept).toBe(true);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const read = page.waitForRequest((r) => new URL(r.url()).pathname === '/rest/v1/blog_posts');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).first().click();
  await read;
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin & Crypto Insights' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(SEEDED_TITLES[0] ?? '') }).first()).toBeVisible();
  expect(documents).toEqual([]);
});

test('a missing post’s URL becomes /404 before the page hydrates (SPEC: redirect by replacement)', async ({
  page,
}) => {
  const { problems, kept } = await watchFirstLoad(page, '/blog/no-such-post');
  await expect(page).toHaveURL(/\/404$/);
  expect(kept).toBe(true);
  // The only complaint is the browser's note about the document's own 404 status.
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});
