// URL Redirects (SPEC §2 Admin URL Redirects, §5, §8; issue 10): every SPEC text, create with validation
// (a destination that would leave the site unannounced included, ADR 0011), external destinations marked,
// edit, the status switch, delete with its confirmation, a loop and a duplicate refused with the server's
// message in a dialog that stays open, hits counted by the server, and a logged 404 turned into a redirect
// from the Top 404s panel. Staff sign in through the fixtures; rows a test makes through the UI are deleted
// by the test. Reads of the whole list are faked only where the shared e2e database cannot be held still
// (the empty state, a failed read): other tests add redirects in parallel.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

const SCREEN = '/admin/redirects';
const DELETE_TEXT = 'Are you sure you want to delete this redirect? This action cannot be undone.';
/** Requests to the redirects table itself (not the rest of the API). */
const REDIRECTS_TABLE = (url: URL) => url.pathname === '/rest/v1/redirects';
const unique = (tag: string) =>
  `/e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const toast = (page: Page, type: 'success' | 'error') =>
  page.locator(`[data-sonner-toast][data-type="${type}"]`);
const row = (page: Page, source: string) => page.getByRole('row').filter({ hasText: source });

interface StoredRedirect {
  id: string;
  destination_url: string;
  redirect_type: string;
  is_active: boolean;
  hit_count: number;
}
const stored = (api: Api, source: string) =>
  api.service<StoredRedirect[]>('GET', `/rest/v1/redirects?source_path=eq.${encodeURIComponent(source)}`);
const removeRedirect = (api: Api, source: string) =>
  api.service('DELETE', `/rest/v1/redirects?source_path=eq.${encodeURIComponent(source)}`);

/** The server's answer to a visit (it caches the table for a few seconds, so a new row shows up soon). */
async function expectRedirect(request: APIRequestContext, path: string, status: number, location: string) {
  await expect
    .poll(async () => {
      const res = await request.get(path, { maxRedirects: 0 });
      return `${res.status()} ${res.headers().location ?? ''}`;
    })
    .toBe(`${status} ${location}`);
}

async function openCreateDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Redirect' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('SPEC texts; create with validation', async ({ asEditor: { page }, api }) => {
  const source = `${unique('old')}/`;
  try {
    await page.goto(SCREEN);
    await expect(page).toHaveTitle('URL Redirects | Admin');
    await expect(page.getByRole('heading', { name: 'URL Redirects', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage 301 redirects for your website', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Active Redirects \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Source Path',
      'Destination URL',
      'Type',
      'Hits',
      'Status',
      'Created',
      'Actions',
    ]);
    await expectNoA11yViolations(page);

    const dialog = await openCreateDialog(page);
    const sourceInput = dialog.getByRole('textbox', { name: 'Source Path' });
    await expect(sourceInput).toHaveAttribute('placeholder', '/old-page');
    await expect(sourceInput).toHaveAccessibleDescription('Must start with / (e.g., /shop/)');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText(/^301/);
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoA11yViolations(page);

    // SPEC §5: no leading '/' → the field's message and the 'Invalid source path' notice; nothing stored.
    await sourceInput.fill(source.slice(1));
    await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('/about');
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await expect(dialog.getByText('Source path must start with /', { exact: true })).toBeVisible();
    await expect(sourceInput).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'error')).toContainText('Invalid source path');
    await expect(toast(page, 'error')).toContainText('Source path must start with /');
    expect(await stored(api, source.slice(1))).toEqual([]);

    // ADR 0011: a destination a browser would read as another website is refused with the rule in words.
    const destinationInput = dialog.getByRole('textbox', { name: 'Destination URL' });
    await expect(destinationInput).toHaveAccessibleDescription(
      'A page of this site (/new-page) or another website (https://…, shown as External)',
    );
    await sourceInput.fill(source);
    await destinationInput.fill('//evil.example/x');
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await expect(
      dialog.getByText('A destination path cannot contain // (for another website, write https://…)', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(destinationInput).toHaveAttribute('aria-invalid', 'true');
    expect(await stored(api, source)).toEqual([]);
    await destinationInput.fill('/about');

    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: /^302/ }).click();
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await expect(toast(page, 'success').filter({ hasText: 'Redirect created successfully' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const created = row(page, source);
    await expect(created.getByRole('cell').nth(2)).toHaveText('302');
    await expect(created.getByText('Active', { exact: true })).toBeVisible();
    await expect(created.getByText('Never hit')).toBeVisible();
    await expect(created.getByText('External', { exact: true })).toHaveCount(0);
    const [saved] = await stored(api, source);
    expect(saved).toMatchObject({ destination_url: '/about', redirect_type: '302', is_active: true });
    // SPEC §9's 'MMM dd, yyyy' on the browser's own calendar (never the locale's "11/26/2026").
    const localDay = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(
        new Date(),
      ),
    );
    await expect(created.getByRole('cell').nth(5)).toHaveText(localDay);
  } finally {
    await removeRedirect(api, source);
  }
});

test('the server answers a redirect and the row shows its hits', async ({
  asEditor: { page },
  api,
  seed,
  request,
}) => {
  const source = `${unique('hit')}/`;
  await seed.redirect({ source_path: source, destination_url: '/about', redirect_type: '302' });
  await page.goto(SCREEN);
  await expect(row(page, source).getByText('Never hit')).toBeVisible();
  // With or without the trailing slash it is the same page; the server counts the hit in the background.
  await expectRedirect(request, source.slice(0, -1), 302, '/about');
  await expect.poll(async () => (await stored(api, source))[0]?.hit_count).toBeGreaterThan(0);
  await page.reload();
  await expect(
    row(page, source).getByText(/^Last hit [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}$/),
  ).toBeVisible();
});

test('edit a redirect', async ({ asEditor: { page }, api, seed }) => {
  const { source_path: source } = await seed.redirect({ destination_url: '/about', redirect_type: '302' });
  await page.goto(SCREEN);
  // Edit: the dialog is prefilled; the new destination shows with its external link.
  await row(page, source)
    .getByRole('button', { name: `Edit redirect ${source}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Redirect' });
  await expect(edit.getByRole('textbox', { name: 'Source Path' })).toHaveValue(source);
  await expect(edit.getByRole('textbox', { name: 'Destination URL' })).toHaveValue('/about');
  await expect(edit.getByRole('combobox', { name: 'Type' })).toHaveText(/^302/);
  await expectNoA11yViolations(page);
  await edit.getByRole('textbox', { name: 'Destination URL' }).fill('https://example.com/new-home');
  await edit.getByRole('button', { name: 'Update Redirect' }).click();
  await expect(toast(page, 'success').filter({ hasText: 'Redirect updated successfully' })).toBeVisible();
  await expect(edit).toBeHidden();
  const link = row(page, source).getByRole('link', {
    name: 'Open https://example.com/new-home in a new tab',
  });
  await expect(link).toHaveAttribute('href', 'https://example.com/new-home');
  await expect(link).toHaveAttribute('target', '_blank');
  // Another website is marked as such.
  await expect(row(page, source).getByText('External', { exact: true })).toBeVisible();
  expect((await stored(api, source))[0]?.destination_url).toBe('https://example.com/new-home');
});

