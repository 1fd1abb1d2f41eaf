// The public header for a signed-in visitor (issue 25): SPEC's 'Admin' link stays, and an 'Account' menu offers
// My learning (/education), Settings (/admin/settings) and Sign out — the same three for every role, nothing
// staff-only. Keyboard: Enter/↓ open at the first item, ↑ at the last, ↑/↓/Home/End move, Escape closes and
// returns focus to the button, Tab leaves. Sign out stays on the page and the header shows Sign In again
// (focused); a failed sign-out says so. On a phone the entries are a group in the menu. A signed-out visitor's
// header is unchanged and loads none of this code.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const ENTRIES = [
  ['My learning', '/education'],
  ['Settings', '/admin/settings'],
] as const;

/** The header's top as the visitor sees it (SHOTS_DIR only). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({
    path: `${SHOTS}/${name}.png`,
    clip: { x: 0, y: 0, width, height },
  });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountButton = (page: Page) => nav(page).getByRole('button', { name: 'Account', exact: true });
const accountMenu = (page: Page) => page.getByRole('menu', { name: 'Account' });

async function expectEntries(menu: Locator): Promise<void> {
  await expect(menu.getByRole('menuitem')).toHaveText(['My learning', 'Settings', 'Sign out']);
  for (const [name, href] of ENTRIES) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
  }
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a learner on / gets the account menu beside Admin, keyboard operable, and signs out there', async ({
    asLearner: { page },
  }) => {
    await page.goto('/');
    const button = accountButton(page);
    await expect(button).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it on its first item; the menu is the one the button controls.
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = accountMenu(page);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'missing');
    await expectEntries(menu);
    await expect(page.getByText('Signed in as E2E Learner')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My learning' })).toBeFocused();
    await expectNoA11yViolations(page);
    await shot(page, 'account-menu-1280');

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My learning' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // ↑ on the button opens at the last item; Tab leaves the menu to the next control.
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Book a Consultation' })).toBeFocused();

    // A click outside closes it.
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    // Sign out by keyboard: the page stays, the header is the signed-out one with Sign In focused.
    await button.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const signIn = nav(page).getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeFocused();
    await expect(accountButton(page)).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
  });

  test('a learner on /blog follows My learning and Settings from the menu', async ({
    asLearner: { page },
  }) => {
    await page.goto('/blog');
    await accountButton(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'My learning' }).click();
    await expect(page).toHaveURL(/\/education$/);
    await expect(accountMenu(page)).toHaveCount(0);
    await page.goto('/blog');
    await accountButton(page).click();
    await expectEntries(accountMenu(page));
    await accountMenu(page).getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
  });

  test('staff still see Admin, and the same three entries', async ({ asAdmin: { page } }) => {
    await page.goto('/blog');
    await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin',
    );
    await accountButton(page).click();
    await expectEntries(accountMenu(page));
    await expect(page.getByText('Signed in as E2E Admin')).toBeVisible();
  });

  test('a sign-out that fails says so and keeps the visitor signed in', async ({ asLearner: { page } }) => {
    await page.route('**/auth/v1/logout**', (route) => route.abort());
    await page.goto('/');
    await accountButton(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('Sign out failed');
    await expect(accountButton(page)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test("a signed-out visitor's header is unchanged and loads no account code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/blog');
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/);
    expect(scripts.filter((u) => /account-menu/.test(u))).toEqual([]);
    await shot(page, 'signed-out-1280');
  });
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu holds an Account group with the same entries; Sign out returns Sign In', async ({
    asLearner: { page },
  }) => {
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    const group = menu.getByRole('group', { name: 'Account' });
    await expect(group).toBeVisible();
    await expect(group.getByText('Signed in as E2E Learner')).toBeVisible();
    for (const [name, href] of ENTRIES) {
      await expect(group.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(group.getByRole('link')).toHaveCount(ENTRIES.length);
    await expect(accountButton(page)).toBeHidden();
    await expectNoA11yViolations(page);
    await shot(page, 'account-menu-390');

    await group.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeFocused();
    await expect(menu.getByRole('group', { name: 'Account' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog$/);
    await shot(page, 'signed-out-390');

    // Escape still closes the phone menu; choosing an entry closes it too (signed in again below).
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('choosing My learning in the phone menu goes there and closes the menu', async ({
    asLearner: { page },
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'My learning' }).click();
    await expect(page).toHaveURL(/\/education$/);
    await expect(menu).toBeHidden();
  });
});
