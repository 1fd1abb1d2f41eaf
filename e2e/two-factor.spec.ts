// Issue 25 item 2: two-factor sign-in (TOTP) in Chromium. Settings → Two-Factor Authentication sets up an
// authenticator app (QR code and manual key; the first code turns it on), signing in then asks for the code
// (a wrong one refused in words), and the app's codes are computed here from the enrolled key with an
// independent TOTP implementation. The @staff-mfa tests turn on the site-wide "require two-factor sign-in
// for staff" setting, so they run in their own project after every other test (playwright.config.ts).
import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, expectNoA11yViolations, randomIp, test, type Api, type TestUser } from './fixtures.ts';
import { shots } from './shots.ts';

/** What an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Walks the enrollment (Settings' dialog or the admin gate): returns the key the app was given. */
/** Turns the authenticator on; its secret and the code that turned it on. */
async function enroll(page: Page, shotName?: string): Promise<{ secret: string; used: string }> {
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const qr = page.getByRole('img', { name: 'QR code to add this account to an authenticator app' });
  await expect(qr).toBeVisible();
  // The image really decodes (auth-js builds its data: URI from the server's raw SVG).
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const key = page.getByTestId('totp-secret');
  const secret = (await key.getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The manual key is shown in groups of four, as authenticator apps expect it typed.
  await expect(key).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));
  if (shotName) await shots(page, shotName);
  await page.getByLabel('Authentication code').fill('000 000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  const used = codeFor(secret);
  await page.getByLabel('Authentication code').fill(used);
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  return { secret, used };
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  return context.newPage();
}

async function signInWithPassword(page: Page, user: TestUser) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a staff member turns on two-factor sign-in; signing in then asks for the code', async ({
  asEditor: { page, user },
  browser,
}) => {
  test.slow(); // two browsers, an enrollment and a sign-in, with axe checks and screenshots
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Configure Two-Factor Authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  const { secret, used } = await enroll(page, 'two-factor-enroll');
  await expect(dialog.getByRole('status')).toHaveText('Two-factor sign-in is on for your account.');
  await shots(page, 'two-factor-on');
  // An editor does not see the admins' site-wide switch.
  await expect(dialog.getByRole('switch')).toHaveCount(0);

  // A new sign-in: the password alone does not reach the admin area.
  const other = await freshPage(browser);
  await other.goto('/admin/posts');
  await expect(other).toHaveURL(/\/auth$/);
  await signInWithPassword(other, user);
  await expect(other.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(other).toHaveURL(/\/auth$/);
  await expectNoA11yViolations(other);
  await shots(other, 'two-factor-sign-in');
  await other.getByLabel('Authentication code').fill('12345');
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app.');
  // The code used to turn it on cannot be used again (that very code: recomputed now, it could belong to the next
  // 30 s step on a slow run); the app's next one is accepted.
  await other.getByLabel('Authentication code').fill(used);
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByRole('alert')).toContainText('That code is not right, or it was already used.');
  await other.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other).toHaveURL(/\/admin\/posts$/);
  await expect(other.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();
  await other.context().close();
});

test('a session that skipped the code is stopped at the admin area, and may sign out instead', async ({
  asLearner: { page, user },
  browser,
}) => {
  test.slow(); // an enrollment, then a second browser
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Configure Two-Factor Authentication' }).click();
  await enroll(page);
  await expect(page.getByText('Two-factor sign-in is on for your account.')).toBeVisible();

  const other = await freshPage(browser);
  await other.goto('/auth');
  await signInWithPassword(other, user);
  await expect(other.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // Leaving the sign-in screen for the admin area does not get around the code.
  await other.goto('/admin');
  await expect(other.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'Content Management' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/auth$/);
  await expect(other.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await other.context().close();
});

async function requireStaffMfa(api: Api, on: boolean) {
  await api.service('PATCH', '/rest/v1/security_settings?id=eq.true', { staff_mfa_required: on });
}

test('@staff-mfa with two-factor required for staff, an editor sets it up before the admin area; an admin resets it', async ({
  asEditor: editor,
  asAdmin: admin,
  api,
}) => {
  test.slow(); // two people, two enrollments, the Users screen and Settings
  await requireStaffMfa(api, true);
  try {
    await editor.page.goto('/admin');
    await expect(editor.page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expectNoA11yViolations(editor.page);
    await shots(editor.page, 'two-factor-required');
    await enroll(editor.page);
    await expect(editor.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // The admin, too, must set it up first; then the Users screen shows who has it and resets it.
    await admin.page.goto('/admin/users');
    await expect(admin.page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await enroll(admin.page);
    await expect(admin.page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const row = admin.page.getByRole('row').filter({ hasText: editor.user.email });
    await expect(row.getByText('On', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Reset two-factor sign-in for ${editor.user.fullName}` }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Reset two-factor sign-in' });
    await expect(confirm).toContainText(`Remove ${editor.user.fullName}'s authenticator app?`);
    await shots(admin.page, 'two-factor-reset');
    await confirm.getByRole('button', { name: 'Reset Two-Factor' }).click();
    await expect(row.getByText('Off', { exact: true })).toBeVisible();

    // The admins' switch: on, and it can be turned off from here.
    await admin.page.goto('/admin/settings');
    await admin.page.getByRole('button', { name: 'Configure Two-Factor Authentication' }).click();
    const toggle = admin.page.getByRole('switch', { name: 'Require two-factor sign-in for staff' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    const [setting] = await api.service<{ staff_mfa_required: boolean }[]>(
      'GET',
      '/rest/v1/security_settings?select=staff_mfa_required',
    );
    expect(setting?.staff_mfa_required).toBe(false);
  } finally {
    await requireStaffMfa(api, false);
  }
});
