// Our router (apps/web/src/lib/router, ADR 0010) in a real browser, on a server-rendered page it hydrates:
// a link navigates in the app (no page load) and takes the first page's server-written structured data
// with it; a new page starts at the top; Back returns to where the page was left; a Ctrl-click is the
// browser's.
import { expect, test, waitForApp } from './fixtures.ts';

test('in-app navigation: no page load, data-ssr-ld goes, top of the new page, Back restores the scroll', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page.locator('script[data-ssr-ld]')).not.toHaveCount(0);
  // A page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { routerMark: 'same document' }));
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  expect(await page.evaluate(() => (window as { routerMark?: string }).routerMark)).toBe('same document');
  await expect(page.locator('script[data-ssr-ld]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin for Business' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  expect(await page.evaluate(() => (window as { routerMark?: string }).routerMark)).toBe('same document');
});

test('a Ctrl-click on an in-app link is left to the browser (a new tab), the page stays', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const opened = context.waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About' })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/about$/);
  await expect(page).toHaveURL(/\/$/);
  await tab.close();
});
