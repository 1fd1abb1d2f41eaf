// Scheduling a post (issue 24): the Status 'Scheduled' asks "Publish on" in the site's time zone
// (editorial_settings.time_zone, named beside the field), with SPEC-style messages for an empty or past
// time; the post is stored as 'scheduled' at that instant, listed as "Goes live …", absent from the public
// site (page, list, RSS, sitemap) until the server's scheduler publishes it on time.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const ZONE = 'America/New_York';

/** Screenshots for the visual check (SHOTS_DIR) at a phone's and a desktop's width. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** The wall clock in `zone` at `ms`, as Intl gives it (independent of the app's conversion). */
function wallParts(zone: string, ms: number): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** What a datetime-local field holds for that wall time (seconds only when there are some). */
function fieldValue(zone: string, ms: number): string {
  const p = wallParts(zone, ms);
  const value = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
  return p.second === '00' ? value : `${value}:${p.second}`;
}

/** "Mar 08, 2026, 09:00" (SPEC's 'MMM dd, yyyy' and the time) in `zone`. */
function listLabel(zone: string, ms: number): string {
  const p = wallParts(zone, ms);
  const month = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short' }).format(new Date(ms));
  return `${month} ${p.day}, ${p.year}, ${p.hour}:${p.minute}`;
}

async function chooseStatus(page: Page, label: 'Draft' | 'Scheduled' | 'Live') {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('a post scheduled in the site time zone stays off the public site until the scheduler publishes it', async ({
  asEditor: { page },
  api,
  seed,
  request,
}) => {
  test.setTimeout(120_000); // waits for the scheduler
  await api.service('PATCH', '/rest/v1/editorial_settings?id=eq.true', { time_zone: ZONE });
  try {
    const post = await seed.post({ status: 'draft', title: `Scheduled post ${Date.now().toString(36)}` });
    await page.goto(`/admin/posts/${post.id}`);
    await expect(page.getByLabel('Publish on')).toHaveCount(0);
    await chooseStatus(page, 'Scheduled');
    const when = page.getByLabel('Publish on');
    await expect(when).toBeEnabled();
    await expect(when).toHaveAccessibleDescription(`Time zone: ${ZONE}`);

    // Bad input: no time, then a past one.
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Choose when the post goes live', { exact: true })).toBeVisible();
    await expect(when).toHaveAttribute('aria-invalid', 'true');
    await when.fill(fieldValue(ZONE, Date.now() - 60 * 60 * 1000));
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Choose a time in the future', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'schedule-field');
    expect(await api.service('GET', `/rest/v1/blog_posts?id=eq.${post.id}&select=status`)).toEqual([
      { status: 'draft' },
    ]);

    // Twenty seconds ahead, to the second, on New York's clock.
    const at = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
    await when.fill(fieldValue(ZONE, at));
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Post updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    const [row] = await api.service<Array<{ status: string; publish_date: string }>>(
      'GET',
      `/rest/v1/blog_posts?id=eq.${post.id}&select=status,publish_date`,
    );
    expect(row?.status).toBe('scheduled');
    expect(Date.parse(row?.publish_date ?? '')).toBe(at); // New York wall time → the right UTC instant

    const card = page.getByRole('article', { name: post.title });
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Goes live ${listLabel(ZONE, at)} (${ZONE})`);
    await expect(card.getByRole('link', { name: /^View/ })).toHaveCount(0);
    await shot(page, 'schedule-list');

    // Not public yet.
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
    for (const path of ['/blog', '/rss.xml', '/sitemap.xml']) {
      expect(await (await request.get(path)).text(), path).not.toContain(post.slug);
    }
    // Reopened, the field shows the same wall time in the site's zone.
    await page.goto(`/admin/posts/${post.id}`);
    await expect(page.getByLabel('Publish on')).toHaveValue(fieldValue(ZONE, at));

    // The server's scheduler publishes it on time, and the public pages are fresh.
    await expect
      .poll(async () => (await request.get(`/blog/${post.slug}`)).status(), { timeout: 60_000 })
      .toBe(200);
    expect(await api.service('GET', `/rest/v1/blog_posts?id=eq.${post.id}&select=status`)).toEqual([
      { status: 'published' },
    ]);
    for (const path of ['/blog', '/rss.xml', '/sitemap.xml']) {
      expect(await (await request.get(path)).text(), path).toContain(post.slug);
    }
  } finally {
    await api.service('PATCH', '/rest/v1/editorial_settings?id=eq.true', { time_zone: 'UTC' });
  }
});

test('staff see Draft, Scheduled and Live; a contributor keeps drafts', async ({
  asEditor: { page },
  asContributor: { page: contributorPage },
}) => {
  await page.goto('/admin/posts/new');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['Draft', 'Scheduled', 'Live']);
  await page.keyboard.press('Escape');

  await contributorPage.goto('/admin/posts/new');
  const status = contributorPage.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('Draft');
  await expect(status).toBeDisabled();
  await expect(
    contributorPage.getByText('Only editors and admins can publish.', { exact: false }),
  ).toBeVisible();
  await expect(contributorPage.getByLabel('Publish on')).toHaveCount(0);
});
