// The public blog (SPEC §2 /blog and /blog/{slug}, §9 formats): the seeded published posts as cards,
// 'Load more' pages of 12, loading / empty / error states, the post page with its sanitized body and
// metadata, /404 for a missing post, and no serious axe violations. Extra posts (one with a named
// author) are created through the data API as the service role and deleted afterwards.
import type { APIRequestContext, Page } from '@playwright/test';
import { format } from 'date-fns';
import { createApi, type Api } from './api.ts';
import { expect, expectNoA11yViolations, navigateInApp, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

// supabase/seed.sql: four published posts (newest first) and one draft.
const SEEDED = [
  ['accepting-bitcoin-payments', 'Accepting Bitcoin Payments: On-Chain, Lightning and Payment Processors'],
  ['fasb-fair-value-accounting-for-bitcoin', 'Accounting for Bitcoin Under the FASB Fair-Value Rules'],
  [
    'bitcoin-custody-for-companies',
    'Bitcoin Custody for Companies: Exchanges, Custodians, Multisig and Self-Custody',
  ],
  [
    'why-businesses-add-bitcoin-to-the-balance-sheet',
    'Why Businesses Are Adding Bitcoin to Their Balance Sheets',
  ],
] as const;
const SEEDED_DRAFT = 'How to Write a Bitcoin Investment Policy Statement';
const SEEDED_POST = {
  slug: 'why-businesses-add-bitcoin-to-the-balance-sheet',
  title: 'Why Businesses Are Adding Bitcoin to Their Balance Sheets',
  metaTitle: 'Why Businesses Add Bitcoin to Their Balance Sheets',
  metaDescription:
    'What motivates companies to hold bitcoin as a treasury reserve, the risks they accept, and a disciplined five-step approach to making a first allocation.',
  excerpt:
    'A growing number of companies hold bitcoin as a treasury reserve asset. Here is what motivates them, what can go wrong, and how to approach the decision with discipline.',
};

const RUN = `e2e-blog-${Date.now().toString(36)}`;
const AUTHOR_NAME = 'Grace Hopper';
// Thirteen extra posts dated 2001, older than anything else, so the seeded posts stay first; with the
// four seeded ones that makes more than one page of 12.
const EXTRA = Array.from({ length: 13 }, (_, i) => ({
  slug: `${RUN}-${String(i).padStart(2, '0')}`,
  title: `E2E archive post ${String(i).padStart(2, '0')}`,
  publish_date: new Date(Date.UTC(2001, 11, 31 - i, 12)).toISOString(),
}));
const AUTHORED = EXTRA[0]!;
const HOSTILE_BODY =
  '<h2>Section heading</h2><p>Safe paragraph.</p>' +
  '<p><a href="javascript:window.__pwned=1">bad link</a> <a href="https://bitcoin.org/">good link</a></p>' +
  '<img src="x" onerror="window.__pwned=2" alt="broken">' +
  '<script>window.__pwned=3</script>';

interface Shared {
  request: APIRequestContext;
  anonKey: string;
  service: Api;
  authorId: string;
  siteName: string;
}
let api: Shared;

async function publicConfig(request: APIRequestContext): Promise<{ anonKey: string; siteName: string }> {
  const html = await (await request.get('/')).text();
  const match = /<script type="application\/json" id="app-config">(\{.*?\})<\/script>/.exec(html);
  expect(match, 'run-time config in index.html').not.toBeNull();
  return JSON.parse(match![1]!) as { anonKey: string; siteName: string };
}

// The extra posts are shared by the serial tests of this file, so they are seeded once here through the
// service-role API (e2e/api.ts) rather than per test with the `seed` fixture.
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const { anonKey, siteName } = await publicConfig(request);
  const service = await createApi(request);
  // A fresh author whose profile carries a full name.
  const author = await service.createUser('contributor', AUTHOR_NAME);

  const rows = EXTRA.map((p) => ({
    title: p.title,
    slug: p.slug,
    excerpt: `Archive excerpt ${p.slug}.`,
    content: p === AUTHORED ? HOSTILE_BODY : '<p>Archive body.</p>',
    status: 'published',
    publish_date: p.publish_date,
    author_id: p === AUTHORED ? author.id : null,
  }));
  await service.service('POST', '/rest/v1/blog_posts', rows);
  api = { request, anonKey, service, authorId: author.id, siteName };
});

test.afterAll(async () => {
  if (!api) return;
  await api.service.service('DELETE', `/rest/v1/blog_posts?slug=in.(${EXTRA.map((p) => p.slug).join(',')})`);
  await api.service.deleteUser(api.authorId);
  await api.request.dispose();
});

