// The sign-in screen (SPEC §2 /auth, §4 Authentication and Forms, §8 Authentication): exact texts, the two
// tabs and their fields, sign-up (autoconfirm → signed in), sign-in back to the origin path, failures,
// the silent password-mismatch rule, and no serious axe violations.
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens /auth as a guard does: with `{ from: location }` in the history state (React Router's `usr`). */
async function openAuthFrom(
  page: Page,
  from: { pathname: string; search?: string; hash?: string },
  opts: { signedIn?: boolean } = {},
) {
  await page.goto('/auth');
  // Let the app settle first: a stored session loads the client and sends the visitor on from /auth, which
  // must happen before the history entry is rewritten, not after. Without one nothing moves once the app
  // runs (it reads the stored session on its first render).
  if (opts.signedIn) await expect(page).not.toHaveURL(/\/auth$/);
  else await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.evaluate((f) => {
    window.history.replaceState(
      { usr: { from: { search: '', hash: '', ...f } }, key: 'e2e', idx: 0 },
      '',
      '/auth',
    );
  }, from);
  await page.reload();
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

function errorToast(page: Page) {
  return page.locator('[data-sonner-toast][data-type="error"]');
}

test('shows the admin portal heading, tagline, tabs, Sign In fields and the terms footer', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByText('Access your content management system', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');

  const form = page.getByRole('form', { name: 'Sign In' });
  await expect(form.locator('input')).toHaveCount(2);
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Email')).toHaveAttribute('required', '');
  await expect(form.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(form.getByLabel('Password')).toHaveAttribute('required', '');

  await expect(
    page.getByText(/By signing up, you agree to our Terms of Service and Privacy Policy\./),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the Sign Up tab asks for full name, email, password and its confirmation, all required', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  const fields = [
    ['Full Name', 'text'],
    ['Email', 'email'],
    ['Password', 'password'],
    ['Confirm Password', 'password'],
  ] as const;
  for (const [label, type] of fields) {
    const input = form.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('type', type);
    await expect(input).toHaveAttribute('required', '');
  }
  await expect(form.getByRole('button', { name: 'Create Account' })).toBeVisible();
});

test('the browser blocks an empty or malformed sign-in before any request', async ({ page }) => {
  const tokenCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/v1/token')) tokenCalls.push(r.url());
  });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByRole('button', { name: 'Sign In' }).click();
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').fill('whatever-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
    true,
  );
  expect(tokenCalls).toEqual([]);
});

test('sign-up with autoconfirm signs the user in and redirects (replacing history) to /', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(uniqueEmail());
  await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  await form.getByLabel('Confirm Password').fill('a-long-enough-password');
  const signup = page.waitForRequest((r) => r.url().includes('/auth/v1/signup'));
  await form.getByRole('button', { name: 'Create Account' }).click();
  const body = (await signup).postDataJSON() as { data?: { full_name?: string } };
  expect(body.data?.full_name).toBe('Ada Lovelace');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
  // Replaced, not pushed: going back skips /auth.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
});

test('sign-up without a session (confirmation required) says "Check your email" and stays', async ({
  page,
}) => {
  // This server autoconfirms; the no-session answer of a server that sends confirmation mails is played
  // here (its shape: the user object alone, as GoTrue returns it).
  const email = uniqueEmail();
  await page.route('**/auth/v1/signup**', (route) =>
    route.fulfill({
      status: 200,
      json: {
        id: '6f1b9a4e-0000-4000-8000-000000000001',
        aud: 'authenticated',
        role: '',
        email,
        confirmation_sent_at: new Date().toISOString(),
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { full_name: 'Check Mail' },
        identities: [],
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
    }),
  );
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Check Mail');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  await form.getByLabel('Confirm Password').fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  const toast = page.locator('[data-sonner-toast][data-type="success"]');
  await expect(toast).toContainText('Check your email');
  await expect(toast).toContainText("We've sent you a confirmation link to complete your registration.");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(form.getByLabel('Email')).toHaveValue('');
});

test('sign-up with a short password shows "Sign up failed" with the service message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Short Password');
  await form.getByLabel('Email').fill(uniqueEmail());
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm Password').fill('short');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(errorToast(page)).toContainText('Sign up failed');
  await expect(errorToast(page)).toContainText('Password should be at least 8 characters.');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(form.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test('mismatched passwords make no request and show no message', async ({ page }) => {
  const signups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/v1/signup')) signups.push(r.url());
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Mismatch');
  await form.getByLabel('Email').fill(uniqueEmail());
  await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  await form.getByLabel('Confirm Password').fill('a-different-password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  expect(signups).toEqual([]);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Create Account' })).toBeEnabled();

  // The same form with matching passwords does send. A request from the first click would have come
  // before this one (same path, sent earlier), so once this one is seen, the first is known never to come.
  const sent = page.waitForRequest((r) => r.url().includes('/auth/v1/signup'));
  await form.getByLabel('Confirm Password').fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await sent;
  expect(signups).toHaveLength(1);
});

test('sign-in shows "Signing In..." while busy and returns to the origin path', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token**', async (route) => {
    await held;
    await route.continue();
  });
  await openAuthFrom(page, { pathname: '/blog', search: '?page=1' });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const busy = page.getByRole('button', { name: 'Signing In...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/blog\?page=1$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();
});

test('a guarded page sends the visitor to /auth and, after signing in, back to it', async ({ page }) => {
  await page.goto('/education');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/education$/);
});

test('a wrong password shows "Sign in failed" with the service message and stays', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, E2E_ADMIN.email, 'definitely-not-the-password');
  await expect(errorToast(page)).toContainText('Sign in failed');
  await expect(errorToast(page)).toContainText('Invalid login credentials');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('a signed-in visitor is sent on from /auth to the origin path, or to /', async ({
  asLearner: { page },
}) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toHaveCount(0);

  await openAuthFrom(page, { pathname: '/glossary' }, { signedIn: true });
  await expect(page).toHaveURL(/\/glossary$/);
});

test('/auth has no serious accessibility violations on either tab', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('form', { name: 'Sign Up' })).toBeVisible();
  await expectNoA11yViolations(page);
});
