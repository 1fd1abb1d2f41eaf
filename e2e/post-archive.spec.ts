// The archive of published versions (issue 24): a deleted post's published versions stay, admins list them
// by range of days, open each as its page and export the range as JSON (every version, past the list's
// 200); editors get no Archive screen; the editorial settings (retention, site time zone) with the form's and
// the database's refusals. Settings are global: the tests of this file run one after another.
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

test.describe.configure({ mode: 'default' });

const SHOTS = process.env.SHOTS_DIR;
const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface BundleRevision {
  id: string;
  /** The post's id while it exists; a deleted post's versions name it in archived_post_id instead. */
  post_id: string | null;
  archived_post_id: string | null;
  revision_number: number;
  kind: string;
  status: string;
  title: string;
  slug: string;
  content: string | null;
  created_by_name: string | null;
  post_deleted_at: string | null;
  rendered_html: string | null;
  rendered_by: 'server' | 'export';
  page_html: string;
}

interface Bundle {
  site_name: string;
  site_url: string;
  exported_at: string;
  range: { from: string; to: string; time_zone: string };
  scope: string;
  retention_years: number;
  revision_count: number;
  revisions: BundleRevision[];
}

/**
 * Screenshots at 1280 and 390 pixels for the visual check (SHOTS_DIR): the whole page, one part of it, or
 * what the window shows ('viewport').
 */
async function shot(page: Page, name: string, part?: Locator | 'viewport'): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${SHOTS}/${name}-${width}.png`;
    if (part === 'viewport') await page.screenshot({ path });
    else if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function exportBundle(page: Page): Promise<{ download: Download; bundle: Bundle }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const bundle = JSON.parse(readFileSync(await download.path(), 'utf8')) as Bundle;
  return { download, bundle };
}

async function chooseScope(page: Page, label: 'All published versions' | 'Deleted posts only') {
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: label }).click();
}

const versions = (page: Page) => page.getByRole('list', { name: 'Published versions' }).getByRole('listitem');

async function settingsRow(api: Api) {
  const [row] = await api.service<{ time_zone: string; archive_retention_years: number }[]>(
    'GET',
    '/rest/v1/editorial_settings?select=time_zone,archive_retention_years',
  );
  return row;
}

test("a deleted post's published versions stay: listed, opened as their page, exported", async ({
  asAdmin: { page, session },
  api,
  seed,
  baseURL,
}) => {
  test.slow(); // a post's whole life, a dialog, an export and two screenshots
  const title = `Archived post ${uniq()}`;
  const post = await seed.post({ title, status: 'draft', content: '<p>Draft words.</p>' });
  const asAdmin = (method: 'PATCH' | 'DELETE', data?: unknown) =>
    api.asUser(session.access_token, method, `/rest/v1/blog_posts?id=eq.${post.id}`, data);
  // Published, then changed while live, then deleted — each as the admin, so the versions name them.
  expect((await asAdmin('PATCH', { status: 'published', publish_date: new Date().toISOString() })).ok()).toBe(
    true,
  );
  expect(
    (await asAdmin('PATCH', { content: '<p>Changed while live: <strong>vault</strong> words.</p>' })).ok(),
  ).toBe(true);
  expect((await asAdmin('DELETE')).ok()).toBe(true);
  const kept = await api.service<{ revision_number: number; kind: string; post_deleted_at: string | null }[]>(
    'GET',
    `/rest/v1/post_revisions?archived_post_id=eq.${post.id}&select=revision_number,kind,post_deleted_at&order=revision_number`,
  );
  expect(kept.map((r) => [r.revision_number, r.kind])).toEqual([
    [2, 'published'],
    [3, 'saved'],
  ]);
  expect(kept.every((r) => r.post_deleted_at !== null)).toBe(true);

  await page.goto('/admin/archive');
  await expect(page).toHaveTitle('Archive | Admin');
  await expect(page.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^Every version of a post that was live on the site, including posts since deleted/),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Content Management' });
  await expect(nav.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
  // The last twelve months by default, both days included.
  const from = page.getByLabel('From');
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const toDay = await to.inputValue();
  await expect(from).toHaveValue(`${Number(toDay.slice(0, 4)) - 1}${toDay.slice(4)}`);

  await chooseScope(page, 'Deleted posts only');
  const rows = versions(page).filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Revision 3 · Saved while live · by E2E Admin');
  await expect(rows.nth(1)).toContainText('Revision 2 · Published · by E2E Admin');
  await expect(rows.nth(0)).toContainText(`/blog/${post.slug}`);
  await expect(rows.nth(0).getByText(/^Deleted [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText(/^\d+ published versions? of deleted posts\.$/)).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'archive-list');

  // Opened: the page as it was published, its body sanitized.
  await page.getByRole('button', { name: `View revision 3 of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Revision 3 · Saved while live · by E2E Admin');
  await expect(dialog.getByRole('article', { name: 'Page as published' }).locator('strong')).toHaveText(
    'vault',
  );
  await expect(dialog).toContainText('Changed while live: vault words.');
  await expectNoA11yViolations(page);
  await shot(page, 'archive-dialog');
  // The page on its own, as a file.
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download page' }).click(),
  ]);
  expect(single.suggestedFilename()).toBe(`${post.slug}-revision-3.html`);
  const html = readFileSync(await single.path(), 'utf8');
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(html).toContain('<p>Changed while live: <strong>vault</strong> words.</p>');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);

  // Exported: the range's every deleted post's published version, each with its standalone page.
  const { download, bundle } = await exportBundle(page);
  expect(download.suggestedFilename()).toBe(`archive-${await from.inputValue()}_${toDay}-deleted.json`);
  await expect(page.getByText('Export ready', { exact: true })).toBeVisible();
  expect(bundle).toMatchObject({
    site_name: expect.any(String),
    site_url: new URL(baseURL ?? '').origin,
    range: { from: await from.inputValue(), to: toDay, time_zone: expect.any(String) },
    scope: 'deleted',
    retention_years: expect.any(Number),
  });
  expect(bundle.revision_count).toBe(bundle.revisions.length);
  const mine = bundle.revisions.filter((r) => r.archived_post_id === post.id);
  expect(mine.every((r) => r.post_id === null)).toBe(true);
  expect(mine.map((r) => [r.revision_number, r.kind, r.status])).toEqual([
    [3, 'saved', 'published'],
    [2, 'published', 'published'],
  ]);
  for (const r of mine) {
    expect(r.created_by_name).toBe('E2E Admin');
    expect(r.post_deleted_at).not.toBeNull();
    expect(r.rendered_by).toBe(r.rendered_html === null ? 'export' : 'server');
    expect(r.page_html).toMatch(/^<!doctype html>/);
    expect(r.page_html).toContain(`<title>${title} | ${bundle.site_name}</title>`);
    expect(r.page_html).toContain(`<h1>${title}</h1>`);
    expect(r.page_html).toContain(`Archived copy of <a href="${bundle.site_url}/blog/${post.slug}"`);
  }
  expect(mine[0]?.page_html).toContain('<p>Changed while live: <strong>vault</strong> words.</p>');
  expect(mine[1]?.page_html).toContain('<p>Draft words.</p>');
});

