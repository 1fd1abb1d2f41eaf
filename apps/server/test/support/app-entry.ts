// The app's own server entry (apps/web/src/entry-server.tsx) loaded from source inside a test, with the browser-only
// modules swapped for their server stand-ins exactly as the server build swaps them (apps/web/build/ssr-build.ts):
// the tests of what a page's HTML holds see the head and body the real build would render, without a build.
import { vi } from 'vitest';
import { SSR_SWAPS } from '../../../web/build/ssr-build.ts';

const ENTRY = new URL('../../../web/src/entry-server.tsx', import.meta.url).pathname;

export async function loadAppEntry(): Promise<unknown> {
  for (const [browser, server] of Object.entries(SSR_SWAPS)) vi.doMock(browser, () => import(server));
  return import(ENTRY);
}
