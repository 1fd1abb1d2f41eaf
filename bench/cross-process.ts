// Cross-process convergence (issue 29): two server processes' apps on one PostgreSQL database; a write through A,
// then how long until B answers the new state — a redirect (its status), a post's new title (in B's <title>), a new
// post (in B's sitemap). Median and max over BENCH_WRITES writes each, against the 1 s target, beside the same
// measured on A itself (the writing process, which drops its own copies at once) as the baseline of this run.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a cluster where the user may create databases; a scratch database
// is created and dropped) and the web build for the pages (npm run build, or WEB_DIST_DIR).
// Run: npm run bench -- cross-process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { WEB_DIST } from '../apps/server/src/paths.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer, type RunningServer } from '../apps/server/src/server.ts';

const WRITES = Number(process.env.BENCH_WRITES ?? 20);
const TARGET_MS = 1000;
const GIVE_UP_MS = 15_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** Milliseconds from now until `ok` answers true, asking as fast as the server answers. */
async function until(ok: () => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < GIVE_UP_MS) if (await ok()) return performance.now() - t0;
  return Number.POSITIVE_INFINITY;
}

async function main(): Promise<void> {
  if (!PG_URL) {
    console.log('cross-process: SKIPPED — set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL only)');
    return;
  }
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.log(`cross-process: SKIPPED — no web build in ${WEB_DIST} (npm run build, or set WEB_DIST_DIR)`);
    return;
  }
  const name = `bench_cross_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    DATABASE_URL: url.toString(),
  };
  const servers: RunningServer[] = [];
  try {
    const a = await startServer(loadConfig(env));
    servers.push(a);
    const b = await startServer(loadConfig(env));
    servers.push(b);
    const service = { apikey: a.keys.serviceKey, Authorization: `Bearer ${a.keys.serviceKey}` };
    const write = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${a.url}${path}`, {
        method,
        headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string }[];
    };
    const status = async (server: RunningServer, path: string) =>
      (await fetch(`${server.url}${path}`, { redirect: 'manual' })).status;
    const text = async (server: RunningServer, path: string) => (await fetch(`${server.url}${path}`)).text();

    const results: Record<string, { a: number[]; b: number[] }> = {
      'redirect (status)': { a: [], b: [] },
      'post title (<title>)': { a: [], b: [] },
      'new post (sitemap)': { a: [], b: [] },
    };
    const slug = `bench-cross-${Date.now().toString(36)}`;
    const [post] = await write('POST', '/rest/v1/blog_posts', {
      title: 'Title 0',
      slug,
      content: '<p>Body</p>',
      status: 'published',
      publish_date: new Date().toISOString(),
    });
    // Both processes hold their copies before each write: that is what must be dropped.
    for (let i = 1; i <= WRITES; i++) {
      const source = `/bench-old-${Date.now().toString(36)}-${i}`;
      for (const s of [a, b]) await status(s, source);
      await write('POST', '/rest/v1/redirects', { source_path: source, destination_url: '/blog' });
      const [ra, rb] = await Promise.all([
        until(async () => (await status(a, source)) === 301),
        until(async () => (await status(b, source)) === 301),
      ]);
      results['redirect (status)']!.a.push(ra);
      results['redirect (status)']!.b.push(rb);

      for (const s of [a, b]) await text(s, `/blog/${slug}`);
      await write('PATCH', `/rest/v1/blog_posts?id=eq.${post!.id}`, { title: `Title ${i}` });
      const has = (s: RunningServer) => async () =>
        (await text(s, `/blog/${slug}`)).includes(`<title data-ssr>Title ${i} `);
      const [ta, tb] = await Promise.all([until(has(a)), until(has(b))]);
      results['post title (<title>)']!.a.push(ta);
      results['post title (<title>)']!.b.push(tb);

      const fresh = `${slug}-new-${i}`;
      for (const s of [a, b]) await text(s, '/sitemap.xml');
      await write('POST', '/rest/v1/blog_posts', {
        title: `New ${i}`,
        slug: fresh,
        content: '<p>New</p>',
        status: 'published',
        publish_date: new Date().toISOString(),
      });
      const listed = (s: RunningServer) => async () =>
        (await text(s, '/sitemap.xml')).includes(`/blog/${fresh}<`);
      const [sa, sb] = await Promise.all([until(listed(a)), until(listed(b))]);
      results['new post (sitemap)']!.a.push(sa);
      results['new post (sitemap)']!.b.push(sb);
    }

    console.log(`cross-process convergence over ${WRITES} writes each (ms; target ≤ ${TARGET_MS} on B)`);
    console.log('what                     A median  A max   B median  B max   B/A median  target');
    for (const [what, r] of Object.entries(results)) {
      const bMax = Math.max(...r.b);
      const ratio = median(r.b) / Math.max(median(r.a), 0.01);
      console.log(
        `${what.padEnd(24)} ${median(r.a).toFixed(1).padStart(8)} ${Math.max(...r.a)
          .toFixed(1)
          .padStart(
            6,
          )} ${median(r.b).toFixed(1).padStart(9)} ${bMax.toFixed(1).padStart(6)} ${ratio.toFixed(2).padStart(10)}   ${bMax <= TARGET_MS ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    for (const s of servers.reverse()) await s.close(1000);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