test('the list shows the newest 200 and says so; the export pages through every version', async ({
  asAdmin: { page },
  api,
  seed,
}) => {
  test.slow(); // 270 versions written, listed and exported
  // Ten live posts changed 26 times together: 10 + 260 published versions in a few requests.
  const tag = uniq();
  const posts = await Promise.all(
    Array.from({ length: 10 }, (_, i) => seed.post({ title: `Busy post ${tag} ${i}` })),
  );
  const ids = posts.map((p) => p.id).join(',');
  for (let i = 0; i < 26; i++) {
    await api.service('PATCH', `/rest/v1/blog_posts?id=in.(${ids})`, { content: `<p>Change ${i}.</p>` });
  }

  await page.goto('/admin/archive');
  await expect(
    page.getByText(/^Showing the newest 200 of [\d,]+ published versions\. Export includes them all\.$/),
  ).toBeVisible();
  // 25 at a time, up to the 200 read.
  await expect(versions(page)).toHaveCount(25);
  const more = page.getByRole('button', { name: /^Show more/ });
  await expect(more).toHaveText('Show more (25 of 200 shown)');
  await more.scrollIntoViewIfNeeded();
  await shot(page, 'archive-capped', 'viewport');
  for (let n = 50; n <= 200; n += 25) {
    await more.click();
    await expect(versions(page)).toHaveCount(n);
  }
  await expect(more).toHaveCount(0);
  // Changes made outside a user's session name the site, not a person.
  await expect(
    versions(page)
      .filter({ hasText: `Busy post ${tag}` })
      .first(),
  ).toContainText('Saved while live · by System');

  // An editor saves a live post while the export reads its second page: the new version is newer than the
  // export's first page, and must neither shift the pages (repeating a version) nor appear half-way.
  let exportPages = 0;
  await page.route('**/rest/v1/post_revisions?*', async (route) => {
    if (route.request().url().includes('limit=250') && ++exportPages === 2) {
      await api.service('PATCH', `/rest/v1/blog_posts?id=eq.${posts[0]?.id}`, {
        content: '<p>Saved meanwhile.</p>',
      });
    }
    await route.continue();
  });
  const { bundle } = await exportBundle(page);
  await page.unroute('**/rest/v1/post_revisions?*');
  expect(exportPages).toBeGreaterThanOrEqual(2);
  expect(bundle.scope).toBe('all');
  expect(bundle.revisions.length).toBeGreaterThanOrEqual(270);
  const busy = bundle.revisions.filter((r) => posts.some((p) => p.id === r.post_id));
  expect(busy).toHaveLength(270);
  expect(new Set(bundle.revisions.map((r) => r.id)).size).toBe(bundle.revisions.length); // no page twice
});

