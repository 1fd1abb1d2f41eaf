// Issue 25 item 3: Settings → Security → Login Sessions lists where the account is signed in (device in
// words, IP, signed in, last used; "This device" first), signs out one other session or — after asking —
// all of them, and the device signed out can no longer renew its sign-in; a password change signs the
// others out too. Each "device" is its own browser context holding a session from the password grant made
// with that device's User-Agent (what the server records for the list).
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  randomIp,
  test,
  waitForApp,
  type Api,
  type Session,
  type TestUser,
} from './fixtures.ts';
import { shots } from './shots.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'a-fresh-passphrase-sessions-25';
const ONLY_THIS_DEVICE = 'No other sessions: your account is signed in only on this device.';

interface Device {
  session: Session;
  ip: string;
}

/** The password grant as a browser on another device makes it: its own IP and User-Agent. */
async function signInFrom(
  request: APIRequestContext,
  api: Api,
  user: TestUser,
  userAgent: string,
): Promise<Device> {
  const ip = randomIp();
  const res = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: api.anonKey, 'X-Forwarded-For': ip, 'User-Agent': userAgent },
    data: { email: user.email, password: user.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { session: (await res.json()) as Session, ip };
}

/** Whether a device could still renew its sign-in (the refresh-token grant). */
async function canRefresh(request: APIRequestContext, api: Api, device: Device): Promise<boolean> {
  const res = await request.post('/auth/v1/token?grant_type=refresh_token', {
    headers: { apikey: api.anonKey, 'X-Forwarded-For': randomIp() },
    data: { refresh_token: device.session.refresh_token },
  });
  return res.ok();
}

const storageKey = (origin: string) => `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`;

/** A browser holding `device`'s session (its own IP), as supabase-js keeps it in local storage. */
async function browserOf(browser: Browser, baseURL: string, device: Device): Promise<BrowserContext> {
  const origin = new URL(baseURL).origin;
  return browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': device.ip },
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: [{ name: storageKey(origin), value: JSON.stringify(device.session) }] },
      ],
    },
  });
}

async function openSettings(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/admin/settings');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  return page;
}

/** Opens Login Sessions from the Security card with the keyboard; returns the dialog. */
async function openSessions(page: Page) {
  const configure = page.getByRole('button', { name: 'Configure Login Sessions' });
  await configure.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login Sessions' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * What the signed-out device meets once its access token is due (at most the token's lifetime later): the
 * stored session is aged as after that time, and the page reloaded: the refresh is refused, so it is signed
 * out and sent to the sign-in page.
 */
async function expectSignedOutOnNextRefresh(page: Page) {
  await page.evaluate((key) => {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { expires_at?: number };
    stored.expires_at = Math.floor(Date.now() / 1000) - 60;
    window.localStorage.setItem(key, JSON.stringify(stored));
  }, storageKey(page.url()));
  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
}

