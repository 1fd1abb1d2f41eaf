// Issue 37, finding 6: PUT /auth/v1/user now checks `current_password` (a bcrypt verification), so a stolen access
// token can guess the password through it. Each check counts against sign-in's per-client limit (POST /token's
// AUTH_RATE_LIMIT_TOKEN_*, 30 per minute by default), so one client's guesses are bounded and cost the victim
// little. Measured against the real server (child process, PGlite, default limits), in one run:
//   * guesses evaluated (400 current_password_invalid) and refused before any hashing (429) per client;
//   * a victim's password sign-in p50 from another address while 8 concurrent guessers run, ÷ its idle p50: over
//     the whole run, and once the guesser's burst is spent (from its first 429 on: the steady state).
// Target: evaluated guesses ≤ the burst per minute; victim p50 attacked (steady state) ÷ idle ≤ 2. The burst itself
// costs what the same client could already spend on POST /token (one bucket for both: no new lever).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';

const ATTACK_MS = 30_000;
const GUESSERS = 8;
const IDLE_SAMPLES = 40;
const VICTIM = { email: 'victim@example.com', password: 'victim-signin-passphrase' };
const ATTACKER = { email: 'stolen@example.com', password: 'stolen-token-passphrase' };

const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

const dir = mkdtempSync(join(tmpdir(), 'bench-current-password-'));
const { child, ready } = spawnServerProcess({
  DATA_DIR: dir,
  LOG_LEVEL: 'info', // spawnServerProcess waits for the 'server listening' line
  AUTH_EMAIL_AUTOCONFIRM: 'true',
  TRUST_PROXY: 'true', // the victim and the guessers come from different (forwarded) addresses
});
try {
  const server = await ready;
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  const json = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
  const from = (ip: string) => ({ ...json, 'X-Forwarded-For': ip });
  for (const [i, u] of [VICTIM, ATTACKER].entries()) {
    const r = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: from(`198.51.100.${i + 1}`),
      body: JSON.stringify(u),
    });
    if (!r.ok) throw new Error(`sign-up failed: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
  }
  const stolen = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: from('198.51.100.9'),
    body: JSON.stringify(ATTACKER),
  });
  const { access_token: token } = (await stolen.json()) as { access_token: string };

  let victimIp = 0;
  const victimSignIn = async () => {
    // A fresh address per sign-in, so the victim's own limit never bites during the run.
    victimIp += 1;
    const t0 = performance.now();
    const r = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: from(`10.${(victimIp >> 8) & 255}.${victimIp & 255}.1`),
      body: JSON.stringify(VICTIM),
    });
    if (r.status !== 200) throw new Error(`victim sign-in failed: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
    return performance.now() - t0;
  };

  const idle: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i += 1) idle.push(await victimSignIn());

  /** The victim's sign-ins while GUESSERS clients send `request` from one address for ATTACK_MS. */
  async function underFlood(request: (g: number, n: number) => Promise<Response>) {
    const counts = new Map<number, number>();
    let limitedAt = Number.POSITIVE_INFINITY;
    let stop = false;
    const flood = Promise.all(
      Array.from({ length: GUESSERS }, async (_, g) => {
        let n = 0;
        while (!stop) {
          n += 1;
          const r = await request(g, n);
          counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
          if (r.status === 429) limitedAt = Math.min(limitedAt, performance.now());
          await r.arrayBuffer();
        }
      }),
    );
    const samples: { at: number; ms: number }[] = [];
    const t0 = performance.now();
    while (performance.now() - t0 < ATTACK_MS) {
      const at = performance.now();
      samples.push({ at, ms: await victimSignIn() });
    }
    stop = true;
    await flood;
    return { counts, samples, limitedAt };
  }
  const auth = { ...from('203.0.113.66'), Authorization: `Bearer ${token}` };
  // Baseline: the same client flooding an authenticated call that checks no password (GET /user), as before.
  const baseline = await underFlood(() => fetch(`${server.url}/auth/v1/user`, { headers: auth }));
  const {
    counts,
    samples: attacked,
    limitedAt,
  } = await underFlood((g, n) =>
    fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ password: 'a-new-passphrase-1', current_password: `guess-${g}-${n}` }),
    }),
  );

  const evaluated = counts.get(400) ?? 0;
  const refused = counts.get(429) ?? 0;
  const other = [...counts].filter(([s]) => s !== 400 && s !== 429);
  const idleP50 = p50(idle);
  const attackedP50 = p50(attacked.map((a) => a.ms));
  const steady = attacked.filter((a) => a.at >= limitedAt).map((a) => a.ms);
  const steadyP50 = p50(steady);
  const ratio = steadyP50 / idleP50;
  const baselineP50 = p50(baseline.samples.map((a) => a.ms));
  console.log(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `one client, ${GUESSERS} concurrent current-password guesses for ${ATTACK_MS / 1000} s: ${evaluated} evaluated (400), ` +
      `${refused} refused before hashing (429)${other.length ? `, other ${JSON.stringify(other)}` : ''}`,
  );
  console.log(
    `  bound: AUTH_RATE_LIMIT_TOKEN_BURST = 30 per fixed 60 s window (a run can span two), 1800 an hour, one bucket with POST /token`,
  );
  console.log(
    `victim password sign-in p50: idle ${idleP50.toFixed(1)} ms (n=${idle.length}); during the whole run ${attackedP50.toFixed(1)} ms ` +
      `(n=${attacked.length}, ratio ${(attackedP50 / idleP50).toFixed(2)}); once the guesser is limited ${steadyP50.toFixed(1)} ms (n=${steady.length})`,
  );
  console.log(
    `  ratio attacked (limited) / idle p50: ${ratio.toFixed(2)}  (target ≤ 2: ${ratio <= 2 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `baseline, the same client flooding GET /auth/v1/user (${baseline.counts.get(200) ?? 0} answered): victim p50 ` +
      `${baselineP50.toFixed(1)} ms (n=${baseline.samples.length}); ratio guessing (limited) / this flood: ${(steadyP50 / baselineP50).toFixed(2)}`,
  );
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
