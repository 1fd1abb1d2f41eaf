// The editorial blog (issue 13): each card is one link over the whole card, titles fit their two lines on
// desktop, reading time (words ÷ 200, at least 1 min) and author on cards and posts, a call to book a
// consultation at the end of a post, and up to three related posts (the same author's first, then the most
// recent others; never the post itself, never a draft). Posts and authors are seeded and removed again.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, navigateInApp, test, type Api, type Seed } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const DAY = 24 * 60 * 60 * 1000;
/** Dated after everything else (tomorrow and back), so the seeded posts lead the list during the test. */
const soon = (daysBack: number) => new Date(Date.now() + DAY - daysBack * 60_000).toISOString();
const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `word${i}`).join(' ')}</p>`;

/** Screenshots for the visual check (SHOTS_DIR), in screen-high slices so a phone page stays legible. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 900 };
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const slice = Math.max(height, 1200);
  for (let y = 0, i = 0; y < total; y += slice, i++) {
    const clip = { x: 0, y, width, height: Math.min(slice, total - y) };
    await page.screenshot({ path: `${SHOTS}/${name}-${i}.png`, fullPage: true, clip });
  }
}

const cards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const related = (page: Page) => page.getByRole('list', { name: 'Related posts' }).getByRole('listitem');

async function relatedSlugs(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 2, name: 'Related Posts' })).toBeVisible();
  return related(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace('/blog/', '')));
}

/** An author with a full name; the user is deleted after the test (their posts keep a null author). */
async function withAuthor(api: Api, name: string, run: (id: string) => Promise<void>): Promise<void> {
  const user = await api.createUser('contributor', name);
  try {
    await run(user.id);
  } finally {
    await api.deleteUser(user.id);
  }
}

async function seedPost(seed: Seed, title: string, row: Record<string, unknown>) {
  return seed.post({ title, excerpt: `Excerpt of ${title}.`, ...row });
}

test('a card is one link over the whole card, with author and reading time', async ({ page, seed, api }) => {
  await withAuthor(api, 'Ada Editorial', async (authorId) => {
    const post = await seedPost(seed, `Editorial card ${Date.now()}`, {
      author_id: authorId,
      content: words(401), // 401 words ÷ 200 = 2.005 → 3 min
      publish_date: soon(0),
    });
    await page.goto('/blog');
    const c = card(page, post.title);
    await expect(c.getByText('by Ada Editorial', { exact: true })).toBeVisible();
    await expect(c.getByText('3 min read', { exact: true })).toBeVisible();
    // One link, named by SPEC's 'Read More →' and the title, and nothing else to press inside the card.
    await expect(c.getByRole('link')).toHaveCount(1);
    await expect(c.locator('a, button, input, select, textarea, [tabindex]')).toHaveCount(1);
    const link = c.getByRole('link', { name: `Read More → ${post.title}`, exact: true });
    await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(c.getByText('Read More →', { exact: true })).toBeVisible();
    // The link covers the card: a click anywhere on it (here its top-left corner area) opens the post.
    await c.click({ position: { x: 12, y: 12 } });
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  });
});

test('a short post reads as 1 min, on its card and on its page', async ({ page, seed }) => {
  const post = await seedPost(seed, `Editorial short ${Date.now()}`, {
    content: '<p>Just a few words.</p>',
    publish_date: soon(1),
  });
  await page.goto('/blog');
  await expect(card(page, post.title).getByText('1 min read', { exact: true })).toBeVisible();
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('article').locator('header')).toContainText('1 min read');
});

test('on desktop every title on the first page fits its two lines (nothing clipped mid-word)', async ({
  page,
  seed,
}) => {
  // Longer than any seeded title (85 characters).
  const long = await seedPost(
    seed,
    'Why a Treasury Policy Comes First: Custody, Accounting and Board Approval for Bitcoin',
    { publish_date: soon(2) },
  );
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    await expect(card(page, long.title)).toBeVisible();
    const clipped = await cards(page)
      .getByRole('heading', { level: 2 })
      .evaluateAll((hs) => hs.filter((h) => h.scrollHeight > h.clientHeight + 1).map((h) => h.textContent));
    expect(clipped, `${width}px`).toEqual([]);
    await shot(page, `blog-titles-${width}`);
  }
});

test('a post ends with a call to book a consultation, then related posts', async ({ page, seed, api }) => {
  await withAuthor(api, 'Grace Editorial', async (authorId) => {
    const post = await seedPost(seed, `Editorial post ${Date.now()}`, {
      author_id: authorId,
      content: words(1000),
      publish_date: soon(3),
    });
    await page.goto(`/blog/${post.slug}`);
    const header = page.getByRole('article').locator('header');
    await expect(header).toContainText('Grace Editorial');
    await expect(header).toContainText('5 min read');
    const cta = page.getByRole('complementary', { name: 'Questions about Bitcoin for your business?' });
    await expect(cta).toBeVisible();
    // The call comes after the post's own footer (SPEC's 'Published on' and status badge stay).
    const order = await page
      .getByRole('article')
      .evaluate((a) => [...a.children].map((el) => el.tagName.toLowerCase()).slice(-2));
    expect(order).toEqual(['footer', 'aside']);
    await expect(page.getByRole('article').locator('footer [data-slot="badge"]')).toHaveText('published');
    await expect(related(page)).toHaveCount(3);
    await cta.getByRole('link', { name: 'Book a Consultation' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test("related posts: the same author's newest first, never the post itself or a draft", async ({
  page,
  seed,
  api,
}) => {
  await withAuthor(api, 'Satoshi Related', async (authorId) => {
    const by = (title: string, back: number, extra: Record<string, unknown> = {}) =>
      seedPost(seed, `${title} ${Date.now()}`, { author_id: authorId, publish_date: soon(back), ...extra });
    const main = await by('Related main', 10);
    const newer = await by('Related newer', 5); // newer than the post itself: still related
    const older = await by('Related older', 20);
    const oldest = await by('Related oldest', 30);
    const draft = await by('Related draft', 0, { status: 'draft', publish_date: null });

    await page.goto(`/blog/${main.slug}`);
    expect(await relatedSlugs(page)).toEqual([newer.slug, older.slug, oldest.slug]);
    await expect(related(page).first()).toContainText('by Satoshi Related');
    await expect(related(page).first()).toContainText('1 min read');
    // Opening one shows its own related posts, which now include the first post and never itself.
    await related(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${newer.slug}$`));
    const next = await relatedSlugs(page);
    expect(next).toEqual([main.slug, older.slug, oldest.slug]);
    expect(next).not.toContain(draft.slug);
  });
});

