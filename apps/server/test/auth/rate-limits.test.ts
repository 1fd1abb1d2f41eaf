// Rate limits with low settings: per-IP request limits on /token and /verify (X-Forwarded-For trusted
// here to play several clients), the overall e-mail budget, and limits shared by two server processes.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { spawnServerProcess, type ServerProcess } from '../support/spawn-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { authFetch, GOOD_PASSWORD, uniqueEmail, withAuthEnv } from './support.ts';

describe.each(backends)('auth rate limits on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withAuthEnv({
      AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '5',
      AUTH_RATE_LIMIT_TOKEN_BURST: '5',
      // 2 per burst window (72 s at 100/hour): the burst rule bites before the hourly one.
      AUTH_RATE_LIMIT_VERIFY_PER_HOUR: '100',
      AUTH_RATE_LIMIT_VERIFY_BURST: '2',
      AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '2',
      AUTH_EMAIL_RESEND_INTERVAL: '0',
    });
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'false', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  const clientFrom = (ip: string) =>
    createClient(t.url, t.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'X-Forwarded-For': ip } },
    });

  it('/token: the request over the limit from one IP gets 429 over_request_rate_limit; another IP is unaffected', async () => {
    const a = clientFrom('203.0.113.1');
    for (let i = 0; i < 5; i += 1) {
      const r = await a.auth.signInWithPassword({ email: uniqueEmail(), password: 'wrong-password' });
      expect(r.error?.code).toBe('invalid_credentials');
    }
    const over = await a.auth.signInWithPassword({ email: uniqueEmail(), password: 'wrong-password' });
    expect(over.error?.name).toBe('AuthApiError');
    expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Refresh shares the /token budget.
    const refresh = await a.auth.refreshSession({ refresh_token: 'whatever' });
    expect(refresh.error?.code).toBe('over_request_rate_limit');

    const b = clientFrom('203.0.113.2');
    const other = await b.auth.signInWithPassword({ email: uniqueEmail(), password: 'wrong-password' });
    expect(other.error?.code).toBe('invalid_credentials');
  });

  it('/verify: bursts are limited per IP (POST and the GET link alike)', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.7' };
    for (let i = 0; i < 2; i += 1) {
      const r = await authFetch(t, '/verify', { body: { type: 'signup', token_hash: 'nope' }, headers });
      expect(r.status).toBe(403);
    }
    const over = await authFetch(t, '/verify', { body: { type: 'signup', token_hash: 'nope' }, headers });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const link = await fetch(`${t.url}/auth/v1/verify?type=signup&token=nope`, { headers, redirect: 'manual' });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toContain('error_code=over_request_rate_limit');
    const elsewhere = await authFetch(t, '/verify', { body: { type: 'signup', token_hash: 'nope' }, headers: { 'X-Forwarded-For': '198.51.100.8' } });
    expect(elsewhere.status).toBe(403);
  });

  it('e-mail sending: past the hourly budget → 429 over_email_send_rate_limit, nothing more in the outbox', async () => {
    const c = clientFrom('192.0.2.50');
    const sent: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const email = uniqueEmail('mail');
      const r = await c.auth.signUp({ email, password: GOOD_PASSWORD });
      expect(r.error).toBeNull();
      sent.push(email);
    }
    const blocked = uniqueEmail('blocked');
    const over = await c.auth.signUp({ email: blocked, password: GOOD_PASSWORD });
    expect(over.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    const { rows } = await t.db.query(`select 1 from server.outbox where recipient = $1`, [blocked]);
    expect(rows).toHaveLength(0);
    // Refused before anything was stored: the address is still free.
    const { rows: users } = await t.db.query(`select 1 from auth.users where email = $1`, [blocked]);
    expect(users).toHaveLength(0);
    const recover = await c.auth.resetPasswordForEmail(sent[0]!);
    expect(recover.error?.code).toBe('over_email_send_rate_limit');
  });

  it('counters live in server.rate_limits', async () => {
    const { rows } = await t.db.query<{ bucket: string }>(`select bucket from server.rate_limits where bucket like 'auth:token:%203.0.113.1'`);
    expect(rows.length).toBeGreaterThan(0);
  });

  // Only PostgreSQL can be shared by two processes (PGlite's data directory has one owner).
  if (backend === 'postgres') it('limits hold across two server processes sharing one PostgreSQL', async () => {
    let second: ServerProcess | undefined;
    try {
      second = await spawnServerProcess({
        DATABASE_URL: t.config.databaseUrl!,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'info',
      }).ready;
      const ip = '203.0.113.99';
      const attempt = (url: string) =>
        fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: t.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', 'X-Forwarded-For': ip },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
        }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push(await attempt(i % 2 === 0 ? t.url : second.url));
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses[5]).toBe(429);
    } finally {
      second?.child.kill('SIGTERM');
      if (second) await second.exited;
    }
  });
});
