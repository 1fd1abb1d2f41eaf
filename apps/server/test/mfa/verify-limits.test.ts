// Wrong TOTP codes are bounded per challenge, per factor and per account, not only per client address (issue 37
// item 9): a challenge takes 5 wrong codes and is then spent; 10 wrong codes on a factor within 15 minutes, or 15
// across an account's factors, lock verification — a right code too — for 5 minutes, then 10, doubling. Time is
// the server's injected clock (AppDeps.now), which the test moves; the codes are computed for that time by an
// independent TOTP implementation (otpauth). Through the official client, on PGlite and PostgreSQL.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, claimsOf, GOOD_PASSWORD, withAuthEnv } from '../auth/support.ts';
import { signedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { spawnServerProcess, type ServerProcess } from '../support/spawn-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const MINUTE = 60_000;

describe.each(backends)('TOTP guessing limits on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;
  // The server's clock. Moved a minute on before each right code, so no right code is a replay of the last.
  let clock = Date.now();

  const codeFor = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: clock });
  const wrongFor = (secret: string) => (codeFor(secret) === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    // Out of the way: the per-IP limit is not what is tested here (every request comes from 127.0.0.1).
    restoreEnv = withAuthEnv({ AUTH_RATE_LIMIT_MFA_PER_HOUR: '100000', AUTH_RATE_LIMIT_MFA_BURST: '10000' });
    t = await startTestServer(backend, {}, { now: () => clock });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  /** A user with a verified factor (enrolled from an aal2 session for the second one), and a new aal1 sign-in. */
  async function withFactors(count: number) {
    const owner = await signedInUser(t, 'editor');
    const factors: { id: string; secret: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const { data, error } = await owner.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `Phone ${i}` });
      if (error) throw error;
      clock += MINUTE;
      const verified = await owner.client.auth.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) });
      if (verified.error) throw verified.error;
      factors.push({ id: data.id, secret: data.totp.secret });
    }
    const guesser = t.client();
    const signIn = await guesser.auth.signInWithPassword({ email: owner.email, password: GOOD_PASSWORD });
    if (signIn.error) throw signIn.error;
    return { guesser, factors };
  }

  async function challenge(client: SupabaseClient, factorId: string): Promise<string> {
    const { data, error } = await client.auth.mfa.challenge({ factorId });
    if (error) throw error;
    return data.id;
  }

  /** `n` wrong codes, each refused as GoTrue refuses a wrong code. */
  async function guessWrong(client: SupabaseClient, factor: { id: string; secret: string }, challengeId: string, n: number) {
    for (let i = 0; i < n; i += 1) {
      const r = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: wrongFor(factor.secret) });
      expect(r.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
  }

  async function aalOf(client: SupabaseClient) {
    const { data } = await client.auth.getSession();
    return claimsOf(data.session!.access_token).aal;
  }

  /** The raw answer to a verify, for its Retry-After header. */
  async function rawVerify(client: SupabaseClient, factorId: string, challengeId: string, code: string) {
    const { data } = await client.auth.getSession();
    const res = await authFetch(t, `/factors/${factorId}/verify`, {
      bearer: data.session!.access_token,
      body: { challenge_id: challengeId, code },
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
  }

  it('the 6th code on a challenge is refused even when right: the challenge is spent after 5 wrong ones', async () => {
    const { guesser, factors } = await withFactors(1);
    const factor = factors[0]!;
    const ch = await challenge(guesser, factor.id);
    await guessWrong(guesser, factor, ch, 5);
    clock += MINUTE;
    const sixth = await guesser.auth.mfa.verify({ factorId: factor.id, challengeId: ch, code: codeFor(factor.secret) });
    expect(sixth.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect(await aalOf(guesser)).toBe('aal1');
    // A new challenge takes the right code (5 wrong codes do not lock the factor).
    const fresh = await guesser.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    expect(fresh.error).toBeNull();
    expect(await aalOf(guesser)).toBe('aal2');
  });

  it('10 wrong codes lock the factor for 5 minutes, a right code included; the next lock-out lasts 10; a right code after it works', async () => {
    const { guesser, factors } = await withFactors(1);
    const factor = factors[0]!;
    await guessWrong(guesser, factor, await challenge(guesser, factor.id), 5);
    const second = await challenge(guesser, factor.id);
    await guessWrong(guesser, factor, second, 4);
    const waiting = await challenge(guesser, factor.id); // made before the lock-out, tried during it
    await guessWrong(guesser, factor, second, 1);

    clock += MINUTE;
    const locked = await rawVerify(guesser, factor.id, waiting, codeFor(factor.secret));
    expect(locked).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } });
    expect(Number(locked.retryAfter)).toBe(4 * 60);
    const noChallenge = await guesser.auth.mfa.challenge({ factorId: factor.id });
    expect(noChallenge.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    clock += 4 * MINUTE - 1000;
    expect((await rawVerify(guesser, factor.id, waiting, codeFor(factor.secret))).retryAfter).toBe('1');
    expect(await aalOf(guesser)).toBe('aal1');

    // The lock-out is over (and, 16 minutes after the first wrong code, the account's window too): 10 more wrong
    // codes lock the factor again, for twice as long.
    clock += 1000 + 11 * MINUTE;
    await guessWrong(guesser, factor, waiting, 5);
    const fourth = await challenge(guesser, factor.id);
    await guessWrong(guesser, factor, fourth, 5);
    const again = await rawVerify(guesser, factor.id, fourth, codeFor(factor.secret));
    expect(again).toMatchObject({ status: 429, retryAfter: String(10 * 60) });

    clock += 10 * MINUTE;
    const ok = await guesser.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    expect(ok.error).toBeNull();
    expect(await aalOf(guesser)).toBe('aal2');
  });

  it('15 wrong codes spread over two factors lock the account: neither factor takes a right code', async () => {
    const { guesser, factors } = await withFactors(2);
    const [a, b] = factors as [{ id: string; secret: string }, { id: string; secret: string }];
    await guessWrong(guesser, a, await challenge(guesser, a.id), 5);
    const a2 = await challenge(guesser, a.id);
    await guessWrong(guesser, a, a2, 3);
    await guessWrong(guesser, b, await challenge(guesser, b.id), 5);
    const b2 = await challenge(guesser, b.id);
    const waitingA = await challenge(guesser, a.id);
    await guessWrong(guesser, b, b2, 2); // 8 + 7: each factor below its own 10, the account at 15

    clock += MINUTE;
    const onA = await rawVerify(guesser, a.id, waitingA, codeFor(a.secret));
    expect(onA).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' }, retryAfter: String(4 * 60) });
    const onB = await guesser.auth.mfa.challenge({ factorId: b.id });
    expect(onB.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(await aalOf(guesser)).toBe('aal1');

    clock += 4 * MINUTE;
    const ok = await guesser.auth.mfa.challengeAndVerify({ factorId: b.id, code: codeFor(b.secret) });
    expect(ok.error).toBeNull();
    expect(await aalOf(guesser)).toBe('aal2');
  });

  it("an account's count goes with its last factor (an admin's reset), not while one remains", async () => {
    const { guesser, factors } = await withFactors(2);
    const [a, b] = factors as [{ id: string; secret: string }, { id: string; secret: string }];
    await guessWrong(guesser, a, await challenge(guesser, a.id), 3);
    const { data } = await guesser.auth.getUser();
    const userId = data.user!.id;
    const subjects = async () =>
      (await t.db.query<{ subject: string }>(`select subject from auth.mfa_verify_limits where user_id = $1 order by subject`, [userId])).rows.map((r) => r.subject);
    expect(await subjects()).toEqual([`factor:${a.id}`, `factor:${b.id}`, `user:${userId}`].sort());
    // One factor removed, one left: the account's count stays, the factor's goes with it.
    await t.db.query(`delete from auth.mfa_factors where id = $1`, [a.id]);
    expect(await subjects()).toEqual([`factor:${b.id}`, `user:${userId}`]);
    // The last one removed (admin_reset_mfa removes them all at once): nothing is left to hold a new factor back.
    await t.db.query(`delete from auth.mfa_factors where id = $1`, [b.id]);
    expect(await subjects()).toEqual([]);
  });

  // Only PostgreSQL can be shared by two processes (PGlite's data directory has one owner). The other process runs
  // on the real clock, behind this one's: the lock-out it reads ends later still, and is checked before the code.
  if (backend === 'postgres') it('a lock-out holds in another server process on the same PostgreSQL', async () => {
    const { guesser, factors } = await withFactors(1);
    const factor = factors[0]!;
    await guessWrong(guesser, factor, await challenge(guesser, factor.id), 5);
    const second = await challenge(guesser, factor.id);
    const waiting = await challenge(guesser, factor.id);
    await guessWrong(guesser, factor, second, 5);
    let other: ServerProcess | undefined;
    try {
      other = await spawnServerProcess({ DATABASE_URL: t.config.databaseUrl!, LOG_LEVEL: 'info' }).ready;
      const { data } = await guesser.auth.getSession();
      const res = await fetch(`${other.url}/auth/v1/factors/${factor.id}/verify`, {
        method: 'POST',
        headers: {
          apikey: t.anonKey,
          Authorization: `Bearer ${data.session!.access_token}`,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({
          challenge_id: waiting,
          code: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.secret) }).generate(),
        }),
      });
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      other?.child.kill('SIGTERM');
      if (other) await other.exited;
    }
  });

  it('keeps the counts in the database, where every process sees them', async () => {
    const { guesser, factors } = await withFactors(1);
    const factor = factors[0]!;
    await guessWrong(guesser, factor, await challenge(guesser, factor.id), 3);
    const { data } = await guesser.auth.getUser();
    const { rows } = await t.db.query<{ subject: string; failures: number }>(
      `select subject, failures from auth.mfa_verify_limits where user_id = $1 order by subject`,
      [data.user!.id],
    );
    expect(rows).toEqual([
      { subject: `factor:${factor.id}`, failures: 3 },
      { subject: `user:${data.user!.id}`, failures: 3 },
    ]);
  });
});
