// With SMTP_URL set, mail really leaves through SMTP (to a fake server) and the outbox row is marked
// delivered; confirmation is then required (AUTH_EMAIL_AUTOCONFIRM defaults to false with SMTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(backends)('SMTP delivery on %s', (backend) => {
  let smtp: FakeSmtp;
  let t: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestServer(backend, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Bitcoin Advisory <no-reply@advisory.test>',
      SITE_URL: 'http://app.example.test',
    });
  });
  afterAll(async () => {
    await t.stop();
    await smtp.close();
  });

  it('sign-up sends the confirmation link by SMTP, returns no session, and records the delivery', async () => {
    const { data, error } = await t
      .client()
      .auth.signUp({ email: 'smtp-user@example.com', password: 'a-long-passphrase' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['smtp-user@example.com']);
    expect(mail.from).toBe('no-reply@advisory.test');
    expect(mail.data).toContain('http://app.example.test/auth/v1/verify');
    const { rows } = await t.db.query<{ delivered: boolean }>(
      `select delivered_at is not null as delivered from server.outbox where recipient = $1`,
      ['smtp-user@example.com'],
    );
    expect(rows).toEqual([{ delivered: true }]);
  });
});
