// Issue 37, finding 6: an account with two-factor sign-in that follows a password-reset link gives its code
// before it chooses the new password — the server sets a password only from an aal2 session of such an account,
// a recovery link's included (GoTrue's rule). The factor is enrolled through the auth API (the UI's enrollment
// is two-factor.spec.ts'); the link comes from the auth admin API, as in password-reset.spec.ts.
import type { APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { E2E_JWT_SECRET } from '../playwright.config.ts';
import { expect, randomIp, test } from './fixtures.ts';

const NEW_PASSWORD = 'a-brand-new-passphrase-37';

/** POST /factors then challenge and verify, as supabase-js's mfa.enroll + challengeAndVerify send them. */
async function enrollTotp(
  request: APIRequestContext,
  anonKey: string,
  accessToken: string,
): Promise<OTPAuth.TOTP> {
  const headers = { apikey: anonKey, Authorization: `Bearer ${accessToken}`, 'X-Forwarded-For': randomIp() };
  const enrolled = await request.post('/auth/v1/factors', { headers, data: { factor_type: 'totp' } });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const { id, totp } = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totp.secret), digits: 6, period: 30 });
  const challenge = await request.post(`/auth/v1/factors/${id}/challenge`, { headers });
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verified = await request.post(`/auth/v1/factors/${id}/verify`, {
    headers,
    data: { challenge_id: challengeId, code: app.generate() },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return app;
}

test('a password-reset link of an account with two-factor sign-in asks for the code, then sets the new password', async ({
  page,
  api,
  request,
  baseURL,
}) => {
  const user = await api.createUser('contributor', 'Careful Learner');
  try {
    const session = await api.signIn(user);
    const app = await enrollTotp(request, api.anonKey, session.access_token);

    const { serviceKey } = await deriveKeys(E2E_JWT_SECRET);
    const site = new URL(baseURL!);
    site.hostname = 'localhost'; // the link points at SITE_URL
    const res = await request.post(
      `/auth/v1/admin/generate_link?redirect_to=${encodeURIComponent(`${site.origin}/auth/reset-password`)}`,
      {
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
        data: { type: 'recovery', email: user.email },
      },
    );
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto(((await res.json()) as { action_link: string }).action_link);
    await expect(page).toHaveURL(/\/auth\/reset-password$/);

    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'New password' })).toHaveCount(0);
    // The enrollment's code cannot be used again; the app's next one is accepted.
    await page.getByLabel('Authentication code').fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();

    const reset = page.getByRole('form', { name: 'New password' });
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/admin/);
    const signIn = await request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: api.anonKey, 'X-Forwarded-For': randomIp() },
      data: { email: user.email, password: NEW_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
  } finally {
    await api.deleteUser(user.id);
  }
});
