// Issue 26: what a visitor touches works before the app runs (ADR 0018). Two situations:
// - JavaScript off (a context with javaScriptEnabled: false): the glossary search is a GET form the server
//   answers filtered, the phone menu is a <details> disclosure, and a page the browser renders itself says
//   it needs JavaScript;
// - JavaScript on, acting at the `load` event before the app has taken the page over: the app's start
//   (boot-*.js) is held with page.route until the test releases it — "before hydration" without a sleep.
//   What was typed or opened meanwhile is taken over once the app runs.
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, randomIp, test } from './fixtures.ts';
import { heldPage } from './held-app.ts';
import { shots } from './shots.ts';

const PHONE = { width: 390, height: 844 };
const ALL_TERMS = '15 terms';

/** The headings of the terms the glossary lists (not the empty state's). */
const termHeadings = (page: Page) =>
  page.getByRole('region', { name: 'Terms' }).getByRole('listitem').getByRole('heading', { level: 3 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search terms' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /terms?( found|$)/ });

async function noScriptPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  });
  return { context, page: await context.newPage() };
}

/** A screenshot at the page's own (phone) width, for a person to look at (E2E_SHOTS=<dir>, as shots.ts). */
async function phoneShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-390.png` });
}

const appReady = (page: Page) => page.locator('html[data-app-ready]');

test.describe('without JavaScript', () => {
  test('the glossary search sends ?q= and the server answers the filtered list, the box keeping the text', async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto('/glossary');
    await expect(termHeadings(page)).toHaveCount(15);
    await searchBox(page).fill('cold');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/glossary\?q=cold$/);
    await expect(searchBox(page)).toHaveValue('cold');
    await expect(status(page)).toHaveText(/^\d+ terms? found for "cold"$/);
    await expect(termHeadings(page).filter({ hasText: 'Cold Storage' })).toHaveCount(1);
    expect(await termHeadings(page).count()).toBeLessThan(15);
    // The term links and the A–Z jump are plain links: they work too.
    await page
      .getByRole('navigation', { name: 'Glossary A–Z' })
      .getByRole('link', { name: 'C', exact: true })
      .click();
    await expect(page).toHaveURL(/\/glossary\?q=cold#/);
    await termHeadings(page).getByRole('link', { name: 'Cold Storage' }).click();
    await expect(page).toHaveURL(/\/glossary\/cold-storage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cold Storage');
    await context.close();
  });

  test("a query nothing matches shows 'No terms found'", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto('/glossary?q=nonsense');
    await expect(page.getByRole('heading', { name: 'No terms found' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('nonsense');
    await expect(termHeadings(page)).toHaveCount(0);
    await shots(page, 'no-js-glossary-empty');
    await context.close();
  });

  test('the phone menu opens and its links lead to their pages', async ({ browser }) => {
    const { context, page } = await noScriptPage(browser, PHONE);
    await page.goto('/glossary');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Services', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Book a Consultation' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await phoneShot(page, 'no-js-menu-open');
    await menu.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await context.close();
  });

  test('a page the browser renders itself (sign-in) says it needs JavaScript; a public page does not', async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    // (Playwright's text matching skips <noscript>, so the note is found by its class.)
    const note = page.locator('.no-js-note');
    await page.goto('/auth');
    await expect(note).toBeVisible();
    await expect(note).toContainText('This page needs JavaScript.');
    await expect(note.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/glossary');
    await shots(page, 'no-js-auth-note');
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(note).toBeHidden();
    await context.close();
  });
});

test.describe('with JavaScript, before the app has taken the page over', () => {
  test('text typed into the glossary search at the load event filters the list once the app runs', async ({
    browser,
  }) => {
    const { context, page, release, held } = await heldPage(browser);
    await page.goto('/glossary', { waitUntil: 'load' });
    await held();
    await expect(appReady(page)).toHaveCount(0);
    await searchBox(page).pressSequentially('hash');
    // Nothing runs the search yet: the box holds the text, the list is still whole.
    await expect(status(page)).toHaveText(ALL_TERMS);
    await shots(page, 'held-glossary-typed');
    release();
    await expect(appReady(page)).toHaveCount(1);
    await expect(status(page)).toHaveText(/^\d+ terms? found for "hash"$/);
    await expect(page).toHaveURL(/\/glossary\?q=hash$/);
    await expect(searchBox(page)).toHaveValue('hash');
    const filtered = await termHeadings(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(15);
    // From now on it filters live, keeping ?q= in the URL without loading a page.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await searchBox(page).fill('nonsense');
    await expect(page.getByRole('heading', { name: 'No terms found' })).toBeVisible();
    await expect(page).toHaveURL(/\/glossary\?q=nonsense$/);
    await searchBox(page).press('Enter');
    await searchBox(page).fill('');
    await expect(termHeadings(page)).toHaveCount(15);
    await expect(page).toHaveURL(/\/glossary$/);
    expect(documents).toEqual([]);
    await shots(page, 'hydrated-glossary-all');
    await context.close();
  });

  test('pressing Enter in the search before the app runs loads the filtered page', async ({ browser }) => {
    const { context, page, held } = await heldPage(browser);
    await page.goto('/glossary', { waitUntil: 'load' });
    await held();
    await searchBox(page).fill('mining');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/glossary\?q=mining$/);
    // The new page is the server's (its own app start is held too): already filtered.
    await expect(status(page)).toHaveText(/^\d+ terms? found for "mining"$/);
    await expect(searchBox(page)).toHaveValue('mining');
    await shots(page, 'held-glossary-filtered');
    await context.close();
  });

  test('the phone menu opens before the app runs, and the app keeps it open and working', async ({
    browser,
  }) => {
    const { context, page, release, held } = await heldPage(browser, PHONE);
    await page.goto('/', { waitUntil: 'load' });
    await held();
    const menu = page.locator('#mobile-menu');
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Glossary', exact: true })).toBeVisible();
    await expect(appReady(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await phoneShot(page, 'held-menu-open');
    release();
    await expect(appReady(page)).toHaveCount(1);
    // Handed over: still open, now a button that says so and holds the focus the tap gave the disclosure.
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Glossary', exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await phoneShot(page, 'hydrated-menu-open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // Opened again by keyboard, a link goes there in the app and the menu closes.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Glossary', exact: true }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(menu).toBeHidden();
    // Back to the previous page closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await context.close();
  });

  test("the blog's 'Load more' says it is unavailable until the app runs, then loads more", async ({
    browser,
    seed,
  }) => {
    // More than a page of 12 published posts (the demo content has four).
    for (let i = 0; i < 9; i++) await seed.post();
    const { context, page, release, held } = await heldPage(browser);
    await page.goto('/blog', { waitUntil: 'load' });
    await held();
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(more).toHaveCSS('cursor', 'not-allowed');
    release();
    await expect(appReady(page)).toHaveCount(1);
    await expect(more).not.toHaveAttribute('aria-disabled');
    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
    await context.close();
  });
});
