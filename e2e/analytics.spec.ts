// First-party analytics (issue 28, docs/decisions/0021), end to end: visits from fresh browsers (a desktop
// Chrome user agent: HeadlessChrome is a bot to the server) — a server-rendered landing with a referrer and UTM
// tags, then an in-app navigation the beacon reports — appear on the analytics screen and the dashboard with the
// figures the report gives, "New" against the empty previous period of a fresh database, in the chart's table and
// in the exported CSV; a consultation sent after landing on a post shows where the visit began in the inbox and
// counts as that post's conversion; with collection turned off a visit is not counted; both screens are axe clean.
// Other specs visit pages at the same time: figures are read from the report (deltas or this test's own
// distinctive UTM source), never assumed, and the server's ~1 s flush is waited for with expect.poll.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { Actor, Api } from './fixtures.ts';
import { expect, expectNoA11yViolations, randomIp, test, waitForApp } from './fixtures.ts';
import { shots } from './shots.ts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Totals {
  views: number;
  pageViews: number;
  visitors: number;
  visits: number;
  engagedVisits: number;
  requests: number;
}
interface Report {
  period: string;
  to: string;
  collecting: boolean;
  current: Totals;
  previous: Totals;
  series: { date: string; views: number; visitors: number }[];
  topPosts: { path: string; title: string | null; views: number; visitors: number }[];
  referrers: { host: string | null; views: number; visitors: number }[];
  campaigns: {
    source: string;
    medium: string | null;
    campaign: string | null;
    views: number;
    visitors: number;
  }[];
  conversions: { landingPath: string; requests: number }[];
}

// The collection switch is the whole site's: these tests run one after another, the one turning it off last.
test.describe.configure({ mode: 'serial' });