test('switch a redirect off, then delete it after the confirmation', async ({
  asEditor: { page },
  api,
  seed,
}) => {
  const { source_path: source } = await seed.redirect();
  await page.goto(SCREEN);
  // The status switch: off, badge 'Inactive', stored.
  await row(page, source)
    .getByRole('switch', { name: `Active: ${source}` })
    .click();
  await expect(row(page, source).getByText('Inactive', { exact: true })).toBeVisible();
  await expect.poll(async () => (await stored(api, source))[0]?.is_active).toBe(false);

  // Delete: the confirmation (Cancel keeps the row), then delete.
  await row(page, source)
    .getByRole('button', { name: `Delete redirect ${source}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Redirect' });
  await expect(confirm).toContainText(DELETE_TEXT);
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, source)).toHaveCount(1);
  await row(page, source)
    .getByRole('button', { name: `Delete redirect ${source}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'success').filter({ hasText: 'Redirect deleted successfully' })).toBeVisible();
  await expect(row(page, source)).toHaveCount(0);
  expect(await stored(api, source)).toEqual([]);
});

test("a loop and a duplicate are refused with the server's message; the dialog stays open", async ({
  asAdmin: { page },
  api,
  seed,
}) => {
  const a = unique('loop-a');
  const b = unique('loop-b');
  await seed.redirect({ source_path: a, destination_url: b });
  const back = await seed.redirect({ source_path: unique('loop-c'), destination_url: a, is_active: false });
  await page.goto(SCREEN);

  const dialog = await openCreateDialog(page);
  await dialog.getByRole('textbox', { name: 'Source Path' }).fill(b);
  await dialog.getByRole('textbox', { name: 'Destination URL' }).fill(`${a}/`);
  await dialog.getByRole('button', { name: 'Create Redirect' }).click();
  await expect(toast(page, 'error')).toContainText('This redirect would create a loop');
  await expect(dialog.getByRole('alert')).toContainText('This redirect would create a loop');
  await expect(dialog.getByRole('alert')).toContainText(`${b} eventually redirects back to itself.`);
  await expect(dialog).toBeVisible();
  expect(await stored(api, b)).toEqual([]);

  // The same source twice: the unique constraint's own message.
  await dialog.getByRole('textbox', { name: 'Source Path' }).fill(a);
  await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('/services');
  await dialog.getByRole('button', { name: 'Create Redirect' }).click();
  await expect(dialog.getByRole('alert')).toContainText('redirects_source_path_key');
  await expect(dialog).toBeVisible();
  expect(await stored(api, a)).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Switching on a redirect that closes a loop: with a → c active, turning c → a on is refused.
  await api.service('PATCH', `/rest/v1/redirects?source_path=eq.${encodeURIComponent(a)}`, {
    destination_url: back.source_path,
  });
  await page.reload();
  await row(page, back.source_path)
    .getByRole('switch', { name: `Active: ${back.source_path}` })
    .click();
  await expect(toast(page, 'error')).toContainText('Failed to update redirect status');
  await expect(toast(page, 'error')).toContainText('This redirect would create a loop');
  await expect(row(page, back.source_path).getByText('Inactive', { exact: true })).toBeVisible();
  expect((await stored(api, back.source_path))[0]?.is_active).toBe(false);
});

