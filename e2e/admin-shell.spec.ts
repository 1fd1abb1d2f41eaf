// The admin shell (SPEC §2 admin layout, dashboard, analytics; DESIGN.md §3 admin routes): the guard, the
// sidebar from the route manifest per role, a redirect to /admin (by replacement, SPEC §4) from screens a
// role may not open — /admin/education has its own gate (education-admin.spec.ts) — breadcrumbs,
// the sidebar cookie restored on reload, the mobile sidebar as a focus-trapping sheet, and sign out.
// Users sign in through the fixtures (no form); auth.spec.ts tests the form itself.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const SIDEBAR = 'Content Management';

/** The screen at `path` opened (rendered its heading) and the guard did not send the user to /admin. */
async function expectScreenOpens(page: Page, path: string): Promise<void> {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
}

test('the admin area sends a visitor to /auth', async ({ page }) => {
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
});

test("analytics shows SPEC's cards and panels, and breadcrumbs", async ({ asAdmin: { page } }) => {
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  // Their figures are real (issue 28): analytics.spec.ts checks them.
  for (const name of ['Total Views', 'Unique Visitors', 'Page Views', 'Engagement Rate']) {
    await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Traffic Overview', 'Top Posts']) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toHaveText(/Dashboard\s*\/\s*Analytics/);
});

test('dashboard, header, sidebar toggle restored from its cookie, and sign out', async ({ asAdmin }) => {
  const { page, user } = asAdmin;
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const text of [
    'Site Visitors',
    'Quick Actions',
    'Recent Activity',
    'No recent activity',
    'Admin Dashboard',
    'Live',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  // Staff see the last 30 days against the 30 before (analytics.spec.ts checks the figures).
  await expect(page.getByRole('group', { name: 'Site Visitors' })).toContainText(/from last month|New/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expect(page.getByText('admin', { exact: true })).toBeVisible(); // role badge
  await expect(page.getByText(user.fullName, { exact: true })).toBeVisible();

  const sidebar = page.locator('aside[data-state]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  expect((await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('false');
  await page.reload();
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.reload();
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'expanded');

  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});

test('an admin sees every sidebar entry, in SPEC order, and reaches /admin/users', async ({
  asAdmin: { page },
}) => {
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: SIDEBAR });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Blog Posts',
    'Media Library',
    'Education',
    'Analytics',
    'Redirects',
    'Settings',
    'Requests',
    'Certificates',
    'Users',
    'Archive',
  ]);
  await nav.getByRole('link', { name: 'Users' }).click();
  await expectScreenOpens(page, '/admin/users');
});

test('an editor reaches the staff screens but not the admins’ user list', async ({ asEditor: { page } }) => {
  await page.goto('/admin/requests');
  await expectScreenOpens(page, '/admin/requests');
  const nav = page.getByRole('navigation', { name: SIDEBAR });
  await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

test('a contributor sees only their screens; staff screens send them to /admin by replacement', async ({
  asContributor: { page },
}) => {
  await page.goto('/admin');
  await expect(page.getByText('contributor', { exact: true })).toBeVisible();
  // A contributor may not read analytics: SPEC's dashboard cards, as the spec writes them.
  await expect(page.getByText('+0% from last month')).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: SIDEBAR }).getByRole('link')).toHaveText([
    'Dashboard',
    'Blog Posts',
    'Settings',
  ]);
  for (const path of ['/admin/redirects', '/admin/analytics', '/admin/requests', '/admin/users']) {
    await page.goto('/admin/posts');
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Replaced, not pushed: Back returns to the page before, not to the refused screen.
    await page.goBack();
    await expect(page, path).toHaveURL(/\/admin\/posts$/);
  }
  // /admin/education keeps its own gate (issue 11) instead of the redirect.
  await page.goto('/admin/education');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText(
      "You don't have the necessary permissions to access this area. Admin or Editor role is required.",
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/admin/posts');
  await expectScreenOpens(page, '/admin/posts');
});

test('on a phone the sidebar is a sheet: focus stays inside, Escape closes it', async ({
  asAdmin: { page },
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/admin');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: SIDEBAR });
  await expect(sheet).toBeVisible();
  await expectNoA11yViolations(page);
  // Tab through more stops than the sheet has: focus never leaves it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(open).toBeFocused();
  // A link closes it and navigates.
  await open.click();
  await sheet.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(sheet).toHaveCount(0);
});

test('education requires sign-in and then lists the courses', async ({ page, asLearner }) => {
  await page.goto('/education');
  await expect(page).toHaveURL(/\/auth$/);
  await asLearner.page.goto('/education');
  await expect(asLearner.page.getByRole('heading', { name: 'Education', level: 1 })).toBeVisible();
});
