// Contact (SPEC §2 Contact, §9 options): the form's fields and markers, browser validation, the stored
// request and the thank-you panel, the honeypot, and the rate-limit notice.
import type { Page } from '@playwright/test';
import { firm } from '../apps/web/src/config/firm.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';
import { anonKeyOf, randomIp, readAsStaff } from './staff-read.ts';

const SERVICES = [
  'Investment Strategy Consultation',
  'Bitcoin Custody Setup',
  'Investment Policy Development',
  'Security Assessment',
  'Financial Reporting Setup',
  'Educational Workshops',
];
const ASSETS = ['Under $1M', '$1M-$5M', '$5M-$10M', '$10M-$25M', '$25M-$50M', 'Over $50M'];
const RPC = '**/rest/v1/rpc/submit_contact_request';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

async function fillRequired(page: Page, email: string): Promise<void> {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
}

/** The stored requests for an e-mail address, read back as staff. */
function storedRequests(page: Page, email: string) {
  return readAsStaff(page, `contact_requests?select=*&email=eq.${encodeURIComponent(email)}`);
}

test('the form has every labelled field, required markers, an email input and the SPEC options', async ({ page }) => {
  await page.goto('/contact');
  for (const label of ['First Name', 'Last Name', 'Email']) {
    const input = page.getByLabel(label, { exact: false }).first();
    await expect(input).toHaveAttribute('required', '');
    await expect(page.locator('label', { hasText: label }).first()).toContainText('*');
  }
  await expect(page.getByRole('textbox', { name: 'Email (required)' })).toHaveAttribute('type', 'email');
  for (const label of ['Phone', 'Company', 'Message']) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).not.toHaveAttribute('required', '');
  }
  const services = page.getByRole('combobox', { name: 'Services of Interest' });
  await expect(services.locator('option')).toHaveText(['Select a service', ...SERVICES]);
  const assets = page.getByRole('combobox', { name: 'Portfolio Size / Assets' });
  await expect(assets.locator('option')).toHaveText(['Select a range', ...ASSETS]);

  // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThan(0);
});

test('side cards: email, phone, office hours, why choose, service areas and the 24-hour promise', async ({ page }) => {
  await page.goto('/contact');
  const aside = page.getByRole('complementary', { name: 'Contact information' });
  // The firm's details come from config/firm.ts, the one place they are written.
  await expect(aside.getByRole('link', { name: firm.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${firm.email}`,
  );
  await expect(aside.getByRole('link', { name: firm.phone.display, exact: true })).toHaveAttribute(
    'href',
    `tel:${firm.phone.e164}`,
  );
  await expect(aside.getByText(firm.officeHours, { exact: true })).toBeVisible();
  await expect(aside.getByRole('heading', { name: /^Why choose / })).toBeVisible();
  await expect(aside.getByRole('heading', { name: 'Service Areas' })).toBeVisible();
  await expect(aside.getByText(/within 24 hours/)).toBeVisible();
});

test('the browser blocks a submission without the required fields or with a malformed email', async ({ page }) => {
  let calls = 0;
  await page.route(RPC, (route) => {
    calls += 1;
    return route.abort();
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Request' }).click();
  expect(await page.getByLabel('First Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await fillRequired(page, 'not-an-email');
  await page.getByRole('button', { name: 'Send Request' }).click();
  expect(await page.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  expect(calls).toBe(0);
});

test('a rate-limited submission shows a "Too many requests" notice and keeps the form', async ({ page }) => {
  await page.route(RPC, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'PT429', message: 'Too many requests. Please try again in an hour.', details: null, hint: null }),
    }),
  );
  await page.goto('/contact');
  await fillRequired(page, uniqueEmail('limited'));
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Request not sent')).toBeVisible();
  await expect(page.getByText(/^Too many requests/)).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
});

test('the real limit of 5 requests per email per hour ends in a "Too many requests" notice', async ({ page }) => {
  const email = uniqueEmail('limit');
  await page.goto('/contact');
  const anonKey = await anonKeyOf(page);
  for (let i = 0; i < 5; i += 1) {
    const res = await page.request.post('/rest/v1/rpc/submit_contact_request', {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'X-Forwarded-For': randomIp() },
      data: { first_name: 'Ada', last_name: 'Lovelace', email },
    });
    expect(res.status()).toBe(200);
  }
  await fillRequired(page, email);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(/^Too many requests/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toHaveCount(0);
  expect(await storedRequests(page, email)).toHaveLength(5);
});

test('a failed submission shows a clear error notice', async ({ page }) => {
  await page.route(RPC, (route) => route.abort('connectionfailed'));
  await page.goto('/contact');
  await fillRequired(page, uniqueEmail('offline'));
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Request not sent')).toBeVisible();
  await expect(page.getByText(/could not be sent/)).toBeVisible();
});

test('a submission is stored and the visitor is promised a reply within 24 hours', async ({ page }) => {
  const email = uniqueEmail('stored');
  await page.goto('/contact');
  await fillRequired(page, email);
  await page.getByLabel('Phone').fill('+1 555 010 0199');
  await page.getByLabel('Company').fill('Analytical Engines Ltd');
  await page.getByRole('combobox', { name: 'Services of Interest' }).selectOption('Security Assessment');
  await page.getByRole('combobox', { name: 'Portfolio Size / Assets' }).selectOption('$5M-$10M');
  await page.getByLabel('Message').fill('We hold Bitcoin with one custodian and want a review.');
  await page.getByRole('button', { name: 'Send Request' }).click();

  const thanks = page.getByRole('heading', { name: 'Thank you, Ada!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText(/reply within 24 hours/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Request' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const rows = await storedRequests(page, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    first_name: 'Ada', last_name: 'Lovelace', email, phone: '+1 555 010 0199', company: 'Analytical Engines Ltd',
    service: 'Security Assessment', assets: '$5M-$10M', status: 'new',
  });

  await page.getByRole('button', { name: 'Send Another Request' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('');
});

test('a honeypot submission looks successful to the bot but is not stored', async ({ page }) => {
  const email = uniqueEmail('bot');
  await page.goto('/contact');
  await fillRequired(page, email);
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible();
  expect(await storedRequests(page, email)).toEqual([]);
});
