// Consultation requests (issue 10; DESIGN.md §3 contact_requests): a contact-form submission reaches the
// staff inbox with every field, newest first; its status moves New → Contacted → Closed and is stored; the
// dashboard counts the new ones; contributors see neither the inbox nor the count, and RLS agrees.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

interface StoredRequest {
  id: string;
  status: string;
}

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

const requestCard = (page: Page, name: string) => page.getByRole('article', { name });

async function chooseStatus(page: Page, name: string, label: string): Promise<void> {
  await page.getByRole('combobox', { name: `Status of ${name}'s request` }).click();
  await page.getByRole('option', { name: label }).click();
}

test('a contact submission appears in the inbox with every field, and its status changes', async ({
  page,
  asEditor,
  api,
}) => {
  const email = uniqueEmail('inbox');
  try {
    await page.goto('/contact');
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 555 010 0142');
    await page.getByLabel('Company').fill('Compiler Holdings');
    await page.getByRole('combobox', { name: 'Services of Interest' }).selectOption('Bitcoin Custody Setup');
    await page.getByRole('combobox', { name: 'Portfolio Size / Assets' }).selectOption('$10M-$25M');
    await page.getByLabel('Message').fill('We want multisig custody\nfor our treasury.');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();

    const staff = asEditor.page;
    await staff.goto('/admin/requests');
    await expect(staff.getByRole('heading', { name: 'Consultation Requests', level: 1 })).toBeVisible();
    const card = requestCard(staff, 'Grace Hopper');
    await expect(card).toBeVisible();
    await expect(card.getByText('Compiler Holdings', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(card.getByRole('link', { name: '+1 555 010 0142' })).toHaveAttribute(
      'href',
      'tel:+15550100142',
    );
    await expect(card.getByText('Bitcoin Custody Setup', { exact: true })).toBeVisible();
    await expect(card.getByText('$10M-$25M', { exact: true })).toBeVisible();
    await expect(card.getByText('We want multisig custody for our treasury.')).toBeVisible();
    // SPEC §9's 'MMM dd, yyyy' with the time on a 24-hour clock, as every staff screen writes it.
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}$/);
    // The newest request is at the top.
    await expect(staff.getByRole('article').first()).toHaveAccessibleName('Grace Hopper');
    const status = staff.getByRole('combobox', { name: "Status of Grace Hopper's request" });
    await expect(status).toHaveText('New');
    await expect(card.getByText('New', { exact: true })).toHaveCount(2); // the badge and the select
    await expectNoA11yViolations(staff);

    await chooseStatus(staff, 'Grace Hopper', 'Contacted');
    await expect(staff.getByText('Status updated', { exact: true })).toBeVisible();
    await expect(status).toHaveText('Contacted');
    // The New badge goes with the status (the select's own 'Contacted' is all that is left).
    await expect(card.getByText('New', { exact: true })).toHaveCount(0);
    const stored = () =>
      api.service<StoredRequest[]>('GET', `/rest/v1/contact_requests?email=eq.${encodeURIComponent(email)}`);
    expect((await stored())[0]?.status).toBe('in_progress');

    await chooseStatus(staff, 'Grace Hopper', 'Closed');
    await expect(status).toHaveText('Closed');
    await expect.poll(async () => (await stored())[0]?.status).toBe('closed');
    await staff.reload();
    await expect(staff.getByRole('combobox', { name: "Status of Grace Hopper's request" })).toHaveText(
      'Closed',
    );
  } finally {
    await api.service('DELETE', `/rest/v1/contact_requests?email=eq.${encodeURIComponent(email)}`);
  }
});

