// Shared Playwright fixtures.
// - `page`: plays its own client IP (the server trusts X-Forwarded-For in e2e), so per-IP rate limits
//   never couple tests; its goto() and reload() return once React runs the page (a public page is
//   complete HTML before that, and a click on it would do nothing yet — as for a visitor on a slow phone).
// - `asAdmin`, `asEditor`, `asContributor`, `asLearner`: a fresh user of that role, already signed in —
//   without the form: the user is created through the auth admin API, its session comes from the password
//   grant and is put into the browser's local storage under supabase-js's key before the app starts. Each
//   is its own browser context (two roles can act in one test) and the user is deleted afterwards.
// - `api`: the service-role line for reading back what a test did; `seed`: rows created through the REST
//   API and deleted after the test (in reverse order).
// - `expectNoA11yViolations`: axe-core, zero serious or critical violations.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { createApi, randomIp, type Api, type Role, type Session, type TestUser } from './api.ts';
import { createSeed, type Seed } from './seed.ts';

export { randomIp };
export type { Api, Seed, Session, TestUser };

/** A signed-in user with their own browser page. `session.access_token` calls the API as them. */
export interface Actor {
  page: Page;
  user: TestUser;
  session: Session;
}

interface Fixtures {
  api: Api;
  seed: Seed;
  asAdmin: Actor;
  asEditor: Actor;
  asContributor: Actor;
  asLearner: Actor;
}

/**
 * supabase-js's default storage key, `sb-<first label of the API host>-auth-token` (as the app computes it
 * in apps/web/src/lib/supabase-loader.ts; that module cannot be loaded here, it imports the client).
 */
function storageKey(origin: string): string {
  return `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`;
}

/**
 * Makes `page.goto()` and `page.reload()` of an HTML page also wait until React runs it
 * (`<html data-app-ready>`, apps/web/src/app/app.tsx).
 */
function waitingForApp(page: Page): Page {
  const settle = async (res: Awaited<ReturnType<Page['goto']>>) => {
    if (res?.headers()['content-type']?.startsWith('text/html')) await waitForApp(page);
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
  return page;
}

async function signedIn(
  browser: Browser,
  api: Api,
  baseURL: string,
  role: Role,
  fullName: string,
  use: (actor: Actor) => Promise<void>,
): Promise<void> {
  const user = await api.createUser(role, fullName);
  const session = await api.signIn(user);
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: storageKey(origin), value: JSON.stringify(session) }] }],
    },
  });
  try {
    await use({ page: waitingForApp(await context.newPage()), user, session });
  } finally {
    await context.close();
    await api.deleteUser(user.id);
  }
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    await use(waitingForApp(page));
  },
  api: async ({ request }, use) => {
    await use(await createApi(request));
  },
  seed: async ({ api }, use) => {
    const seed = createSeed(api);
    try {
      await use(seed);
    } finally {
      await seed.cleanup();
    }
  },
  asAdmin: async ({ browser, api, baseURL }, use) =>
    signedIn(browser, api, baseURL ?? '', 'admin', 'E2E Admin', use),
  asEditor: async ({ browser, api, baseURL }, use) =>
    signedIn(browser, api, baseURL ?? '', 'editor', 'E2E Editor', use),
  asContributor: async ({ browser, api, baseURL }, use) =>
    signedIn(browser, api, baseURL ?? '', 'contributor', 'E2E Contributor', use),
  // Learners are contributors too (every sign-up is); the name says which part of the app a test is about.
  asLearner: async ({ browser, api, baseURL }, use) =>
    signedIn(browser, api, baseURL ?? '', 'contributor', 'E2E Learner', use),
});

/**
 * Waits until React runs the page (apps/web/src/app/app.tsx marks <html data-app-ready>). A public page is
 * complete HTML before that; a link clicked earlier is a full page load, a form sent earlier goes nowhere.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Opens `path` the way a visitor who is already on the site does: loads `from` (server-rendered), then
 * follows the in-app link to `path`, so the page reads its data in the browser (where a test can hold or
 * fail those reads) instead of arriving with it in the HTML.
 */
export async function navigateInApp(page: Page, from: string, path: string): Promise<void> {
  await page.goto(from);
  await waitForApp(page);
  await page.locator(`a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Zero serious or critical axe-core violations on the current page, as it settles. A notice fading in or out is
 * judged at its current opacity, so the toasts' transitions are let finish first; and a check that caught one
 * starting meanwhile (a toast's time ran out during the analysis) is made again. A real violation stays and fails.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await expect(async () => {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              !(a.effect instanceof KeyframeEffect && a.effect.target?.closest('[data-sonner-toast]')),
          ),
      undefined,
      { timeout: 5_000 },
    );
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

export { expect };