const uniqueTag = (name: string) =>
  `e2e-${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The report as staff read it through the API. */
async function report(actor: Actor, period: string, api: Api): Promise<Report> {
  const res = await api.asUser(actor.session.access_token, 'POST', '/rest/v1/rpc/analytics_report', {
    period,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Report;
}

/** A visitor of their own: a fresh context with a desktop Chrome user agent and its own client IP. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    userAgent: DESKTOP_CHROME,
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  });
  return context.newPage();
}

async function land(page: Page, url: string): Promise<void> {
  await page.goto(url, { referer: 'https://news.example/some/article' });
  await waitForApp(page);
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const value = (page: Page, name: string) => card(page, name).locator('[data-slot="stat-value"]');
const note = (page: Page, name: string) => card(page, name).locator('[data-slot="stat-note"]');
const count = (n: number) => n.toLocaleString('en-US');

test('visits appear on the analytics screen and the dashboard with the right figures', async ({
  browser,
  asAdmin,
  api,
  seed,
}) => {
  // The longest journey of the suite (two visitors, the flushes, two screens checked by axe, a CSV): 25 s on a quiet
  // 2-core machine, so it gets three times the default timeout rather than failing a busy CI run at 30 s.
  test.slow();
  const post = await seed.post({ title: `Analytics e2e ${Date.now().toString(36)}` });
  const tag = uniqueTag('visits');
  const before = await report(asAdmin, 'today', api);

  // Two visitors land on the post from a newsletter link; the first then follows an in-app link (the beacon).
  const first = await visitor(browser);
  const second = await visitor(browser);
  try {
    const landing = `/blog/${post.slug}?utm_source=${tag}&utm_medium=email&utm_campaign=november`;
    await land(first, landing);
    await land(second, landing);
    const beacon = first.waitForResponse((r) => new URL(r.url()).pathname === '/api/page-view');
    await first.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await first.waitForURL('**/about');
    const sent = await beacon;
    expect(sent.status()).toBe(202);
    expect(JSON.parse(sent.request().postData() ?? '')).toEqual({ path: '/about' });
  } finally {
    await first.context().close();
    await second.context().close();
  }

  // The server writes its views in batches: wait until this test's campaign has both landings.
  const campaign = async () => (await report(asAdmin, 'today', api)).campaigns.find((c) => c.source === tag);
  await expect
    .poll(campaign)
    .toEqual({ source: tag, medium: 'email', campaign: 'november', views: 2, visitors: 2 });
  // Two landings and the beacon's /about (a batch of its own, maybe a moment later).
  // Other specs' views can reach the count first, so wait for the engaged visit itself (the landing and /about
  // of the first visitor), not only for the total.
  const views = async () => (await report(asAdmin, 'today', api)).current.views - before.current.views;
  await expect.poll(views).toBeGreaterThanOrEqual(3);
  const engaged = async () =>
    (await report(asAdmin, 'today', api)).current.engagedVisits - before.current.engagedVisits;
  await expect.poll(engaged).toBeGreaterThanOrEqual(1);
  const after = await report(asAdmin, 'today', api);
  expect(after.current.visitors - before.current.visitors).toBeGreaterThanOrEqual(2);
  expect(after.topPosts.find((p) => p.path === `/blog/${post.slug}`)).toMatchObject({
    views: 2,
    visitors: 2,
  });

  // The analytics screen shows the figures of the report it got, for Today.
  const { page } = asAdmin;
  const answer = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/analytics_report'));
  await page.goto('/admin/analytics?period=today');
  const shown = (await (await answer).json()) as Report;
  expect(shown.period).toBe('today');
  expect(shown.current.views).toBeGreaterThanOrEqual(after.current.views);
  await expect(value(page, 'Total Views')).toHaveText(count(shown.current.views));
  await expect(value(page, 'Unique Visitors')).toHaveText(count(shown.current.visitors));
  await expect(value(page, 'Page Views')).toHaveText(count(shown.current.pageViews));
  await expect(value(page, 'Engagement Rate')).toHaveText(
    `${Math.round((shown.current.engagedVisits / shown.current.visits) * 100)}%`,
  );
  // A fresh database had nothing yesterday.
  expect(shown.previous.views).toBe(0);
  await expect(note(page, 'Total Views')).toHaveText('New');
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();

  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await expect(
    campaigns.getByRole('row', { name: `${tag} / email / november 2 2`, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Referrers' }).getByRole('rowheader', { name: 'news.example' }),
  ).toBeVisible();

  // The chart's values, in its table: today's row.
  const traffic = page.getByRole('region', { name: 'Traffic Overview' });
  await expect(traffic.getByRole('img', { name: /^Chart of views and visitors/ })).toBeVisible();
  await traffic.getByText('Show as table').click();
  const today = shown.series.at(-1)!;
  await expect(traffic.getByRole('table', { name: 'Traffic Overview' }).getByRole('row').nth(1)).toHaveText(
    new RegExp(`${count(today.views)}\\s*${count(today.visitors)}$`),
  );
  expect(today.views).toBe(shown.current.views);
  await expectNoA11yViolations(page);
  await shots(page, 'analytics-today');

  // 7 days, by keyboard: the period moves with the arrow keys and into the URL.
  await page.getByRole('radio', { name: 'Today' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page).toHaveURL(/\?period=7d$/);
  await expect(note(page, 'Total Views')).toHaveText('New');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await shots(page, 'analytics-7d');

  // Export CSV: one file with the period's figures.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain(`\r\n${tag},email,november,2,2\r\n`);
  expect(csv).toContain(`\r\n/blog/${post.slug},${post.title},2,2\r\n`);

  // The dashboard: the last 30 days against the 30 before (empty in a fresh database).
  const thirty = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/analytics_report'));
  await page.goto('/admin');
  const month = (await (await thirty).json()) as Report;
  expect(month.period).toBe('30d');
  await expect(value(page, 'Site Visitors')).toHaveText(count(month.current.visitors));
  await expect(value(page, 'Page Views')).toHaveText(count(month.current.pageViews));
  await expect(note(page, 'Site Visitors')).toHaveText('New');
  await expect(value(page, 'Analytics')).toHaveText('Active');
  await expect(card(page, 'Analytics').getByText('Live', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await shots(page, 'dashboard');
});

test('a consultation sent after landing on a post is attributed to it', async ({
  browser,
  asAdmin,
  asEditor,
  api,
  seed,
}) => {
  const post = await seed.post({ title: `Attributed e2e ${Date.now().toString(36)}` });
  const tag = uniqueTag('lead');
  const email = `${tag}@e2e.test`;
  const page = await visitor(browser);
  try {
    await land(page, `/blog/${post.slug}?utm_source=${tag}&utm_medium=social`);
    await page.getByRole('main').getByRole('link', { name: 'Book a Consultation' }).click();
    await page.waitForURL('**/contact');
    await page.getByLabel('First Name').fill('Attributed');
    await page.getByLabel('Last Name').fill('Lead');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Attributed!' })).toBeVisible();
  } finally {
    await page.context().close();
  }

  try {
    const inbox = asEditor.page;
    await inbox.goto('/admin/requests');
    const card = inbox.getByRole('article', { name: 'Attributed Lead' });
    await expect(card).toContainText(`Landed on /blog/${post.slug} · from news.example · ${tag} / social`);

    const conversions = async () =>
      (await report(asAdmin, 'today', api)).conversions.find((c) => c.landingPath === `/blog/${post.slug}`);
    expect(await conversions()).toEqual({ landingPath: `/blog/${post.slug}`, requests: 1 });
    const admin = asAdmin.page;
    await admin.goto('/admin/analytics?period=today');
    await expect(
      admin.getByRole('region', { name: 'Conversions' }).getByRole('row', { name: `/blog/${post.slug} 1` }),
    ).toBeVisible();
  } finally {
    await api.service('DELETE', `/rest/v1/contact_requests?email=eq.${encodeURIComponent(email)}`);
  }
});

test("a staff member's own visits are not counted", async ({
  browser,
  asAdmin,
  asEditor,
  api,
  seed,
  baseURL,
}) => {
  const post = await seed.post();
  const staffTag = uniqueTag('staff');
  const marker = uniqueTag('marker');
  // The editor's session, in a browser that looks like anyone's (HeadlessChrome would not count at all).
  const origin = new URL(baseURL ?? '').origin;
  const context = await browser.newContext({
    userAgent: DESKTOP_CHROME,
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            {
              name: `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`,
              value: JSON.stringify(asEditor.session),
            },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/page-view') beacons.push(r.postData() ?? '');
  });
  try {
    // The server counts the landing; the app, once it knows an editor is reading, takes it back.
    const retract = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/page-view/retract');
    await land(page, `/blog/${post.slug}?utm_source=${staffTag}`);
    const taken = await retract;
    expect(taken.status()).toBe(204);
    expect(JSON.parse(taken.request().postData() ?? '')).toEqual({ path: `/blog/${post.slug}` });
    expect(taken.request().headers()['authorization']).toBe(`Bearer ${asEditor.session.access_token}`);
    // No beacon for staff's in-app navigations.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
  } finally {
    await context.close();
  }
  expect(beacons).toEqual([]);

  // A visitor's landing after it is counted; by then the editor's would have been too.
  const visit = await visitor(browser);
  await land(visit, `/blog/${post.slug}?utm_source=${marker}`);
  await visit.context().close();
  const sources = async () => (await report(asAdmin, 'today', api)).campaigns.map((c) => c.source);
  await expect.poll(sources).toContain(marker);
  expect(await sources()).not.toContain(staffTag);
});

test('with collection turned off a visit is not counted', async ({ browser, asAdmin, api, seed }) => {
  const post = await seed.post();
  const off = uniqueTag('off');
  const marker = uniqueTag('on');
  const { page } = asAdmin;
  const collect = page.getByRole('switch', { name: 'Collect analytics' });
  const save = async () => {
    await page.getByRole('form', { name: 'Collection' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Analytics (settings saved|collection is off)$/)).toBeVisible();
  };
  await page.goto('/admin/analytics');
  await expect(collect).toBeChecked();
  // The form says what is wrong with a retention it cannot keep.
  const retention = page.getByRole('spinbutton', { name: 'Keep raw events for (days)' });
  await retention.fill('0');
  await page.getByRole('form', { name: 'Collection' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Keep raw events for a whole number of days from 1 to 3650')).toBeVisible();
  await expect(retention).toHaveAttribute('aria-invalid', 'true');
  await retention.fill('90');

  await collect.click();
  await save();
  try {
    await expect(page.getByRole('status').filter({ hasText: 'Collection is off' })).toBeVisible();
    await page.goto('/admin');
    await expect(value(page, 'Analytics')).toHaveText('Off');
    await expect(card(page, 'Analytics').getByText('Live', { exact: true })).toHaveCount(0);

    const visit = await visitor(browser);
    await land(visit, `/blog/${post.slug}?utm_source=${off}`);
    await visit.context().close();
  } finally {
    await page.goto('/admin/analytics');
    await collect.click();
    await save();
    await expect(collect).toBeChecked();
  }
  // A visit after collection is back on is counted; by then the one made while it was off would have been too.
  const visit = await visitor(browser);
  await land(visit, `/blog/${post.slug}?utm_source=${marker}`);
  await visit.context().close();
  const sources = async () => (await report(asAdmin, 'today', api)).campaigns.map((c) => c.source);
  await expect.poll(sources).toContain(marker);
  expect(await sources()).not.toContain(off);
});
