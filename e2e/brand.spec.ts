// The public site's look (issue 13, "a brand that earns trust"): self-hosted fonts (small core woff2
// files preloaded, the latin files only when needed, swap, metric-matched fallbacks, no layout shift), one container width and
// rhythm across the public pages, the consultation as the header's primary button with Sign In beside it,
// Escape closing the mobile menu, and the firm's legal name, address and disclosure in every footer.
// Screenshots of each page at 390 and 1280 px go to SHOTS_DIR when it is set (never into the repository).
import type { Page } from '@playwright/test';
import { firm, formatFirmAddress } from '../apps/web/src/config/firm.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const PUBLIC_PAGES = [
  ['/', 'home'],
  ['/services', 'services'],
  ['/glossary', 'glossary'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/blog', 'blog'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/no-such-page', 'not-found'],
] as const;

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

/** The paths of the font files the page requests from now on (the array fills as they are requested). */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  return fonts;
}

async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('fonts: small core files preloaded and alone on a page of plain text, swap, metric-matched fallbacks', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await ready(page, '/');

  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(2);
  for (const link of await preload.all()) {
    await expect(link).toHaveAttribute('type', 'font/woff2');
    await expect(link).toHaveAttribute('crossorigin', /.*/);
  }
  await expect(preload.nth(0)).toHaveAttribute('href', /^\/assets\/inter-core-[\w-]+\.woff2$/);
  await expect(preload.nth(1)).toHaveAttribute('href', /^\/assets\/source-serif-4-core-[\w-]+\.woff2$/);

  // Self-hosted, woff2, and only the two core files: the home page has no character outside them, so
  // the packages' full latin files are never fetched.
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/^\/assets\/inter-core-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/source-serif-4-core-[\w-]+\.woff2$/),
  ]);

  const faces = await page.evaluate(() =>
    // sizeAdjust is newer than TypeScript's DOM types; Chromium has it.
    [...document.fonts].map((f: FontFace & { sizeAdjust?: string }) => ({
      family: f.family.replace(/"/g, ''),
      display: f.display,
      status: f.status,
      sizeAdjust: f.sizeAdjust,
      ascentOverride: f.ascentOverride,
    })),
  );
  const face = (family: string) => faces.find((f) => f.family === family);
  expect(face('Inter Variable')).toMatchObject({ display: 'swap', status: 'loaded' });
  expect(face('Source Serif 4 Variable')).toMatchObject({ display: 'swap', status: 'loaded' });
  expect(face('Inter Fallback')).toMatchObject({ sizeAdjust: '107.12%', ascentOverride: '90.44%' });
  expect(face('Source Serif 4 Fallback')).toMatchObject({ sizeAdjust: '110.81%', ascentOverride: '93.49%' });

  // Text in the sans, headings in the serif, each followed by its fallback.
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await family('main p')).toMatch(/^"Inter Variable", "Inter Fallback"/);
  expect(await family('main h1')).toMatch(/^"Source Serif 4 Variable", "Source Serif 4 Fallback"/);
});

test('fonts: a latin character outside the core files is drawn from the latin file, in the same face', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await ready(page, '/');
  expect(fonts.some((f) => f.includes('-latin-wght-normal-'))).toBe(false);
  // A post by an author called Jürgen, say: ü is latin but not core.
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.id = 'umlaut';
    p.textContent = 'Jürgen Größe';
    document.querySelector('main')!.append(p);
    return document.fonts.ready.then(() => undefined);
  });
  await expect
    .poll(() => fonts.some((f) => /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(f)))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Both of Inter's files are loaded, and the page's own family still draws the umlaut.
  const inter = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter Variable').map((f) => f.status),
  );
  expect(inter).toEqual(['loaded', 'loaded']);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'ü'))).toBe(true);
  await expect(page.locator('#umlaut')).toHaveCSS('font-family', /^"Inter Variable"/);
});

test('header: the filled button books a consultation; Sign In is still there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const consult = nav.getByRole('link', { name: 'Book a Consultation' });
  const signIn = nav.getByRole('link', { name: 'Sign In' });
  await expect(consult).toHaveAttribute('href', '/contact');
  await expect(signIn).toHaveAttribute('href', '/auth');
  const background = (l: typeof consult) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(consult)).toBe('rgb(247, 147, 26)'); // the brand orange: the primary action
  expect(await background(signIn)).not.toBe('rgb(247, 147, 26)');
  await consult.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('mobile menu: Escape closes it and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'menu-390');
  await menu.getByRole('link', { name: 'Services', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  // Escape with the menu closed does nothing (and focus stays where it is).
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test("footer: the firm's legal name, address and disclosure from config/firm.ts on every public page", async ({
  page,
}) => {
  for (const [path] of PUBLIC_PAGES) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText(firm.legalName);
    await expect(footer.locator('address')).toContainText(formatFirmAddress(firm.address));
    await expect(footer.getByText(firm.disclosure, { exact: true })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${firm.legalName}`);
  }
});

for (const [path, name] of PUBLIC_PAGES) {
  test(`${path}: one container width, no sideways scrolling and no serious axe violations at 390 and 1280 px`, async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await ready(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
      // Header, sections and footer all sit in the header's container: one width, one set of gutters.
      const boxes = await page
        .locator('.site-container')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      expect(new Set(boxes).size, `container widths at ${width}px: ${boxes.join(', ')}`).toBe(1);
      await expectNoA11yViolations(page);
      await shot(page, `${name}-${width}`);
    }
  });
}
