// Issue 25 item 1: "Forgot password?" on /auth → the recovery link → a new password (a weak one refused
// in words first) → signed in; the used link says so; Settings' Change password (current password asked
// again, other sessions signed out) and Change e-mail. The recovery link comes from the auth admin API
// (generateLink, service role): server.outbox is not reachable from the e2e process; the mail itself is
// covered by the server's tests (apps/server/test/auth/email-flows.test.ts).
import type { APIRequestContext, Browser } from '@playwright/test';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { E2E_JWT_SECRET } from '../playwright.config.ts';
import { expect, expectNoA11yViolations, randomIp, test, type Session, type TestUser } from './fixtures.ts';
import { shots } from './shots.ts';

const RESET_SENT = 'If an account exists for that address, we have sent a link to reset the password.';
const NEW_PASSWORD = 'a-brand-new-passphrase-25';

/** GoTrue's POST /admin/generate_link (what supabase-js's auth.admin.generateLink calls). */
async function recoveryLink(request: APIRequestContext, email: string, redirectTo: string): Promise<string> {
  const { serviceKey } = await deriveKeys(E2E_JWT_SECRET);
  const res = await request.post(
    `/auth/v1/admin/generate_link?redirect_to=${encodeURIComponent(redirectTo)}`,
    {
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
      data: { type: 'recovery', email },
    },
  );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { action_link: string }).action_link;
}

async function passwordGrant(request: APIRequestContext, anonKey: string, email: string, password: string) {
  return request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey, 'X-Forwarded-For': randomIp() },
    data: { email, password },
  });
}

test('forgot password: neutral answer, the link sets a new password (weak refused), signs in; used link refused', async ({
  page,
  api,
  request,
  browser,
  baseURL,
}) => {
  const user = await api.createUser('contributor', 'Forgetful Learner');
  try {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset password' });
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toHaveText(RESET_SENT);
    await shots(page, 'forgot-password');
    await expectNoA11yViolations(page);

    // An unknown address: the very same answer.
    await form.getByLabel('Email').fill(`nobody-${Date.now()}@e2e.test`);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toHaveText(RESET_SENT);
    await form.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();

    // The link points at SITE_URL (http://localhost:<port> in e2e), so the page lands on that origin.
    const site = new URL(baseURL!);
    site.hostname = 'localhost';
    const link = await recoveryLink(request, user.email, `${site.origin}/auth/reset-password`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    const reset = page.getByRole('form', { name: 'New password' });
    await reset.getByLabel('New password', { exact: true }).fill('short1');
    await reset.getByLabel('Confirm new password').fill('short2');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(reset.getByText('The two passwords do not match')).toBeVisible();
    await reset.getByLabel('Confirm new password').fill('short1');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Password should be at least 8 characters.');
    await shots(page, 'reset-password');
    await expectNoA11yViolations(page);
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    expect((await passwordGrant(request, api.anonKey, user.email, user.password)).status()).toBe(400);
    expect((await passwordGrant(request, api.anonKey, user.email, NEW_PASSWORD)).ok()).toBe(true);

    // The same link again, in a browser not signed in: used up. The page says so and offers a new one.
    const fresh = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
    try {
      const again = await fresh.newPage();
      await again.goto(link);
      await expect(again.getByText('This link is invalid or has expired', { exact: true })).toBeVisible();
      await shots(again, 'reset-link-expired');
      await expectNoA11yViolations(again);
      await again.getByRole('link', { name: 'Request a new link' }).click();
      await expect(again.getByRole('form', { name: 'Reset password' })).toBeVisible();
    } finally {
      await fresh.close();
    }
  } finally {
    await api.deleteUser(user.id);
  }
});

/** Another browser signed in as `user` whose access token has expired, as after a while away: it must refresh. */
async function otherBrowser(browser: Browser, baseURL: string, session: Session) {
  const origin = new URL(baseURL).origin;
  const key = `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`;
  const dueSoon = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
  return browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: key, value: JSON.stringify(dueSoon) }] }],
    },
  });
}

test('Settings → Change password: wrong current password refused; right one changes it and signs out the other session', async ({
  asLearner: { page, user },
  api,
  request,
  browser,
  baseURL,
}) => {
  const otherSession = await api.signIn(user);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Configure Password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByLabel('Current password')).toBeFocused();

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not correct.', { exact: true })).toHaveCount(1);
  await expect(form.getByLabel('Current password')).toBeFocused();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect((await passwordGrant(request, api.anonKey, user.email, user.password)).ok()).toBe(true);
  await shots(page, 'settings-password-error');
  await expectNoA11yViolations(page);

  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. Your other sessions have been signed out.',
  );
  await expect(form.getByLabel('Current password')).toHaveValue('');
  expect((await passwordGrant(request, api.anonKey, user.email, user.password)).status()).toBe(400);
  expect((await passwordGrant(request, api.anonKey, user.email, NEW_PASSWORD)).ok()).toBe(true);

  // This browser stays signed in; the other one is signed out when it next needs to refresh its token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const context = await otherBrowser(browser, baseURL!, otherSession);
  try {
    const other = await context.newPage();
    await other.goto('/admin/settings');
    await expect(other).toHaveURL(/\/auth$/);
    await expect(other.getByRole('form', { name: 'Sign In' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('Settings → Change e-mail: a taken or unchanged address refused in words; a new one applied', async ({
  asLearner: { page, user },
  api,
  request,
}) => {
  const other: TestUser = await api.createUser('contributor', 'Someone Else');
  try {
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Change e-mail' });
    await form.getByLabel('New e-mail address').fill(user.email.toUpperCase());
    await form.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(form.getByText('That is already your e-mail address')).toBeVisible();

    await form.getByLabel('New e-mail address').fill(other.email);
    await form.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(form.getByRole('alert')).toHaveText('Another account already uses that e-mail address.');
    await shots(page, 'settings-email-error');

    // e2e runs with AUTH_EMAIL_AUTOCONFIRM=true: the server changes the address at once (with confirmation
    // on it mails the new address and the form says to open that link; server tests cover that mail).
    const newEmail = `moved-${Date.now().toString(36)}@e2e.test`;
    await form.getByLabel('New e-mail address').fill(newEmail);
    await form.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(form.getByRole('status')).toHaveText(`Your e-mail address is now ${newEmail}.`);
    await expect(
      page.getByRole('form', { name: 'Profile' }).getByRole('textbox', { name: 'Email' }),
    ).toHaveValue(newEmail);
    await shots(page, 'settings-email-changed');
    await expectNoA11yViolations(page);
    expect((await passwordGrant(request, api.anonKey, newEmail, user.password)).ok()).toBe(true);
    expect((await passwordGrant(request, api.anonKey, user.email, user.password)).status()).toBe(400);
  } finally {
    await api.deleteUser(other.id);
  }
});