test('Login Sessions lists this device and the other; Sign out ends the other, which cannot renew its sign-in', async ({
  api,
  request,
  browser,
  baseURL,
}) => {
  const user = await api.createUser('contributor', 'Two Device Learner');
  const mine = await signInFrom(request, api, user, CHROME_MAC);
  const phone = await signInFrom(request, api, user, FIREFOX_ANDROID);
  const myBrowser = await browserOf(browser, baseURL!, mine);
  const phoneBrowser = await browserOf(browser, baseURL!, phone);
  try {
    const page = await openSettings(myBrowser);
    const phonePage = await openSettings(phoneBrowser);

    const dialog = await openSessions(page);
    const items = dialog.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Chrome on macOS');
    await expect(items.nth(0).getByText('This device', { exact: true })).toBeVisible();
    await expect(items.nth(0)).toContainText(`IP address ${mine.ip}`);
    await expect(items.nth(0)).toContainText('Active now');
    await expect(items.nth(0).getByRole('button')).toHaveCount(0);
    await expect(items.nth(1)).toContainText('Firefox on Android');
    await expect(items.nth(1)).toContainText(`IP address ${phone.ip}`);
    await expect(items.nth(1)).toContainText(/Signed in [A-Z][a-z]{2} \d{2}, \d{4} · Last used just now/);
    await expect(items.nth(1).getByText('This device', { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(ONLY_THIS_DEVICE, { exact: true })).toHaveCount(0);
    await shots(page, 'login-sessions');
    await expectNoA11yViolations(page);

    await dialog
      .getByRole('button', {
        name: /^Sign out session: Firefox on Android, last used (just now|\d+ minutes? ago)$/,
      })
      .click();
    await expect(dialog.getByRole('status')).toHaveText('Firefox on Android has been signed out.');
    await expect(items).toHaveCount(1);
    await expect(dialog.getByRole('list', { name: 'Your sessions' })).toBeFocused();
    await expect(dialog.getByText(ONLY_THIS_DEVICE, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0);
    await shots(page, 'login-sessions-only-this-device');

    // Closing returns the keyboard to Configure.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Configure Login Sessions' })).toBeFocused();

    expect(await canRefresh(request, api, phone)).toBe(false);
    expect(await canRefresh(request, api, mine)).toBe(true);
    await expectSignedOutOnNextRefresh(phonePage);
  } finally {
    await myBrowser.close();
    await phoneBrowser.close();
    await api.deleteUser(user.id);
  }
});

test('Sign out all other sessions asks first; a password change then signs out a newer one too', async ({
  api,
  request,
  browser,
  baseURL,
}) => {
  const user = await api.createUser('contributor', 'Many Device Learner');
  const mine = await signInFrom(request, api, user, CHROME_MAC);
  const phone = await signInFrom(request, api, user, FIREFOX_ANDROID);
  const iphone = await signInFrom(request, api, user, SAFARI_IOS);
  const myBrowser = await browserOf(browser, baseURL!, mine);
  try {
    const page = await openSettings(myBrowser);
    let dialog = await openSessions(page);
    const items = dialog.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Chrome on macOS');
    await expect(dialog.getByText('Safari on iOS', { exact: true })).toBeVisible();

    // Cancel changes nothing and gives the keyboard back to the button.
    const all = dialog.getByRole('button', { name: 'Sign out all other sessions' });
    await all.click();
    let confirm = page.getByRole('alertdialog', { name: 'Sign out all other sessions?' });
    await expect(confirm).toHaveAccessibleDescription(
      'The 2 other devices signed in to your account will be signed out. This device stays signed in.',
    );
    await shots(page, 'login-sessions-confirm');
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(all).toBeFocused();
    await expect(items).toHaveCount(3);
    expect(await canRefresh(request, api, phone)).toBe(true);

    await all.click();
    confirm = page.getByRole('alertdialog', { name: 'Sign out all other sessions?' });
    await confirm.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(dialog.getByRole('status')).toHaveText('All your other sessions have been signed out.');
    await expect(items).toHaveCount(1);
    await expect(dialog.getByRole('list', { name: 'Your sessions' })).toBeFocused();
    await expect(dialog.getByText(ONLY_THIS_DEVICE, { exact: true })).toBeVisible();
    expect(await canRefresh(request, api, iphone)).toBe(false);
    await page.keyboard.press('Escape');

    // A device signed in later, then a password change here: it is signed out as well (as GoTrue does).
    const laptop = await signInFrom(request, api, user, FIREFOX_ANDROID);
    const laptopBrowser = await browserOf(browser, baseURL!, laptop);
    try {
      const laptopPage = await openSettings(laptopBrowser);
      dialog = await openSessions(page);
      await expect(items).toHaveCount(2);
      await page.keyboard.press('Escape');

      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill(user.password);
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByRole('status')).toHaveText(
        'Your password has been changed. Your other sessions have been signed out.',
      );

      dialog = await openSessions(page);
      await expect(items).toHaveCount(1);
      await expect(items.nth(0).getByText('This device', { exact: true })).toBeVisible();
      await expect(dialog.getByText(ONLY_THIS_DEVICE, { exact: true })).toBeVisible();
      expect(await canRefresh(request, api, laptop)).toBe(false);
      await expectSignedOutOnNextRefresh(laptopPage);
    } finally {
      await laptopBrowser.close();
    }
  } finally {
    await myBrowser.close();
    await api.deleteUser(user.id);
  }
});

test('failures are said in words: the list that cannot load, a sign-out that does not go through, one already ended', async ({
  asLearner: { page, user },
  api,
  request,
}) => {
  const other = await api.signIn(user);
  await page.route('**/rest/v1/rpc/list_my_sessions', (route) => route.abort());
  await page.goto('/admin/settings');
  const dialog = await openSessions(page);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your sessions could not be loaded. The server could not be reached. Check your connection and try again.',
  );
  await expectNoA11yViolations(page);

  await page.unroute('**/rest/v1/rpc/list_my_sessions');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  const items = dialog.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
  await expect(items).toHaveCount(2);

  await page.route('**/rest/v1/rpc/revoke_my_session', (route) => route.abort());
  await dialog.getByRole('button', { name: /^Sign out session: / }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /could not be signed out\. The server could not be reached\. Check your connection and try again\.$/,
  );
  await expect(items).toHaveCount(2);

  // Meanwhile the other device signs itself out: the list still shows it; Sign out says it had already ended.
  await page.unroute('**/rest/v1/rpc/revoke_my_session');
  const logout = await request.post('/auth/v1/logout?scope=local', {
    headers: {
      apikey: api.anonKey,
      Authorization: `Bearer ${other.access_token}`,
      'X-Forwarded-For': randomIp(),
    },
  });
  expect(logout.status()).toBe(204);
  await dialog.getByRole('button', { name: /^Sign out session: / }).click();
  await expect(dialog.getByRole('status')).toHaveText('That session had already ended.');
  await expect(items).toHaveCount(1);
  await expect(dialog.getByText(ONLY_THIS_DEVICE, { exact: true })).toBeVisible();
});
