import { firm } from '../apps/web/src/config/firm.ts';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const NAV = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Education', '/education'],
  ['Blog', '/blog'],
  ['Glossary', '/glossary'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const;

const FOOTER = ['/services', '/blog', '/glossary', '/about', '/contact', '/privacy', '/terms'];

test('top navigation links every section, opens the shop in a new tab and offers Sign In', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of NAV) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  const shop = nav.getByRole('link', { name: /Shop/ });
  await expect(shop).toHaveAttribute('href', firm.shopUrl); // config/firm.ts, the one place it is written
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(shop).toHaveAttribute('rel', /noopener/);
  await nav.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('footer links services, blog, glossary, about, contact, privacy and terms', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link')).toHaveCount(FOOTER.length);
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(FOOTER);
});

test('below 768px the menu collapses behind a button and opens on demand', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Glossary', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Glossary', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Glossary', exact: true }).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(menu).toBeHidden();
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Houston We Have a Problem!' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Mission Control' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a skip link moves keyboard users to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main');
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('signing in from the header returns to the page the visitor was on', async ({ page }) => {
  await page.goto('/glossary');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toHaveAttribute('href', '/admin');
});

test('a signed-out visitor of a static page never downloads the data client', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // lib/supabase's chunk and supabase-js's own; not the small loader that decides whether to fetch them.
  const dataClient = (s: string) => /\/supabase-(?!loader)/.test(s);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(dataClient)).toEqual([]);
  // …while a data screen reached in the browser does (a page loaded directly brings its data in its HTML).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.getByRole('heading', { name: 'Bitcoin & Crypto Insights' })).toBeVisible();
  expect(scripts.some(dataClient)).toBe(true);
});
