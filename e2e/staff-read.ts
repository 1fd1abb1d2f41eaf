// Reads rows back through the data API as the e2e admin (staff may read contact_requests and
// not_found_log; the browser never sees the service key, so the tests sign in like staff would).
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect } from './fixtures.ts';

export async function readAsStaff(page: Page, pathAndQuery: string): Promise<Array<Record<string, unknown>>> {
  const anonKey = await page.evaluate(
    () => (window as unknown as { __APP_CONFIG__?: { anonKey?: string } }).__APP_CONFIG__?.anonKey ?? '',
  );
  const token = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.ok()).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await page.request.get(`/rest/v1/${pathAndQuery}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${access_token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Array<Record<string, unknown>>;
}
