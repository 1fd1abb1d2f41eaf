// Issue 37, finding 4: one learner saving a changed draft in a loop. Before, every save stored a full revision
// (and had its body rendered through jsdom on the main thread) outside the 5 MB quota: one sign-up grew the
// database ~23 MB/s and other readers were 47× slower. Now a learner's revisions and autosaves count against the
// quota, a draft keeps 20 unpublished revisions, and drafts' revisions are never rendered. And each account's writes
// are charged their size against a write budget before the body is read (burst 8 MB, 256 KB/s back,
// http/write-budget.ts): past it a save is answered 429 at once, without parsing it or asking the database.
// (The budget has no switch.) Measured at load 14-16 on the shared 2-core machine: with the budget (a) 1.77×,
// (b) 1.08×, 5-12 saves stored in 10 s; the budget made a no-op by hand, same bench: (a) 0.87×, (b) 1.84×, 44 saves
// stored. The 8-38× measured before came mostly from the learner's saves being built in the victim's own process.
//
// The learner runs in a process of its own (bench/support/save-flood-worker.ts). Figures, in one run against a server
// child process (PGlite): a victim's anonymous REST read p50 while the
// learner floods ÷ its idle p50 (target ≤ 2×), for two floods — (a) saves only (the quota stops them), (b) the
// worst the learner can do within the rules: whenever refused, delete the draft's older revisions and go on —
// and the growth: the learner's stored bytes as the quota counts them (bound 5 MB) and DATA_DIR on disk.
// Run: node --experimental-websocket --import tsx bench/revision-flood.ts (or npm run bench -- revision-flood).
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../apps/server/test/support/test-server.ts';
import type { FloodCounts, FloodOrder } from './support/save-flood-worker.ts';

const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? 10_000);
const SAVERS = 4;
const BODY_BYTES = Number(process.env.BENCH_BODY_BYTES ?? 400_000);
const QUOTA = 5 * 1024 * 1024;
const EMAIL = 'bench-learner@example.com';
const PASSWORD = 'bench-learner-passphrase';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const diskBytes = (dir: string) => Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0]);

const dir = mkdtempSync(join(tmpdir(), 'bench-revision-flood-'));
const { child, ready } = spawnServerProcess({
  DATA_DIR: dir,
  AUTH_EMAIL_AUTOCONFIRM: 'true',
  SEED_DEMO: 'true',
  // The victim and the learner are two clients (as they would be): each names its address, one proxy hop.
  TRUST_PROXY: '1',
});
try {
  const server = await ready;
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  const { anonKey } = await deriveKeys(TEST_JWT_SECRET);
  const learner = createClient(server.url, anonKey, {
    auth: { persistSession: false },
    global: { headers: { 'X-Forwarded-For': '203.0.113.66' } },
  });
  const signUp = await learner.auth.signUp({ email: EMAIL, password: PASSWORD });
  if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
  const userId = signUp.data.user.id;
  const { data: post, error } = await learner
    .from('blog_posts')
    .insert({ title: 'Flood', slug: 'flood-draft', content: '<p>start</p>' })
    .select('id')
    .single();
  if (error) throw error;
  const postId = (post as { id: string }).id;

  const readUrl = `${server.url}/rest/v1/blog_posts?select=id,title&status=eq.published&limit=5`;
  const readHeaders = {
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
    'X-Forwarded-For': '198.51.100.7',
  };
  const timedRead = async () => {
    const t0 = performance.now();
    const r = await fetch(readUrl, { headers: readHeaders });
    if (r.status !== 200) throw new Error(`read failed: ${r.status}`);
    await r.arrayBuffer();
    return performance.now() - t0;
  };
  const stored = async () => {
    const { data, error: e } = await learner.rpc('account_stored_bytes', {
      p_user: userId,
      p_except_post: null,
      p_except_autosave: false,
      p_autosave_post: null,
    });
    if (e) throw e;
    return Number(data);
  };

  for (let i = 0; i < 50; i++) await timedRead(); // warm-up
  const idle: number[] = [];
  for (let i = 0; i < 300; i++) idle.push(await timedRead());
  const idleP50 = median(idle);

  const accessToken = (await learner.auth.getSession()).data.session?.access_token;
  if (!accessToken) throw new Error('no session');
  const flood = async (pruneWhenRefused: boolean) => {
    const diskBefore = diskBytes(dir);
    const order: FloodOrder = {
      url: server.url,
      anonKey,
      accessToken,
      forwardedFor: '203.0.113.66',
      postId,
      savers: SAVERS,
      bodyBytes: BODY_BYTES,
      pruneWhenRefused,
    };
    const worker = fork(fileURLToPath(new URL('./support/save-flood-worker.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx', '--no-deprecation', '--experimental-websocket'],
    });
    const done = new Promise<FloodCounts>((resolve, reject) => {
      worker.once('message', (m) => resolve(m as FloodCounts));
      worker.once('error', reject);
      worker.once('exit', (code) => code !== 0 && reject(new Error(`the learner exited with ${code}`)));
    });
    worker.send(order);
    const busy: number[] = [];
    const t0 = performance.now();
    while (performance.now() - t0 < FLOOD_MS) busy.push(await timedRead());
    worker.send('stop');
    const counts = await done;
    const seconds = (performance.now() - t0) / 1000;
    return { busy, counts, seconds, bytes: await stored(), disk: diskBytes(dir) - diskBefore };
  };

  const report = (label: string, r: Awaited<ReturnType<typeof flood>>) => {
    const p50 = median(r.busy);
    const ratio = p50 / idleP50;
    console.log(`${label}:`);
    console.log(
      `  ${r.counts.saved} saves stored, ${r.counts.refused} refused (quota), ${r.counts.limited} refused (write budget, 429), ${r.counts.pruned} revisions deleted by the learner, in ${r.seconds.toFixed(1)} s`,
    );
    console.log(
      `  victim read p50 ${p50.toFixed(2)} ms (n=${r.busy.length}) vs idle ${idleP50.toFixed(2)} ms: ratio ${ratio.toFixed(2)} (target ≤ 2: ${ratio <= 2 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  learner's stored bytes (posts + drafts' revisions + autosaves): ${mb(r.bytes)} (bound ${mb(QUOTA)}: ${r.bytes <= QUOTA ? 'held' : 'EXCEEDED'}); DATA_DIR grew ${mb(r.disk)} (${mb(r.disk / r.seconds)}/s)`,
    );
  };

  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `victim: anonymous GET ${new URL(readUrl).pathname}${new URL(readUrl).search}; idle p50 ${idleP50.toFixed(2)} ms (n=${idle.length})`,
  );
  report(
    `(a) ${SAVERS} parallel saves of a changed ${BODY_BYTES / 1000} KB draft, ${FLOOD_MS / 1000} s`,
    await flood(false),
  );
  report(`(b) the same, deleting the draft's older revisions whenever refused`, await flood(true));
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