test('an editor gets no Archive: not in the sidebar, and the address leads back to the dashboard', async ({
  asEditor: { page },
}) => {
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Content Management' });
  await expect(nav.getByRole('link', { name: 'Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Archive' })).toHaveCount(0);
  await page.goto('/admin/archive');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Archive', level: 1 })).toHaveCount(0);
});

test('settings: retention in whole years 1–100 and the site time zone, refused in words', async ({
  asAdmin: { page, session },
  api,
}) => {
  test.slow(); // five saves and two reloads
  const retention = page.getByRole('spinbutton', { name: 'Archive retention (years)' });
  const zone = page.getByRole('combobox', { name: 'Site time zone' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  try {
    await page.goto('/admin/archive');
    await expect(retention).toHaveValue('5');
    await expect(zone).toHaveValue('UTC');
    await expect(page.getByText(/kept for 5 years after the post is deleted/)).toBeVisible();

    // The form's own message; nothing is sent.
    await retention.fill('0');
    await save.click();
    await expect(
      page.getByText('Keep published versions for at least 1 year', { exact: true }),
    ).toBeVisible();
    await expect(retention).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);
    expect((await settingsRow(api))?.archive_retention_years).toBe(5);
    // The database refuses it as well, whoever asks.
    const refused = await api.asUser(
      session.access_token,
      'PATCH',
      '/rest/v1/editorial_settings?id=eq.true',
      {
        archive_retention_years: 0,
      },
    );
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('editorial_settings_retention_range');

    await retention.fill('7');
    await save.click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    await expect.poll(async () => (await settingsRow(api))?.archive_retention_years).toBe(7);
    await page.reload();
    await expect(retention).toHaveValue('7');
    await expect(page.getByText(/kept for 7 years after the post is deleted/)).toBeVisible();
    await expect(page.getByText(/including posts since deleted — kept for 7 years/)).toBeVisible();

    // An unknown zone: the database's own words, on the field.
    await zone.fill('Mars/Olympus');
    await save.click();
    await expect(page.getByText('Unknown time zone: Mars/Olympus', { exact: true }).first()).toBeVisible();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'archive-settings-error', page.getByRole('form', { name: 'Editorial settings' }));
    expect((await settingsRow(api))?.time_zone).toBe('UTC');

    await zone.fill('Europe/Zurich');
    await save.click();
    await expect.poll(async () => (await settingsRow(api))?.time_zone).toBe('Europe/Zurich');
    await page.reload();
    await expect(zone).toHaveValue('Europe/Zurich');
    await expect(page.getByText(/Days and times are in Europe\/Zurich/)).toBeVisible();

    await zone.fill('UTC');
    await retention.fill('5');
    await save.click();
    await expect.poll(settingsRow.bind(null, api)).toEqual({ time_zone: 'UTC', archive_retention_years: 5 });
  } finally {
    await api.service('PATCH', '/rest/v1/editorial_settings?id=eq.true', {
      time_zone: 'UTC',
      archive_retention_years: 5,
    });
  }
});
