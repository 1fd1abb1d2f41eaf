// auth.admin.generateLink({ type: 'recovery' }): service role only; the link signs the user in for a password
// change once (as the mailed one does) and replaces a recovery link mailed before; other types are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../test/support/backends.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { authFetch, followLink, GOOD_PASSWORD, redirectParams, uniqueEmail } from '../../../test/auth/support.ts';

const SITE = 'http://app.example.test';

describe.each(backends)('admin generate_link on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { SITE_URL: SITE });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('a recovery link: returned (not mailed), followed once to a recovery session, the old mailed link dead', async () => {
    const email = uniqueEmail('link');
    await t.admin().auth.admin.createUser({ email, password: GOOD_PASSWORD, email_confirm: true });
    await t.client().auth.resetPasswordForEmail(email);
    const mailed = (
      await t.db.query<{ link: string }>(`select link from server.outbox where recipient = $1`, [email])
    ).rows;
    expect(mailed).toHaveLength(1);

    const { data, error } = await t.admin().auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: `${SITE}/auth/reset-password` },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      redirect_to: `${SITE}/auth/reset-password`,
    });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    const link = data.properties!.action_link;
    expect(link.startsWith(`${SITE}/auth/v1/verify?token=`)).toBe(true);
    expect((await t.db.query(`select 1 from server.outbox where recipient = $1`, [email])).rows).toHaveLength(
      1,
    );

    expect(redirectParams((await followLink(t, mailed[0]!.link)).location).error_code).toBe('otp_expired');
    const first = await followLink(t, link);
    expect(first.location.startsWith(`${SITE}/auth/reset-password#`)).toBe(true);
    expect(redirectParams(first.location)).toMatchObject({ type: 'recovery', token_type: 'bearer' });
    expect(redirectParams((await followLink(t, link)).location).error_code).toBe('otp_expired');
  });

  it('refused without the service role, for an unknown address, and for other link types', async () => {
    const anon = await authFetch(t, '/admin/generate_link', {
      body: { type: 'recovery', email: uniqueEmail() },
    });
    expect(anon.status).toBe(403);
    const unknown = await t
      .admin()
      .auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const other = await t.admin().auth.admin.generateLink({ type: 'magiclink', email: uniqueEmail() });
    expect(other.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