test('a logged 404 becomes a redirect from the Top 404s panel', async ({
  asEditor: { page },
  api,
  request,
}) => {
  const missing = unique('missing');
  try {
    await page.goto(missing); // the not-found page logs the path
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(
        async () => (await api.service<unknown[]>('GET', `/rest/v1/not_found_log?path=eq.${missing}`)).length,
      )
      .toBe(1);
    // Far ahead of whatever else other tests logged, so it is on the panel's first rows.
    await api.service('PATCH', `/rest/v1/not_found_log?path=eq.${missing}`, { hits: 900_000 });

    await page.goto(SCREEN);
    const panel = page.getByRole('list', { name: 'Top 404s' });
    const entry = panel.getByRole('listitem').filter({ hasText: missing });
    await expect(entry).toContainText('900,000 hits');
    await expectNoA11yViolations(page);
    await entry.getByRole('button', { name: `Create redirect for ${missing}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Redirect' });
    await expect(dialog.getByRole('textbox', { name: 'Source Path' })).toHaveValue(missing);
    await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('/services');
    await dialog.getByRole('button', { name: 'Create Redirect' }).click();
    await expect(toast(page, 'success').filter({ hasText: 'Redirect created successfully' })).toBeVisible();
    await expect(row(page, missing).getByRole('cell').first()).toHaveText(missing);
    await expect(panel.getByText(missing)).toHaveCount(0);
    await expectRedirect(request, missing, 301, '/services');
  } finally {
    await removeRedirect(api, missing);
    await api.service('DELETE', `/rest/v1/not_found_log?path=eq.${missing}`);
  }
});

test('empty state, failed reads, saves and deletes show the SPEC notices', async ({
  asEditor: { page },
  seed,
}) => {
  await page.route(REDIRECTS_TABLE, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
  );
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { name: 'Active Redirects (0)' })).toBeVisible();
  await expect(
    page.getByText('No redirects configured yet. Create your first redirect to get started.', {
      exact: true,
    }),
  ).toBeVisible();

  // A save the server refuses without a message: SPEC's fallback text.
  await page.route(REDIRECTS_TABLE, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('textbox', { name: 'Source Path' }).fill(unique('fail'));
  await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('/about');
  await dialog.getByRole('button', { name: 'Create Redirect' }).click();
  await expect(toast(page, 'error')).toContainText('Failed to save redirect');
  await expect(dialog.getByRole('alert')).toHaveText('Failed to save redirect');
  await page.keyboard.press('Escape');
  await page.unrouteAll();

  const kept = await seed.redirect();
  await page.route(REDIRECTS_TABLE, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
  await page.reload();
  await row(page, kept.source_path)
    .getByRole('button', { name: `Delete redirect ${kept.source_path}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'error')).toContainText('Failed to delete redirect');
  await expect(row(page, kept.source_path)).toHaveCount(1);

  await page.unrouteAll();
  await page.route(REDIRECTS_TABLE, (route) => route.fulfill({ status: 500, json: {} }));
  await page.reload();
  await expect(toast(page, 'error')).toContainText('Failed to fetch redirects');
});

test('contributors are kept out by the screen and by the database', async ({ asContributor, api }) => {
  const { page, session } = asContributor;
  await page.goto(SCREEN);
  // The guard sends them to the dashboard (SPEC §4) and the sidebar never offers the screen.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Redirects', exact: true })).toHaveCount(0);
  const source = unique('contrib');
  const res = await api.asUser(session.access_token, 'POST', '/rest/v1/redirects', {
    source_path: source,
    destination_url: '/about',
  });
  expect(res.ok()).toBe(false);
  expect(await stored(api, source)).toEqual([]);
});

test('at 390 px each redirect is a stacked card that fits the screen', async ({
  asEditor: { page },
  seed,
  api,
}) => {
  const redirect = await seed.redirect({ destination_url: 'https://example.com/a/rather/long/destination' });
  const source = redirect.source_path;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SCREEN);
  const card = page
    .getByRole('list', { name: 'Redirects' })
    .getByRole('listitem')
    .filter({ hasText: source });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  for (const label of ['Source Path', 'Destination URL', 'Type', 'Hits', 'Status', 'Created', 'External']) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);

  await card.getByRole('switch', { name: `Active: ${source}` }).click();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expect.poll(async () => (await stored(api, source))[0]?.is_active).toBe(false);
  await card.getByRole('button', { name: `Edit redirect ${source}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Redirect' });
  await expect(edit.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await expect(edit.getByRole('button', { name: 'Update Redirect' })).toBeInViewport();
  await expectNoA11yViolations(page);
});