test('requests are listed newest first; the status list offers New, Contacted and Closed', async ({
  asAdmin: { page },
  seed,
}) => {
  const older = await seed.contactRequest({ first_name: 'Older', created_at: '2026-01-02T10:00:00Z' });
  const newer = await seed.contactRequest({ first_name: 'Newer', created_at: '2026-01-03T10:00:00Z' });
  await page.goto('/admin/requests');
  const names = page.getByRole('article');
  await expect(requestCard(page, 'Newer Lovelace')).toBeVisible();
  const order = await names.evaluateAll((els) => els.map((el) => el.getAttribute('aria-labelledby')));
  expect(order.indexOf(`request-${newer.id}`)).toBeLessThan(order.indexOf(`request-${older.id}`));
  await page.getByRole('combobox', { name: "Status of Newer Lovelace's request" }).click();
  await expect(page.getByRole('option')).toHaveText(['New', 'Contacted', 'Closed']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the dashboard shows staff the number of new requests and leads to the inbox', async ({
  asEditor: { page },
  seed,
}) => {
  await seed.contactRequest({ first_name: 'Counted' });
  const handled = await seed.contactRequest({ first_name: 'Handled', status: 'closed' });
  // Other tests add requests at the same time, so the figure is checked against the very answer the
  // screen got: a count of status=new rows, shown as the server gave it.
  const answer = page.waitForResponse(
    (res) => res.url().includes('/rest/v1/contact_requests?') && res.url().includes('status=eq.new'),
  );
  await page.goto('/admin');
  const res = await answer;
  expect(res.request().method()).toBe('HEAD');
  const total = Number(res.headers()['content-range']?.split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('New Consultation Requests', { exact: true })).toBeVisible();
  await expect(page.getByTestId('new-requests-count')).toHaveText(String(total));
  // SPEC's three cards stay beside it, with the analytics figures (analytics.spec.ts checks their values).
  for (const name of ['Site Visitors', 'Page Views', 'Analytics']) {
    await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
  }

  await page.getByRole('link', { name: 'View Requests' }).click();
  await expect(page).toHaveURL(/\/admin\/requests$/);
  await expect(requestCard(page, 'Counted Lovelace')).toBeVisible();
  await expect(page.getByRole('combobox', { name: "Status of Handled Lovelace's request" })).toHaveText(
    'Closed',
  );
  expect(handled.status).toBe('closed');
  await expectNoA11yViolations(page);
});

test('an empty inbox says so', async ({ asEditor: { page } }) => {
  await page.route('**/rest/v1/contact_requests?*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
      : route.fallback(),
  );
  await page.goto('/admin/requests');
  await expect(page.getByText('No consultation requests yet', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('contributors see neither the inbox nor the count, and cannot change a status', async ({
  asContributor: { page, session },
  seed,
  api,
}) => {
  const request = await seed.contactRequest({ first_name: 'Private' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('New Consultation Requests')).toHaveCount(0);
  await page.goto('/admin/requests');
  // The admin shell's guard keeps them out (SPEC §4: back to /admin, or its 'Access Denied').
  await expect(page.getByRole('heading', { name: /^(Access Denied|Dashboard)$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consultation Requests' })).toHaveCount(0);

  const read = await api.asUser(session.access_token, 'GET', `/rest/v1/contact_requests?id=eq.${request.id}`);
  expect(await read.json()).toEqual([]);
  const write = await api.asUser(
    session.access_token,
    'PATCH',
    `/rest/v1/contact_requests?id=eq.${request.id}`,
    {
      status: 'closed',
    },
  );
  expect(write.status()).toBeLessThan(500);
  const [stored] = await api.service<StoredRequest[]>('GET', `/rest/v1/contact_requests?id=eq.${request.id}`);
  expect(stored?.status).toBe('new');
});

test('the inbox looks finished on a phone', async ({ asEditor: { page }, seed }) => {
  await seed.contactRequest({ first_name: 'Phone', message: 'A long message '.repeat(30) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/requests');
  await expect(requestCard(page, 'Phone Lovelace')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});

test('a failed read or status change says so with the server’s words and keeps the stored status', async ({
  asEditor: { page },
  seed,
  api,
}) => {
  const request = await seed.contactRequest({ first_name: 'Refused' });
  await page.route('**/rest/v1/contact_requests?*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: '42501', message: 'permission denied for table contact_requests' }),
        })
      : route.fallback(),
  );
  await page.goto('/admin/requests');
  await chooseStatus(page, 'Refused Lovelace', 'Closed');
  await expect(page.getByText('Failed to update status', { exact: true })).toBeVisible();
  await expect(page.getByText('permission denied for table contact_requests', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: "Status of Refused Lovelace's request" })).toHaveText(
    'New',
  );
  const [stored] = await api.service<StoredRequest[]>('GET', `/rest/v1/contact_requests?id=eq.${request.id}`);
  expect(stored?.status).toBe('new');

  await page.unrouteAll();
  await page.route('**/rest/v1/contact_requests?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Service unavailable"}',
    }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Failed to load requests: Service unavailable');
});
