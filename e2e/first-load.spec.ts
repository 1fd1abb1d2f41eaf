// Issue 13, first-load JavaScript: what a public page leaves out until it needs it.
// - A post hydrated from the server's HTML keeps the server's sanitized body and downloads no DOMPurify
//   (the `sanitize` chunk); a post rendered in the browser (client navigation) loads it and shows nothing
//   of the raw HTML until it has sanitized it.
// - /auth renders and works without supabase-js; it is fetched when the visitor acts (the first focus in a
//   form, or a submit), and sign-in then works as before.
// - A post's related posts are not part of its first load: the page hydrates while their code is still on
//   its way, showing the server's HTML for them meanwhile, and they work once it has arrived.
// - /contact and /auth only write, and the blog reads through lib/public-reads (ADR 0019): none of them
//   loads TanStack Query (the data-root chunk and what it imports); the learner's area does.
// "Nothing more loads" is what the network going idle means here, so these checks wait for exactly that.
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

// build/chunks.ts leaves lib/sanitize.ts (with DOMPurify) and lib/supabase.ts (with supabase-js) their own
// files, named after them; the small supabase loader is part of the shell.
const SANITIZE_CHUNK = /^\/assets\/(?:sanitize|purify)[-.]/;
const SUPABASE_CHUNK = /^\/assets\/supabase-(?!loader)/;
// The related posts' own file (features/blog/components/related-posts.tsx, imported lazily by the post).
const RELATED_CHUNK = /^\/assets\/related-posts-/;
// TanStack Query's provider route (app/data-root.tsx), the one way a page loads TanStack Query.
const DATA_ROOT_CHUNK = /^\/assets\/data-root-/;

/** Paths of the page's script downloads matching `pattern`, as they happen. */
function watchChunks(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pattern.test(pathname)) seen.push(pathname);
  });
  return seen;
}

const waitForChunk = (page: Page, pattern: RegExp) =>
  page.waitForRequest((r) => pattern.test(new URL(r.url()).pathname));

// An image whose onerror would fire (its src does not exist) if the raw body were ever put in the page.
const RISKY_BODY =
  '<p>A body with a risky image.</p><img src="/no-such-image.png" onerror="window.__raw = 1">';

/** Records whether an element with an `onerror` attribute was ever in the document. */
async function watchRawMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Window & { __rawSeen?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[onerror]')) w.__rawSeen = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

const rawEverShown = (page: Page) =>
  page.evaluate(() => {
    const w = window as Window & { __rawSeen?: boolean; __raw?: number };
    return { seen: w.__rawSeen === true, ran: w.__raw === 1 };
  });

test('a post hydrated from the server downloads no sanitizer', async ({ page, seed }) => {
  const post = await seed.post({ content: RISKY_BODY });
  await watchRawMarkup(page);
  const sanitize = watchChunks(page, SANITIZE_CHUNK);
  await page.goto(`/blog/${post.slug}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#post-body')).toContainText('A body with a risky image.');
  await expect(page.locator('#post-body img')).toHaveCount(1);
  expect(sanitize).toEqual([]);
  expect(await rawEverShown(page)).toEqual({ seen: false, ran: false });
});

test('a post opened from the blog list is sanitized in the browser before anything of it shows', async ({
  page,
  seed,
}) => {
  const post = await seed.post({ content: RISKY_BODY });
  await watchRawMarkup(page);
  const sanitize = watchChunks(page, SANITIZE_CHUNK);
  await page.goto('/blog');
  const chunk = waitForChunk(page, SANITIZE_CHUNK);
  await page
    .getByRole('link', { name: new RegExp(post.title) })
    .first()
    .click();
  await chunk;
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.locator('#post-body')).toContainText('A body with a risky image.');
  await expect(page.locator('#post-body img')).toHaveCount(1);
  expect(sanitize.length).toBeGreaterThan(0); // lib/sanitize.ts and DOMPurify (one or two files)
  expect(await rawEverShown(page)).toEqual({ seen: false, ran: false });
});

test('/auth is usable without supabase-js, which loads on the first focus in a form', async ({ page }) => {
  const supabase = watchChunks(page, SUPABASE_CHUNK);
  await page.goto('/auth');
  // Both tabs and their fields are there; switching tabs is not yet acting.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('form', { name: 'Sign Up' }).getByLabel('Full Name')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign In' });
  await expect(form.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(supabase).toEqual([]);

  const chunk = waitForChunk(page, SUPABASE_CHUNK);
  await form.getByLabel('Email').focus();
  await chunk;
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
});

test('a form submitted without any focus (filled in by a password manager) loads supabase-js and signs in', async ({
  page,
}) => {
  const supabase = watchChunks(page, SUPABASE_CHUNK);
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.evaluate(
    (el: HTMLFormElement, { email, password }) => {
      (el.elements.namedItem('signin-email') as HTMLInputElement).value = email;
      (el.elements.namedItem('signin-password') as HTMLInputElement).value = password;
      el.requestSubmit();
    },
    { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  );
  await expect(page).toHaveURL(/\/$/);
  expect(supabase.length).toBeGreaterThan(0);
});

test('a signed-in visitor opening /auth is still sent on (the stored session loads the client)', async ({
  asLearner: { page },
}) => {
  const supabase = watchChunks(page, SUPABASE_CHUNK);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toHaveCount(0);
  expect(supabase.length).toBeGreaterThan(0);
});

for (const path of ['/contact', '/auth']) {
  test(`${path} loads no TanStack Query, on first load or after a client navigation`, async ({ page }) => {
    const dataRoot = watchChunks(page, DATA_ROOT_CHUNK);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(dataRoot).toEqual([]);
    // Reached from another page in the browser, too.
    await page.goto('/privacy');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    // The header's 'Sign In' and consultation buttons link to /auth and /contact.
    await page.locator(`header a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(dataRoot).toEqual([]);
  });
}

test('the blog and a post load no TanStack Query, on first load or after a client navigation', async ({
  page,
}) => {
  const dataRoot = watchChunks(page, DATA_ROOT_CHUNK);
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  await page.getByRole('list', { name: 'Blog posts' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(dataRoot).toEqual([]);
});

test("the learner's area, which reads through TanStack Query, loads it (the checks above can see it)", async ({
  asLearner: { page },
}) => {
  const dataRoot = watchChunks(page, DATA_ROOT_CHUNK);
  await page.goto('/education');
  await page.waitForLoadState('networkidle');
  expect(dataRoot.length).toBeGreaterThan(0);
});

test("a post hydrates before its related posts' code arrives, keeping their server HTML meanwhile", async ({
  page,
  seed,
}) => {
  const post = await seed.post({ content: '<p>The post itself.</p>' });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  // Hold the related posts' file until the page is running.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(
    (url) => RELATED_CHUNK.test(url.pathname),
    async (route) => {
      requested = true;
      await held;
      await route.continue();
    },
  );
  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect.poll(() => requested).toBe(true);
  const related = page.getByRole('list', { name: 'Related posts' }).getByRole('listitem');
  await expect(related.first()).toBeVisible(); // the server's HTML, not yet hydrated
  release();
  await page.waitForLoadState('networkidle');
  const first = related.first().getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
