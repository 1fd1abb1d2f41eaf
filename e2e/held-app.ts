// "Before the app runs", made deterministic (issue 26): the app's start script (boot-*.js) is held by page.route
// until the test releases it, so the server's HTML loads and paints (the `load` event fires) and the test acts in
// the gap without any sleep. `held()` resolves once the browser asked for the held file: the test then knows it is
// acting in the gap, and not just because the file is named differently.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { randomIp } from './api.ts';

export interface HeldPage {
  context: BrowserContext;
  page: Page;
  /** Lets the app's start script load: the app then takes the page over. */
  release(): void;
  /** Resolves when the browser has asked for the held start script. */
  held(): Promise<void>;
}

export async function heldPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<HeldPage> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => /^\/assets\/boot-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      asked();
      await gate;
      await route.continue();
    },
  );
  return { context, page, release: () => release(), held: () => held };
}
