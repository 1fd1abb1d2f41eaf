// TOTP guessing against one factor (issue 37, finding 9: 6 loopback addresses had 197 wrong codes evaluated in
// 5 s, ≈48% success in 24 h with 10 addresses). Against the real server (child process, PGlite, default limits,
// TRUST_PROXY=1), three figures:
//   guessing     6 clients on their own loopback addresses (127.0.0.2–7) loop challenge + wrong code for 5 s on
//                one account's factor (its password known: an aal1 session). Printed: codes sent, codes the server
//                evaluated (422 mfa_verification_failed), and the ratio evaluated ÷ what the per-IP limit alone
//                lets these clients try in that time (its burst per address: the baseline, same run, same rules).
//   a day        the lock-out rule driven for 24 h of simulated time by an attacker who guesses whenever allowed
//                (mfa/verify-limits.ts, the function the server runs): codes evaluated per factor and per
//                account, and the chance that one of them is right (3 codes of 10^6 valid at a time).
//   one /64      40 addresses of one IPv6 /64 (X-Forwarded-For) each send /recover until refused: requests let
//                through in all, ÷ what 40 separately counted addresses would have been let through.
// Run: npm run bench -- mfa-guessing
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { base32Decode, stepAt, totpCode } from '../apps/server/src/auth/mfa/totp.ts';
import { ACCOUNT_RULE, afterWrongCode, FACTOR_RULE, lockedForMs, NO_FAILURES, type LimitState } from '../apps/server/src/auth/mfa/verify-limits.ts';
import { loadAuthSettings } from '../apps/server/src/auth/settings.ts';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';

const ATTACK_MS = 5000;
const ADDRESSES = Array.from({ length: 6 }, (_, i) => `127.0.0.${i + 2}`);
const V6_ADDRESSES = 40;

interface Reply {
  status: number;
  body: { code?: string; id?: string; access_token?: string; totp?: { secret: string } } & Record<string, unknown>;
}

function call(url: string, init: { body?: unknown; token?: string; from?: string; headers?: Record<string, string> }): Promise<Reply> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { 'X-Supabase-Api-Version': '2024-01-01', ...init.headers };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, localAddress: init.from ?? '127.0.0.1' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Reply['body']) : {} }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const codeAt = (secret: string, ms: number) => totpCode(base32Decode(secret)!, stepAt(ms));

/** A day of guessing as fast as the rules allow, on the rule the server runs: codes evaluated per factor. */
function simulateDay(factors: number): number {
  const day = 24 * 3600_000;
  let account: LimitState = NO_FAILURES;
  const states: LimitState[] = Array.from({ length: factors }, () => NO_FAILURES);
  let evaluated = 0;
  for (let now = 0; now < day; ) {
    const accountWait = lockedForMs(account, now);
    const i = states.findIndex((s) => lockedForMs(s, now) === 0);
    if (accountWait > 0 || i < 0) {
      const factorWait = i < 0 ? Math.min(...states.map((s) => lockedForMs(s, now))) : 0;
      now += Math.max(accountWait, factorWait);
      continue;
    }
    states[i] = afterWrongCode(states[i]!, now, FACTOR_RULE);
    account = afterWrongCode(account, now, ACCOUNT_RULE);
    evaluated += 1;
    now += 100; // a guess every 100 ms while allowed
  }
  return evaluated;
}

const chance = (guesses: number) => 1 - (1 - 3 / 1e6) ** guesses;

