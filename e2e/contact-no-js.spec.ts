// Issue 26: the consultation form works before the app runs (apps/server/src/web/contact-post.ts).
// - JavaScript off (a context with javaScriptEnabled: false): the browser posts the form itself; a stored
//   request lands on /contact/sent (staff can read it), a request to fix comes back as the contact page with
//   each message beside its field and every value kept, and sent again from there it is stored.
// - JavaScript on, pressed before the app took the page over: the app's start (boot-*.js) is held with
//   page.route until the test releases it — "before hydration" without a sleep. The browser posts the form
//   once, the app's RPC is never called, and one row is stored.
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, randomIp, test } from './fixtures.ts';
import { heldPage } from './held-app.ts';
import { shots } from './shots.ts';
import { readAsStaff } from './staff-read.ts';

const RPC = '/rest/v1/rpc/submit_contact_request';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  });
  return { context, page: await context.newPage() };
}

/** Posts of the form and calls of the app's RPC, as the browser made them. */
function countRequests(page: Page) {
  const counts = { formPosts: 0, rpcCalls: 0 };
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'POST' && url.pathname === '/contact') counts.formPosts += 1;
    if (url.pathname === RPC) counts.rpcCalls += 1;
  });
  return counts;
}

const storedRequests = (page: Page, email: string) =>
  readAsStaff(page, `contact_requests?select=*&email=eq.${encodeURIComponent(email)}`);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();

test.describe('without JavaScript', () => {
  test('a filled form is stored, answered with the confirmation, and staff can read it', async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    const counts = countRequests(page);
    const email = uniqueEmail('nojs');
    await page.goto('/contact');
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Last Name').fill('Lovelace');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('+1 555 010 0199');
    await field(page, 'Company').fill('Analytical Engines Ltd');
    await page.getByRole('combobox', { name: 'Services of Interest' }).selectOption('Security Assessment');
    await page.getByRole('combobox', { name: 'Portfolio Size / Assets' }).selectOption('$5M-$10M');
    await field(page, 'Message').fill('We hold Bitcoin with one custodian and want a review.');
    await page.getByRole('button', { name: 'Send Request' }).click();

    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('One of our advisors will reply within 24 hours.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send Another Request' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(counts).toEqual({ formPosts: 1, rpcCalls: 0 });
    await shots(page, 'contact-no-js-sent');

    const rows = await storedRequests(page, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      phone: '+1 555 010 0199',
      company: 'Analytical Engines Ltd',
      service: 'Security Assessment',
      assets: '$5M-$10M',
      message: 'We hold Bitcoin with one custodian and want a review.',
      status: 'new',
    });
    await context.close();
  });

  test('a request to fix comes back with the messages beside the fields and every value kept', async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser);
    const email = 'ada@localhost'; // the browser's e-mail check takes it; the site's does not
    await page.goto('/contact');
    await field(page, 'First Name').fill('   '); // `required` takes spaces; the site does not
    await field(page, 'Last Name').fill('Lovelace');
    await field(page, 'Email').fill(email);
    await field(page, 'Company').fill('Analytical Engines Ltd');
    await page.getByRole('combobox', { name: 'Services of Interest' }).selectOption('Security Assessment');
    await field(page, 'Message').fill('Line one\nLine <two> & three');
    const answer = page.waitForResponse((res) => res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect((await answer).status()).toBe(422);

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByText('Request not sent')).toBeVisible();
    await expect(field(page, 'First Name')).toHaveAccessibleDescription('First name is required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(field(page, 'First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Last Name')).not.toHaveAttribute('aria-invalid', 'true');
    // The browser starts at the first field to fix.
    await expect(field(page, 'First Name')).toBeFocused();
    await expect(field(page, 'Last Name')).toHaveValue('Lovelace');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Company')).toHaveValue('Analytical Engines Ltd');
    await expect(page.getByRole('combobox', { name: 'Services of Interest' })).toHaveValue(
      'Security Assessment',
    );
    await expect(field(page, 'Message')).toHaveValue('Line one\nLine <two> & three');
    await shots(page, 'contact-no-js-error');

    // Fixed and sent again from the page that answered: stored once.
    const fixed = uniqueEmail('fixed');
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Email').fill(fixed);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(await storedRequests(page, email)).toEqual([]);
    expect(await storedRequests(page, fixed)).toHaveLength(1);
    await context.close();
  });
});

test.describe('pressed before the app runs', () => {
  test('the form is posted once by the browser, stored once, and the app takes over the confirmation', async ({
    browser,
  }) => {
    const { context, page, release, held } = await heldPage(browser);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const counts = countRequests(page);
    const email = uniqueEmail('early');

    await page.goto('/contact', { waitUntil: 'load' });
    await held();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Last Name').fill('Lovelace');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(counts).toEqual({ formPosts: 1, rpcCalls: 0 });
    expect(await storedRequests(page, email)).toHaveLength(1);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await expectNoA11yViolations(page);
    await context.close();
  });

  test('a request to fix comes back as a page that works as it is: accessible, values kept, not taken over', async ({
    browser,
  }) => {
    const { context, page, release, held } = await heldPage(browser);
    await page.goto('/contact', { waitUntil: 'load' });
    await held();
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Last Name').fill('Lovelace');
    await field(page, 'Email').fill('ada@localhost');
    const answer = page.waitForResponse((res) => res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect((await answer).status()).toBe(422);
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(field(page, 'Email')).toBeFocused();
    release();
    // The page carries no app script to hydrate an empty form over the typed one.
    await expect(page.locator('script[src]')).toHaveCount(0);
    await expect(field(page, 'First Name')).toHaveValue('Ada');
    await expectNoA11yViolations(page);
    await context.close();
  });
});
