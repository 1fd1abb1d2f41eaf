// Per-IP limits count an IPv6 client by its /64 (issue 37 item 9): a subscriber is routinely given a whole /64,
// so addresses counted one by one gave one client 2^64 buckets. Behind a trusted proxy (TRUST_PROXY=true: the
// test client on 127.0.0.1 plays it, appending the address it saw to X-Forwarded-For), through the official
// client: the auth request limit (/token, here 3 an hour) and the SQL one of the contact form (10 an hour).
// An IPv4-mapped address, in either spelling, counts as its IPv4 address.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { contactForm, inOneWindow } from '../rest/client-ip-support.ts';
import { uniqueEmail, withAuthEnv } from './support.ts';

describe.each(backends)('IPv6 clients counted by /64 on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;
  beforeAll(async () => {
    restoreEnv = withAuthEnv({ AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '3', AUTH_RATE_LIMIT_TOKEN_BURST: '3' });
    t = await startTestServer(backend, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  /** A supabase-js client whose requests the proxy forwards as coming from `ip`. */
  const from = (ip: string) =>
    createClient(t.url, t.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'X-Forwarded-For': ip } },
    });

  /** A password sign-in that fails (no such user): 400 invalid_credentials, or 429 when over the limit. */
  async function signInStatus(ip: string): Promise<number | undefined> {
    const { error } = await from(ip).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    return error?.status;
  }

  it('/token: three addresses of one /64 spend its burst; a fourth of that /64 is refused, a neighbouring /64 is not', async () => {
    expect(await signInStatus('2001:db8:aa:1::1')).toBe(400);
    expect(await signInStatus('2001:db8:aa:1::2')).toBe(400);
    expect(await signInStatus('2001:db8:aa:1:ffff:ffff:ffff:fffe')).toBe(400);
    expect(await signInStatus('2001:DB8:AA:1:0:0:0:3')).toBe(429);
    expect(await signInStatus('2001:db8:aa:2::1')).toBe(400);
  });

  it('/token: an IPv4-mapped address counts as the IPv4 address, in either spelling', async () => {
    expect(await signInStatus('198.51.100.7')).toBe(400);
    expect(await signInStatus('::ffff:198.51.100.7')).toBe(400);
    expect(await signInStatus('::ffff:c633:6407')).toBe(400);
    expect(await signInStatus('198.51.100.7')).toBe(429);
    expect(await signInStatus('198.51.100.8')).toBe(400);
  });

  it('the contact form: 12 submissions from addresses of one /64 store 10; another /64 is unaffected', async () => {
    const prefixes: [string, string] = ['2001:db8:c0:1', '2001:db8:c0:2'];
    const { results, prefix } = await inOneWindow(t.db, (p) => `contact:ip:${p}::/64`, prefixes, async (p) => {
      const results: (string | null)[] = [];
      for (let i = 1; i <= 12; i += 1) {
        const { error } = await from(`${p}::${i.toString(16)}`).rpc('submit_contact_request', contactForm('v6'));
        results.push(error?.code ?? null);
      }
      return { results, prefix: p };
    });
    expect(results).toEqual([...Array<null>(10).fill(null), 'PT429', 'PT429']);
    const { error } = await from(`${prefix.replace(/:\d+$/, ':99')}::1`).rpc('submit_contact_request', contactForm('v6'));
    expect(error).toBeNull();
  });
});
