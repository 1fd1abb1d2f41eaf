// Per-IP limits on the e-mail-sending endpoints (/signup, /otp, /recover, /resend): GoTrue's request limit
// per endpoint and IP (429 over_request_rate_limit), and each client's share of the hourly e-mail budget
// (429 over_email_send_rate_limit), so one client cannot lock everyone else out of password recovery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPerIpDefault, loadAuthSettings } from '../../src/auth/settings.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { requestFrom, type FromReply } from '../rest/client-ip-support.ts';
import { GOOD_PASSWORD, lastMail, uniqueEmail, withAuthEnv } from './support.ts';

function auth(t: TestServer, path: string, body: unknown, init: { from?: string; headers?: Record<string, string> } = {}): Promise<FromReply> {
  return requestFrom(`${t.url}/auth/v1${path}`, {
    body,
    from: init.from,
    headers: { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}`, 'X-Supabase-Api-Version': '2024-01-01', ...init.headers },
  });
}

async function mailsTo(t: TestServer, prefix: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from server.outbox where recipient like $1`, [`${prefix}.%`]);
  return rows[0]?.n ?? 0;
}

describe('per-IP auth settings', () => {
  it('defaults as GoTrue (30 per 5 minutes, burst 30) and a tenth of the e-mail budget per client, at least 3', () => {
    const s = loadAuthSettings({});
    expect(s.otpLimit).toEqual({ perHour: 360, burst: 30 });
    expect(s.emailPerHour).toBe(30);
    expect(s.emailPerIpPerHour).toBe(3);
    expect([2, 6, 30, 35, 100, 1000].map(emailPerIpDefault)).toEqual([2, 3, 3, 4, 10, 100]);
  });
  it('reads the documented settings; a bad value names the setting', () => {
    const s = loadAuthSettings({ AUTH_RATE_LIMIT_OTP_PER_HOUR: '60', AUTH_RATE_LIMIT_OTP_BURST: '4', AUTH_RATE_LIMIT_EMAIL_PER_IP_PER_HOUR: '3' });
    expect(s.otpLimit).toEqual({ perHour: 60, burst: 4 });
    expect(s.emailPerIpPerHour).toBe(3);
    expect(() => loadAuthSettings({ AUTH_RATE_LIMIT_EMAIL_PER_IP_PER_HOUR: '0' })).toThrow(/AUTH_RATE_LIMIT_EMAIL_PER_IP_PER_HOUR/);
    expect(() => loadAuthSettings({ AUTH_RATE_LIMIT_OTP_BURST: 'many' })).toThrow(/AUTH_RATE_LIMIT_OTP_BURST/);
  });
});

describe.each(backends)('per-IP limits on the e-mail-sending endpoints on %s', (backend) => {
  describe('default budget, behind a trusted proxy', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'false', TRUST_PROXY: 'true' });
    });
    afterAll(async () => {
      await t?.stop();
    });

    it('five clients signing up ten addresses each send their share (3 each) and no more; a sixth client can still recover', async () => {
      const victim = uniqueEmail('victim');
      const created = await t.admin().auth.admin.createUser({ email: victim, password: GOOD_PASSWORD, email_confirm: true });
      expect(created.error).toBeNull();

      for (let client = 1; client <= 5; client += 1) {
        const from = { 'X-Forwarded-For': `203.0.113.${client}` };
        const replies: FromReply[] = [];
        for (let i = 0; i < 10; i += 1) {
          replies.push(await auth(t, '/signup', { email: uniqueEmail(`flood${client}`), password: GOOD_PASSWORD }, { headers: from }));
        }
        expect(replies.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
        for (const r of replies.slice(3)) {
          expect(r).toEqual({ status: 429, body: { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' } });
        }
        expect(await mailsTo(t, `flood${client}`)).toBe(3);
      }

      const recovery = await auth(t, '/recover', { email: victim }, { headers: { 'X-Forwarded-For': '198.51.100.99' } });
      expect(recovery).toEqual({ status: 200, body: {} });
      expect((await lastMail(t, victim))?.kind).toBe('recovery');
    });
  });

  describe('low request limits, no proxy: real sockets 127.0.0.1 and 127.0.0.2', () => {
    let t: TestServer;
    let restoreEnv: () => void;
    beforeAll(async () => {
      restoreEnv = withAuthEnv({ AUTH_RATE_LIMIT_OTP_PER_HOUR: '100', AUTH_RATE_LIMIT_OTP_BURST: '3', AUTH_EMAIL_RESEND_INTERVAL: '0' });
      t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'false' });
    });
    afterAll(async () => {
      await t?.stop();
      restoreEnv();
    });

    // Requests that send no mail, so only the request limit is in play.
    const quiet: [string, () => unknown, number][] = [
      ['/signup', () => ({ email: 'not-an-address', password: GOOD_PASSWORD }), 400],
      ['/otp', () => ({ email: uniqueEmail('nobody'), create_user: false }), 422],
      ['/recover', () => ({ email: uniqueEmail('nobody') }), 200],
      ['/resend', () => ({ type: 'signup', email: uniqueEmail('nobody') }), 200],
    ];

    it.each(quiet)('%s: the 4th request from one client → 429 over_request_rate_limit, however it rotates X-Forwarded-For; another client is unaffected', async (path, body, normal) => {
      for (let i = 0; i < 3; i += 1) {
        expect((await auth(t, path, body(), { headers: { 'X-Forwarded-For': `192.0.2.${i + 1}` } })).status).toBe(normal);
      }
      const over = await auth(t, path, body(), { headers: { 'X-Forwarded-For': '192.0.2.200' } });
      expect(over).toEqual({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
      expect((await auth(t, path, body())).status).toBe(429);
      expect((await auth(t, path, body(), { from: '127.0.0.2' })).status).toBe(normal);
    });

    it('a limited client is refused before any work: no user, no mail', async () => {
      const email = uniqueEmail('late');
      const r = await auth(t, '/signup', { email, password: GOOD_PASSWORD });
      expect(r.status).toBe(429);
      const { rows } = await t.db.query(`select 1 from auth.users where email = $1`, [email]);
      expect(rows).toHaveLength(0);
      expect(await lastMail(t, email)).toBeUndefined();
    });
  });
});
