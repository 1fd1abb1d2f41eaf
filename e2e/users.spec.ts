// Users and roles (issue 10; DESIGN.md §3: /admin/users for admins, roles only through set_user_role):
// the list with name, e-mail, role and joined date, search, an admin promoting a learner to editor (who then
// reaches the staff screens), the last-admin refusal shown with the server's words, and who may not.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search users' });

async function chooseRole(page: Page, name: string, label: string): Promise<void> {
  await page.getByRole('combobox', { name: `Role of ${name}` }).click();
  await page.getByRole('option', { name: label }).click();
}

test('an admin promotes a learner to editor, who then reaches the staff screens', async ({
  asAdmin,
  asLearner,
  api,
}) => {
  const learner = asLearner.page;
  await learner.goto('/admin');
  const nav = learner.getByRole('navigation', { name: 'Content Management' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Blog Posts', 'Settings']);

  const { page } = asAdmin;
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Two-factor', 'Joined']);
  await search(page).fill(asLearner.user.email);
  const row = page.getByRole('row', { name: new RegExp(asLearner.user.fullName) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: asLearner.user.email })).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${asLearner.user.fullName}` })).toHaveText(
    'Contributor',
  );
  await expect(row.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);

  await chooseRole(page, asLearner.user.fullName, 'Editor');
  const dialog = page.getByRole('alertdialog', { name: 'Change role' });
  await expect(dialog).toContainText(`Change ${asLearner.user.fullName} from Contributor to Editor?`);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Change Role' }).click();
  await expect(page.getByText('Role updated', { exact: true })).toBeVisible();
  await expect(page.getByText(`${asLearner.user.fullName} is now Editor`, { exact: true })).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${asLearner.user.fullName}` })).toHaveText(
    'Editor',
  );
  const [stored] = await api.service<{ role: string }[]>(
    'GET',
    `/rest/v1/profiles?user_id=eq.${asLearner.user.id}&select=role`,
  );
  expect(stored?.role).toBe('editor');

  // The new editor's next page load shows the staff area.
  await learner.goto('/admin/requests');
  await expect(learner.getByRole('heading', { name: 'Consultation Requests', level: 1 })).toBeVisible();
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
  ]);
  await learner.goto('/admin/analytics');
  await expect(learner.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(learner.getByText('editor', { exact: true })).toBeVisible(); // the header's role badge
});

test('cancelling the confirmation changes nothing; search filters by name, e-mail and role', async ({
  asAdmin: { page },
  asLearner,
  api,
}) => {
  const name = asLearner.user.fullName;
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: /^All Users \(\d+\)$/ })).toBeVisible();
  await search(page).fill(asLearner.user.email.toUpperCase());
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the learner
  await chooseRole(page, name, 'Admin');
  await page
    .getByRole('alertdialog', { name: 'Change role' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `Role of ${name}` })).toHaveText('Contributor');
  const [stored] = await api.service<{ role: string }[]>(
    'GET',
    `/rest/v1/profiles?user_id=eq.${asLearner.user.id}&select=role`,
  );
  expect(stored?.role).toBe('contributor');

  await search(page).fill(`${asLearner.user.email} admin`);
  await expect(page.getByText('No users match your search', { exact: true })).toBeVisible();
  await search(page).fill('admin');
  await expect(page.getByRole('row').filter({ hasText: 'E2E Admin' }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the last admin cannot be removed: the server refuses and the screen says why', async ({
  asAdmin: { page, user, session },
  api,
}) => {
  // Other admins exist in a shared e2e database (and tests run side by side), so the refusal itself is
  // proven on both databases in apps/server/test/data-model/staff-admin.test.ts; here the screen shows the
  // refusal as the server words it, and keeps the role.
  await page.route('**/rest/v1/rpc/set_user_role', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'P0001',
        message: 'The last admin cannot be demoted',
        details: null,
        hint: 'Make another user an admin first.',
      }),
    }),
  );
  await page.goto('/admin/users');
  await search(page).fill(user.email);
  await chooseRole(page, user.fullName, 'Editor');
  await page
    .getByRole('alertdialog', { name: 'Change role' })
    .getByRole('button', { name: 'Change Role' })
    .click();
  await expect(page.getByText('Failed to change role', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The last admin cannot be demoted. Make another user an admin first.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role of ${user.fullName}` })).toHaveText('Admin');

  // The real refusals of set_user_role reach the caller as 4xx with the database's words.
  const res = await api.asUser(session.access_token, 'POST', '/rest/v1/rpc/set_user_role', {
    user_uuid: user.id,
    new_role: 'owner',
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe(
    'Role must be admin, editor or contributor',
  );
});

test('an admin may demote themselves while other admins remain, and then loses the user list', async ({
  asAdmin: { page, user },
}) => {
  await page.goto('/admin/users');
  await search(page).fill(user.email);
  await chooseRole(page, user.fullName, 'Editor');
  await page
    .getByRole('alertdialog', { name: 'Change role' })
    .getByRole('button', { name: 'Change Role' })
    .click();
  await expect(page.getByText(`${user.fullName} is now Editor`, { exact: true })).toBeVisible();
  // The guard takes an editor off the admins-only screen at once.
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toHaveCount(0);
  await expect(page.getByText('editor', { exact: true })).toBeVisible();
});

test('editors neither see the user list nor read it through the API', async ({
  asEditor: { page, session },
  api,
}) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: /^(Access Denied|Dashboard)$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toHaveCount(0);
  const list = await api.asUser(session.access_token, 'POST', '/rest/v1/rpc/admin_list_users', {});
  expect(list.status()).toBe(403);
  const promote = await api.asUser(session.access_token, 'POST', '/rest/v1/rpc/set_user_role', {
    user_uuid: session.user.id,
    new_role: 'admin',
  });
  expect(promote.status()).toBe(403);
  expect(((await promote.json()) as { message: string }).message).toBe('Only admins can change roles');
});

test('the user list looks finished on a phone', async ({ asAdmin: { page } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/users');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The table scrolls sideways inside its card; the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});

test('a failed user list says so with the server’s words', async ({ asAdmin: { page } }) => {
  await page.route('**/rest/v1/rpc/admin_list_users', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Service unavailable"}',
    }),
  );
  await page.goto('/admin/users');
  await expect(page.getByRole('alert')).toHaveText('Failed to load users: Service unavailable');
});
