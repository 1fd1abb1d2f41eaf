// The cost of the editorial record on a save (issue 24): a staff PATCH of a post through /rest/v1, as the editor
// sends it (all fields + the version it opened), with the database writing its revision and clearing the
// autosave, against a baseline measured in the same run on the same database with those triggers disabled
// (the save as it was before revisions). Two figures: (a) the answer the editor waits for, the previous save's
// background work (rendering the revision's body) finished; (b) saves back to back, that rendering included —
// it needs the web build (WEB_DIST_DIR, default apps/web/dist; npm run build). Rounds alternate (baseline,
// ours, ours, baseline …) so a change in machine load hits both sides alike. PGlite always; PostgreSQL too
// when BENCH_DATABASE_URL or TEST_DATABASE_URL names a cluster. Target: (a) at most 1.5× the bare save.
// Run: node --experimental-websocket --import tsx bench/post-save.ts (or npm run bench -- post-save).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { BENCH_PG_URL, withScratchDatabase } from './support/scratch-database.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TARGET = 1.5;
const PG_URL = BENCH_PG_URL;
const EDITORIAL_TRIGGERS = [
  'blog_posts_record_revision',
  'blog_posts_clear_autosave',
  'blog_posts_check_version',
];
const EMAIL = 'bench-admin@example.com';
const PASSWORD = 'bench-admin-passphrase';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

async function benchOne(label: string, env: Record<string, string>): Promise<boolean> {
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      ...env,
    }),
  );
  try {
    const db = server.opened.db;
    const client = createClient(server.url, server.keys.anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    const headers = {
      apikey: server.keys.anonKey,
      Authorization: `Bearer ${data.session.access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    };
    const { rows } = await db.query<{ id: string; content: string }>(
      `insert into public.blog_posts (title, slug, content, status) values
       ('Bench save', 'bench-save-' || floor(random() * 1e9)::text, repeat('<p>A paragraph of words. </p>', 200), 'published')
       returning id, content`,
    );
    const post = rows[0]!;
    let version = 1;
    const save = async (i: number) => {
      const res = await fetch(`${server.url}/rest/v1/blog_posts?id=eq.${post.id}&select=version`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          title: `Bench save ${i}`,
          slug: `bench-save-${post.id.slice(0, 8)}`,
          excerpt: 'An excerpt.',
          content: `${post.content}<p>${i}</p>`,
          status: 'published',
          meta_title: null,
          meta_description: null,
          cover_image_path: null,
          cover_image_alt: null,
          publish_date: new Date().toISOString(),
          version,
        }),
      });
      const body = (await res.json()) as { version?: number }[];
      if (res.status !== 200) throw new Error(`save answered ${res.status}: ${JSON.stringify(body)}`);
      version = body[0]?.version ?? version;
    };
    const setTriggers = async (on: boolean) => {
      const verb = on ? 'enable' : 'disable';
      await db.query(
        `alter table public.blog_posts ${EDITORIAL_TRIGGERS.map((t) => `${verb} trigger ${t}`).join(', ')}`,
      );
      const { rows } = await db.query<{ version: number }>(
        'select version from public.blog_posts where id = $1',
        [post.id],
      );
      version = rows[0]!.version;
    };
    // Whether this build renders revision bodies at all (a web build with its server entry: npm run build).
    const renders = existsSync(join(process.env.WEB_DIST_DIR ?? 'apps/web/dist', '.ssr', 'entry-server.js'));
    // The server renders each new revision's body after answering (jobs/revision-bodies.ts): wait for it, untimed.
    const rendered = async () => {
      for (;;) {
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from public.post_revisions where post_id = $1 and rendered_html is null',
          [post.id],
        );
        if (rows[0]!.n === 0 || !renders) return;
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    // (a) what the editor waits for: one save's answer, the background work of the previous one finished.
    const answer = async (triggers: boolean) => {
      await setTriggers(triggers);
      let total = 0;
      for (let i = 0; i < SAVES; i++) {
        await rendered();
        const t0 = performance.now();
        await save(i);
        total += performance.now() - t0;
      }
      return total / SAVES;
    };
    // (b) what the process spends: saves back to back, the revisions' rendering competing with them.
    const backToBack = async (triggers: boolean) => {
      await setTriggers(triggers);
      const t0 = performance.now();
      for (let i = 0; i < SAVES; i++) await save(i);
      await rendered();
      return (performance.now() - t0) / SAVES;
    };
    await answer(true); // warm-up
    const figures = {
      answer: { base: [] as number[], ours: [] as number[] },
      back: { base: [] as number[], ours: [] as number[] },
    };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? [false, true] : [true, false];
      for (const withRecord of order) {
        (withRecord ? figures.answer.ours : figures.answer.base).push(await answer(withRecord));
        (withRecord ? figures.back.ours : figures.back.base).push(await backToBack(withRecord));
      }
    }
    await setTriggers(true);
    const revisions = (
      await db.query<{ n: number }>(
        'select count(*)::int as n from public.post_revisions where post_id = $1',
        [post.id],
      )
    ).rows[0]!.n;
    const ratio = median(figures.answer.ours) / median(figures.answer.base);
    const backRatio = median(figures.back.ours) / median(figures.back.base);
    console.log(
      `${label}: a save's answer ${median(figures.answer.ours).toFixed(2)} ms with its revision, ` +
        `${median(figures.answer.base).toFixed(2)} ms bare (median of ${ROUNDS} × ${SAVES} saves of a ~6 KB post); ` +
        `ratio ${ratio.toFixed(2)} (target ≤ ${TARGET})`,
    );
    console.log(
      `${label}: back to back, with the revision ${renders ? 'and its rendered body' : '(no web build: bodies not rendered)'} ` +
        `${median(figures.back.ours).toFixed(2)} ms per save, bare ${median(figures.back.base).toFixed(2)} ms; ` +
        `ratio ${backRatio.toFixed(2)} (no target: the rendering is background work); ${revisions} revisions recorded`,
    );
    return ratio <= TARGET;
  } finally {
    await server.close(1000);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-post-save-'));
let ok = true;
try {
  ok = (await benchOne('PGlite', { DATA_DIR: dataDir })) && ok;
  if (PG_URL) {
    ok =
      (await withScratchDatabase(PG_URL, 'bench_post_save', (url) =>
        benchOne('PostgreSQL', { DATABASE_URL: url }),
      )) && ok;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
