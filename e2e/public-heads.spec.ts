// Issue 13, one source for a public page's head: the title, description and canonical the server writes
// into the raw HTML (from the route manifest) are exactly the ones the app renders once it runs — for the
// marketing pages, /blog and /auth, which all read the manifest. And the structured data stays for crawlers
// that run JavaScript, until a client-side navigation replaces it with the new page's (issue 26).
import { expect, test } from './fixtures.ts';

const PAGES = [
  '/',
  '/services',
  '/glossary',
  '/glossary/halving',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/blog',
  '/auth',
];

const attr = (html: string, re: RegExp) =>
  (re.exec(html)?.[1] ?? '').replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

for (const path of PAGES) {
  test(`${path}: the server's head is the app's head`, async ({ page, request }) => {
    const raw = await (await request.get(path)).text();
    const title = attr(raw, /<title data-ssr>([^<]*)<\/title>/);
    const description = attr(raw, /<meta data-ssr name="description" content="([^"]*)">/);
    const canonical = attr(raw, /<link data-ssr rel="canonical" href="([^"]*)">/);
    expect(title).not.toBe('');
    expect(description).not.toBe('');

    await page.goto(path);
    await expect(page.locator('main').locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', description);
    // The canonical's path (the server names SITE_URL, the app the origin it runs on).
    const appCanonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(new URL(appCanonical ?? '').pathname).toBe(new URL(canonical).pathname);
  });
}

test('structured data stays after start and becomes the next page’s with a navigation', async ({ page }) => {
  const types = () =>
    page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((els) =>
        els.map((el) => (JSON.parse(el.textContent ?? '{}') as { '@type'?: string })['@type']),
      );
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await types()).toEqual(expect.arrayContaining(['Organization', 'FinancialService']));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(types).toEqual(['DefinedTermSet']);
});