test('related posts are topped up with the most recent other posts', async ({ page, seed, api }) => {
  await withAuthor(api, 'Hal Related', async (authorId) => {
    const main = await seedPost(seed, `Related lone ${Date.now()}`, {
      author_id: authorId,
      publish_date: soon(40),
    });
    const sibling = await seedPost(seed, `Related sibling ${Date.now()}`, {
      author_id: authorId,
      publish_date: new Date(Date.UTC(2003, 0, 1)).toISOString(), // old, but the same author: first
    });
    await page.goto(`/blog/${main.slug}`);
    const slugs = await relatedSlugs(page);
    expect(slugs).toHaveLength(3);
    expect(slugs[0]).toBe(sibling.slug);
    expect(slugs).not.toContain(main.slug);
    // The two others (whatever other tests have just published) come newest first.
    const dates = await related(page)
      .locator('time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates.slice(1)).toEqual([...dates.slice(1)].sort().reverse());
  });
});

test('a post without an author gets the three most recent other posts', async ({ page, seed }) => {
  // Dated after every other post of the suite (two days ahead), so "the most recent" is known exactly.
  const ahead = (minutes: number) => new Date(Date.now() + 2 * DAY - minutes * 60_000).toISOString();
  const stamp = Date.now();
  const main = await seedPost(seed, `Related anonymous ${stamp}`, { publish_date: ahead(0) });
  const recent = [];
  for (const n of [1, 2, 3, 4]) {
    recent.push(await seedPost(seed, `Related recent ${n} ${stamp}`, { publish_date: ahead(n) }));
  }
  await seedPost(seed, `Related recent draft ${stamp}`, { status: 'draft', publish_date: ahead(1) });
  await page.goto(`/blog/${main.slug}`);
  expect(await relatedSlugs(page)).toEqual(recent.slice(0, 3).map((p) => p.slug));
});

test('a failed related-posts read leaves the post whole, without the section', async ({ page }) => {
  let failures = 0;
  // Only the related reads exclude a post by id; the post's own read goes through.
  await page.route(
    (url) =>
      url.pathname === '/rest/v1/blog_posts' && url.searchParams.get('id')?.startsWith('neq.') === true,
    (route) => {
      failures++;
      return route.fulfill({
        status: 500,
        json: { code: 'XX000', message: 'boom', details: null, hint: null },
      });
    },
  );
  // A visitor arriving from the list: the related posts are read in the browser.
  await navigateInApp(page, '/blog', '/blog/why-businesses-add-bitcoin-to-the-balance-sheet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => failures).toBeGreaterThanOrEqual(2); // the first try and the query's one retry
  await expect(
    page.getByRole('complementary', { name: 'Questions about Bitcoin for your business?' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related Posts' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog\/why-businesses-add-bitcoin-to-the-balance-sheet$/);
});

async function check(page: Page, path: string, ready: Locator, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(ready).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await shot(page, `${name}-${width}`);
  }
}

test('the list and a post with its call and related posts: no serious axe violations at 390 and 1280 px', async ({
  page,
}) => {
  await check(page, '/blog', cards(page).first(), 'blog');
  await check(
    page,
    '/blog/why-businesses-add-bitcoin-to-the-balance-sheet',
    page.getByRole('list', { name: 'Related posts' }),
    'post',
  );
});