/** The published posts as anon reads them, newest first (what the list should show). */
async function publishedPosts(): Promise<Array<{ slug: string; publish_date: string }>> {
  const res = await api.request.get(
    '/rest/v1/blog_posts?select=slug,publish_date&status=eq.published&order=publish_date.desc,id.asc',
    { headers: { apikey: api.anonKey } },
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<{ slug: string; publish_date: string }>;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test('/blog shows the heading and the seeded published posts as cards, newest first, without the draft', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin & Crypto Insights' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const titles = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
  const seededPositions = SEEDED.map(([, title]) => titles.indexOf(title));
  expect(seededPositions.every((p) => p >= 0)).toBe(true);
  expect([...seededPositions].sort((a, b) => a - b)).toEqual(seededPositions);
  expect(titles).not.toContain(SEEDED_DRAFT);

  const dates = new Map((await publishedPosts()).map((p) => [p.slug, p.publish_date]));
  for (const [slug, title] of SEEDED) {
    const c = card(page, title);
    await expect(c.locator('time')).toHaveText(format(new Date(dates.get(slug)!), 'MMM dd, yyyy'));
    await expect(c.getByText(/^by /)).toHaveCount(0); // seeded posts have no author
    await expect(c.getByRole('link', { name: 'Read More →' })).toHaveAttribute('href', `/blog/${slug}`);
    await expect(c.getByRole('heading', { level: 2 })).toHaveClass(/line-clamp-2/);
    await expect(c.locator('p.line-clamp-3')).toHaveText(/\S/);
  }
  await expect(page).toHaveTitle(/Bitcoin & Crypto Insights/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Bitcoin & Crypto Insights/,
  );
});

test('a card names its author when known: "by {full name}"', async ({ page }) => {
  await page.goto('/blog');
  await expect(card(page, AUTHORED.title).getByText(`by ${AUTHOR_NAME}`, { exact: true })).toBeVisible();
});

test('a signed-in learner sees the same author names as a visitor (public reads go as anon)', async ({
  asLearner: { page },
}) => {
  // Signed-in non-staff may read only their own profile; the blog reads without the session.
  await page.goto('/blog');
  await expect(card(page, AUTHORED.title).getByText(`by ${AUTHOR_NAME}`, { exact: true })).toBeVisible();
  await page.goto(`/blog/${AUTHORED.slug}`);
  await expect(page.getByRole('article').locator('header')).toContainText(AUTHOR_NAME);
});

test('the grid has 1, 2 and 3 columns by screen width', async ({ page }) => {
  const columns = async () =>
    cards(page)
      .first()
      .locator('..')
      .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
  for (const [width, expected] of [
    [375, 1],
    [700, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    await expect(cards(page).first()).toBeVisible();
    expect(await columns(), `${width}px`).toBe(expected);
  }
});

test("'Load more' adds the next 12 posts until every published post is listed", async ({ page }) => {
  await page.goto('/blog');
  await expect(cards(page)).toHaveCount(12);
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const before = await cards(page).count();
    await more.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  }
  const shown = await cards(page)
    .getByRole('link', { name: 'Read More →' })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(shown).size).toBe(shown.length);
  for (const p of EXTRA) expect(shown).toContain(`/blog/${p.slug}`);
  expect(shown).toHaveLength((await publishedPosts()).length);
});

test('while the list loads, six placeholder cards show', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/blog_posts**', async (route) => {
    await held;
    await route.continue();
  });
  // A visitor arriving from another page: the list is read in the browser.
  await navigateInApp(page, '/', '/blog');
  await expect(page.locator('[data-testid="post-card-skeleton"]')).toHaveCount(6);
  await expect(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('[data-testid="post-card-skeleton"]')).toHaveCount(0);
});

