// The retract beacon honours staff two-factor sign-in (issue 37 #11), on both databases: while
// security_settings.staff_mfa_required is on, an editor's aal1 token is refused (403 insufficient_aal, JSON) and
// takes back nothing — as RLS treats that session as not staff — and the same editor's aal2 token is accepted.
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';
import { ANALYTICS_ENV, browser, headersOf, storedViews, type Browser } from './support.ts';

describe.each(backends)('the retract beacon with staff two-factor sign-in required, on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;

  beforeAll(async () => {
    t = await startWebHost(backend, ANALYTICS_ENV);
    editor = await signedInUser(t, 'editor');
    await t.db.query('update public.security_settings set staff_mfa_required = true');
  });
  afterAll(async () => t?.stop());
  beforeEach(async () => {
    await t.server.analytics.flush();
    await t.db.query('delete from public.analytics_events');
  });

  const retract = async (b: Browser, path: string) =>
    fetch(`${t.url}/api/page-view/retract`, {
      method: 'POST',
      headers: headersOf(b, {
        'content-type': 'application/json',
        authorization: `Bearer ${(await editor.client.auth.getSession()).data.session!.access_token}`,
      }),
      body: JSON.stringify({ path }),
    });
  const views = async () => {
    await t.server.analytics.flush();
    return storedViews(t.db);
  };

  it('refuses an aal1 staff token with 403 insufficient_aal, then accepts the aal2 one', async () => {
    const b = browser();
    await (await fetch(`${t.url}/about`, { headers: headersOf(b) })).arrayBuffer();
    expect(await views()).toHaveLength(1);

    const aal1 = await retract(b, '/about');
    expect(aal1.status).toBe(403);
    expect(aal1.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await aal1.json()).toMatchObject({ code: 'insufficient_aal' });
    expect(await views()).toHaveLength(1);

    const { data, error } = await editor.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(data!.totp.secret) });
    const verified = await editor.client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();

    const aal2 = await retract(b, '/about');
    expect(aal2.status).toBe(204);
    expect(await views()).toEqual([]);
  });
});
