// Reads rows back through the data API for a test to check what the app stored (contact_requests,
// not_found_log …). It reads as the service role from the test process (e2e/api.ts): no sign-in, no
// password grant per read; the browser never sees that key.
import type { Page } from '@playwright/test';
import { createApi, randomIp } from './api.ts';

export { randomIp };

export async function anonKeyOf(page: Page): Promise<string> {
  // The run-time config the server writes into every page (a JSON data block).
  return page.evaluate(
    () =>
      (JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { anonKey?: string })
        .anonKey ?? '',
  );
}

export async function readAsStaff(page: Page, pathAndQuery: string): Promise<Array<Record<string, unknown>>> {
  const api = await createApi(page.request);
  return api.service<Array<Record<string, unknown>>>('GET', `/rest/v1/${pathAndQuery}`);
}
