// Reads rows back through the data API as the e2e admin (staff may read contact_requests and
// not_found_log; the browser never sees the service key, so the tests sign in like staff would).
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect } from './fixtures.ts';

/** A client IP of its own per call: the sign-in below must not count against anyone's per-IP auth limit. */
export function randomIp(): string {
  const b = () => 1 + Math.floor(Math.random() * 250);
  return `10.${b()}.${b()}.${b()}`;
}

export async function anonKeyOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { __APP_CONFIG__?: { anonKey?: string } }).__APP_CONFIG__?.anonKey ?? '',
  );
}

export async function readAsStaff(page: Page, pathAndQuery: string): Promise<Array<Record<string, unknown>>> {
  const anonKey = await anonKeyOf(page);
  const token = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey, 'X-Forwarded-For': randomIp() },
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