const dir = mkdtempSync(join(tmpdir(), 'bench-mfa-'));
const { child, ready } = spawnServerProcess({
  DATA_DIR: dir,
  LOG_LEVEL: 'info',
  AUTH_EMAIL_AUTOCONFIRM: 'true',
  TRUST_PROXY: '1',
});
try {
  const server = await ready;
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  const auth = (path: string) => `${server.url}/auth/v1${path}`;

  // The owner: signs up, enrolls and verifies a factor. The attacker: a second sign-in with the password (aal1).
  const email = 'mfa-bench@example.com';
  const password = 'mfa-bench-passphrase';
  const owner = await call(auth('/signup'), { body: { email, password } });
  const ownerToken = owner.body.access_token;
  if (!ownerToken) throw new Error(`sign-up failed: ${owner.status}`);
  const factor = await call(auth('/factors'), { token: ownerToken, body: { factor_type: 'totp' } });
  const factorId = factor.body.id!;
  const secret = factor.body.totp!.secret;
  const ch = await call(auth(`/factors/${factorId}/challenge`), { token: ownerToken, body: {} });
  const ok = await call(auth(`/factors/${factorId}/verify`), { token: ownerToken, body: { challenge_id: ch.body.id, code: codeAt(secret, Date.now()) } });
  if (ok.status !== 200) throw new Error(`enrolment verify failed: ${ok.status} ${JSON.stringify(ok.body)}`);
  const signIn = await call(auth('/token?grant_type=password'), { body: { email, password } });
  const token = signIn.body.access_token!;

  let sent = 0;
  let evaluated = 0;
  const refused = new Map<string, number>();
  const end = performance.now() + ATTACK_MS;
  await Promise.all(
    ADDRESSES.map(async (from) => {
      while (performance.now() < end) {
        const c = await call(auth(`/factors/${factorId}/challenge`), { token, from, body: {} });
        if (c.status !== 200) {
          refused.set(`challenge ${c.status} ${c.body.code}`, (refused.get(`challenge ${c.status} ${c.body.code}`) ?? 0) + 1);
          continue;
        }
        for (let i = 0; i < 5 && performance.now() < end; i += 1) {
          const right = codeAt(secret, Date.now());
          const r = await call(auth(`/factors/${factorId}/verify`), { token, from, body: { challenge_id: c.body.id, code: right === '000000' ? '111111' : '000000' } });
          sent += 1;
          if (r.status === 422 && r.body.code === 'mfa_verification_failed') evaluated += 1;
          else refused.set(`verify ${r.status} ${r.body.code}`, (refused.get(`verify ${r.status} ${r.body.code}`) ?? 0) + 1);
        }
      }
    }),
  );
  const { mfaLimit, otpLimit } = loadAuthSettings({});
  const perIpOnly = ADDRESSES.length * mfaLimit.burst;

  // One /64: 40 addresses, each asking /recover (an unknown address: no mail) until refused.
  let let64 = 0;
  for (let i = 1; i <= V6_ADDRESSES; i += 1) {
    for (;;) {
      const r = await call(auth('/recover'), { body: { email: `nobody${i}@example.com` }, headers: { 'X-Forwarded-For': `2001:db8:64:64::${i.toString(16)}` } });
      if (r.status !== 200) break;
      let64 += 1;
      if (let64 > V6_ADDRESSES * otpLimit.burst) break;
    }
  }

  const load = loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`load average before printing: ${load} (2 shared cores)`);
  console.log(`guessing: ${ADDRESSES.length} addresses, ${ATTACK_MS / 1000} s against one factor — wrong codes sent ${sent}, evaluated ${evaluated}`);
  console.log(`  refused: ${[...refused].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`);
  console.log(`  baseline, the per-IP limit alone (burst ${mfaLimit.burst} per address): ${perIpOnly} codes in that time`);
  console.log(`  ratio evaluated ÷ per-IP allowance: ${(evaluated / perIpOnly).toFixed(3)}`);
  for (const factors of [1, 2, 10]) {
    const n = simulateDay(factors);
    console.log(`a day (simulated, the server's rule) with ${factors} factor(s): ${n} codes evaluated, chance one is right ${(chance(n) * 100).toFixed(3)}%`);
  }
  console.log(`  baseline, the per-IP limit alone for 10 addresses (${mfaLimit.perHour}/h each): ${10 * mfaLimit.perHour * 24} codes, chance ${(chance(10 * mfaLimit.perHour * 24) * 100).toFixed(1)}%`);
  console.log(`one /64: ${V6_ADDRESSES} addresses sending /recover until refused — let through ${let64} (the burst of one client: ${otpLimit.burst})`);
  console.log(`  ratio let through ÷ ${V6_ADDRESSES} addresses counted one by one (${V6_ADDRESSES * otpLimit.burst}): ${(let64 / (V6_ADDRESSES * otpLimit.burst)).toFixed(3)}`);
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