test('with no published posts the list says so', async ({ page }) => {
  await page.route('**/rest/v1/blog_posts**', (route) => route.fulfill({ status: 200, json: [] }));
  // A visitor arriving from another page: the list is read in the browser.
  await navigateInApp(page, '/', '/blog');
  await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible();
  await expect(
    page.getByText('Check back soon for expert insights on Bitcoin and cryptocurrency.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('a failed list read shows the Blog heading and the error message', async ({ page }) => {
  await page.route('**/rest/v1/blog_posts**', (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
  );
  // A visitor arriving from another page: the list is read in the browser.
  await navigateInApp(page, '/', '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('Sorry, there was an error loading the blog posts.', { exact: true }),
  ).toBeVisible();
});

test("'Read More →' opens the post: title, long date, author fallback, excerpt, body, footer and metadata", async ({
  page,
}) => {
  await page.goto('/blog');
  await card(page, SEEDED_POST.title).getByRole('link', { name: 'Read More →' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${SEEDED_POST.slug}$`));

  const publishDate = new Map((await publishedPosts()).map((p) => [p.slug, p.publish_date])).get(
    SEEDED_POST.slug,
  )!;
  const longDate = format(new Date(publishDate), 'MMMM dd, yyyy');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: SEEDED_POST.title })).toBeVisible();
  await expect(article.locator('header time')).toHaveText(longDate);
  await expect(article.locator('header')).toContainText(api.siteName); // no author: the site's name
  await expect(article.getByText(SEEDED_POST.excerpt, { exact: true })).toBeVisible();
  await expect(
    article.locator('.prose-content').getByRole('heading', { level: 2, name: 'Why companies add it' }),
  ).toBeVisible();
  await expect(article.locator('.prose-content a[href="https://bitcoin.org/bitcoin.pdf"]')).toBeVisible();
  await expect(article.locator('footer')).toContainText(`Published on ${longDate}`);
  await expect(article.locator('footer [data-slot="badge"]')).toHaveText('published');

  // Metadata: meta_title and meta_description win; article tags, canonical link and Article JSON-LD.
  await expect(page).toHaveTitle(`${SEEDED_POST.metaTitle} | ${api.siteName}`);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    SEEDED_POST.metaDescription,
  );
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/${SEEDED_POST.slug}$`),
  );
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    new Date(publishDate).toISOString(),
  );
  await expect(head.locator('meta[property="article:modified_time"]')).toHaveAttribute(
    'content',
    /^\d{4}-\d\d-\d\dT/,
  );
  // The Article data is the server's, in the post's HTML head, once (the app renders no copy of its own, and
  // a client-side navigation like this one drops the server's structured data with the page it described).
  const html = await (await page.request.get(`/blog/${SEEDED_POST.slug}`)).text();
  const blocks = [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
  const articles = blocks.filter((d) => d['@type'] === 'Article');
  expect(articles).toHaveLength(1);
  const ld = articles[0] ?? {};
  expect(ld).toMatchObject({
    '@type': 'Article',
    headline: SEEDED_POST.title,
    description: SEEDED_POST.metaDescription,
    author: { name: api.siteName },
    publisher: { '@type': 'Organization', name: api.siteName },
    datePublished: new Date(publishDate).toISOString(),
  });
  expect(ld.dateModified).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test('a post shows its named author, falls back to title and excerpt for metadata, and sanitizes the body', async ({
  page,
}) => {
  await page.goto(`/blog/${AUTHORED.slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: AUTHORED.title })).toBeVisible();
  await expect(article.locator('header')).toContainText(AUTHOR_NAME);
  await expect(article.locator('header time')).toHaveText('December 31, 2001');
  await expect(page).toHaveTitle(`${AUTHORED.title} | ${api.siteName}`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    `Archive excerpt ${AUTHORED.slug}.`,
  );

  const body = article.locator('.prose-content');
  await expect(body.getByRole('heading', { level: 2, name: 'Section heading' })).toBeVisible();
  await expect(body.getByText('bad link')).not.toHaveAttribute('href', /.*/);
  await expect(body.getByRole('link', { name: 'good link' })).toHaveAttribute('href', 'https://bitcoin.org/');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  await body.getByText('bad link').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('while a post loads, placeholder lines show', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/blog_posts**', async (route) => {
    await held;
    await route.continue();
  });
  // A visitor arriving from the list: the post is read in the browser.
  await navigateInApp(page, '/blog', `/blog/${SEEDED_POST.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading post' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  release();
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_POST.title })).toBeVisible();
});

test('an unknown slug replaces the page with /404', async ({ page }) => {
  await page.goto('/blog');
  await page.goto('/blog/no-such-post-anywhere');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Houston We Have a Problem!' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a draft is not public: its slug ends on /404', async ({ page }) => {
  await page.goto('/blog/bitcoin-investment-policy-statement');
  await expect(page).toHaveURL(/\/404$/);
});

test('a failed post read ends on /404', async ({ page }) => {
  await page.route('**/rest/v1/blog_posts**', (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'boom', details: null, hint: null } }),
  );
  // A visitor arriving from the list: the post is read in the browser.
  await navigateInApp(page, '/blog', `/blog/${SEEDED_POST.slug}`);
  await expect(page).toHaveURL(/\/404$/, { timeout: 15_000 });
});

test('/blog and a post have no serious accessibility violations', async ({ page }) => {
  await page.goto('/blog');
  await expect(cards(page).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`/blog/${SEEDED_POST.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_POST.title })).toBeVisible();
  await expectNoA11yViolations(page);
});
