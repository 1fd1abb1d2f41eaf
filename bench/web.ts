// Web performance, issues 6, 10 and 13. (1) First-load JS and CSS (gzip) of each public route, from the
// Vite manifest; (1b) the same for each admin route (plus what the post editor loads on mount: Quill), and
// a check that no public route loads the editor, Quill or the admin area's code; (2) Lighthouse (mobile
// preset, Debian Chromium) on /, /services, /glossary, /blog, /blog/{slug}, a post with a cover image (issue 23)
// and /contact — server-rendered and hydrated since issue 13.
// Baseline in the same run: a minimal React 19 + React Router app built with the same toolchain and
// served by the same server. Targets (issue 13): first-load JS ≤ 100 KB gzip; Performance ≥ 98,
// Accessibility, Best Practices, SEO 100; LCP ≤ 1.6 s, TBT ≤ 50 ms, CLS 0. WEB_BENCH_LIGHTHOUSE=0 stops
// after (1b).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../apps/server/test/support/test-server.ts';
import { ADMIN_LAYOUT_MODULE, DATA_ROOT_MODULE, appRoutes } from '../apps/web/src/config/routes.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const WEB = join(ROOT, 'apps', 'web');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const work = mkdtempSync(join(tmpdir(), 'bench-web-'));

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function viteBuild(cwd: string, outDir: string): Manifest {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`vite build failed in ${cwd}`);
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Files a chunk pulls in before it can run: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

function gzipKb(outDir: string, files: Iterable<string>, ext: string): number {
  let bytes = 0;
  for (const f of files)
    if (f.endsWith(ext)) bytes += gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length;
  return bytes / 1024;
}

function buildBaseline(): { outDir: string; manifest: Manifest } {
  const dir = join(ROOT, '.tmp', 'bench-web-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Baseline</title><meta name="description" content="A minimal React and React Router page."></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src', 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router';
function Home() { return <main><h1>Baseline</h1><p>A minimal React 19 + React Router page.</p><Link to="/">Home</Link></main>; }
const router = createBrowserRouter([{ path: '*', Component: Home }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`,
  );
  // Same toolchain and the same precompression as the app, so the comparison is about the app's code.
  writeFileSync(
    join(dir, 'vite.config.ts'),
    `import react from '@vitejs/plugin-react';\nimport { precompress } from '../../apps/web/build/precompress';\n` +
      `export default { plugins: [react(), precompress()], build: { manifest: true } };\n`,
  );
  const outDir = join(work, 'baseline-dist');
  return { outDir, manifest: viteBuild(dir, outDir) };
}

const JS_TARGET_KB = 100;
// The entry (main.tsx) is small and imports the app (boot.tsx) after the first paint: both are first-load.
const BOOT_MODULE = 'src/boot.tsx';

// ---- (1) bundle sizes ----
const appDist = join(work, 'app-dist');
const manifest = viteBuild(WEB, appDist);
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
// Each public route's modules as the router loads them: the page's module, and data-root for a page the manifest
// marks `data` (one source: the same rule app/router.tsx and build/emit-routes.ts follow).
const PUBLIC_PATHS: [string, string][] = [
  ['/', '/'],
  ['/services', '/services'],
  ['/glossary', '/glossary'],
  ['/about', '/about'],
  ['/privacy', '/privacy'],
  ['/contact', '/contact'],
  ['/blog', '/blog'],
  ['/blog/{slug}', '/blog/:slug'],
  ['/auth', '/auth'],
  ['/404', '*'],
];
const routes: [string, string[]][] = PUBLIC_PATHS.map(([label, path]) => {
  const route = appRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path} in the manifest`);
  return [label, route.data ? [route.module, DATA_ROOT_MODULE] : [route.module]];
});
const baseline = buildBaseline();
const baseEntry = Object.keys(baseline.manifest).find((k) => baseline.manifest[k]?.isEntry) as string;
const baseJs = gzipKb(baseline.outDir, closure(baseline.manifest, [baseEntry]), '.js');

console.log('First-load JS and CSS per public route (gzip -9, from the Vite manifest)');
console.log(`route            JS KB   CSS KB   JS / baseline   target JS ≤ ${JS_TARGET_KB} KB`);
let worst = 0;
for (const [route, keys] of routes) {
  const files = closure(manifest, [entry, BOOT_MODULE, ...keys]);
  const js = gzipKb(appDist, files, '.js');
  const css = gzipKb(appDist, files, '.css');
  worst = Math.max(worst, js);
  console.log(
    `${route.padEnd(16)} ${js.toFixed(1).padStart(6)}   ${css.toFixed(1).padStart(6)}   ${(js / baseJs).toFixed(2).padStart(13)}   ${js <= JS_TARGET_KB ? 'met' : 'NOT met'}`,
  );
}
console.log(`baseline (React 19 + React Router, minimal page): ${baseJs.toFixed(1)} KB JS`);
console.log(
  `largest public route: ${worst.toFixed(1)} KB JS (${worst <= JS_TARGET_KB ? 'target met' : 'target NOT met'})\n`,
);

// ---- (1b) admin routes, and what the public routes must not load ----
// An admin screen loads the entry, TanStack Query's data root, the admin layout (guard + shell) and its own
// module; the post editor then imports Quill (and its CSS) when the Visual editor mounts.
const QUILL_MODULE = 'src/components/rich-text/quill-setup.ts';
// A module that moved would silently drop out of the checks below: it must be in the build.
for (const key of [QUILL_MODULE, ADMIN_LAYOUT_MODULE]) {
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: update bench/web.ts`);
}
const adminRoutes = appRoutes.filter((r) => r.area === 'admin' && !r.path.endsWith('*'));
const adminBase = [entry, BOOT_MODULE, DATA_ROOT_MODULE, ADMIN_LAYOUT_MODULE];
console.log('First-load JS and CSS per admin route (gzip -9), and what loads on mount');
console.log('route                  JS KB   CSS KB   module');
for (const r of adminRoutes) {
  const files = closure(manifest, [...adminBase, r.module]);
  const loadsQuill = [...closure(manifest, [r.module])].some((f) =>
    Object.values(manifest).some((c) => c.file === f && c.dynamicImports?.includes(QUILL_MODULE)),
  );
  const quill = loadsQuill ? [...closure(manifest, [QUILL_MODULE])].filter((f) => !files.has(f)) : [];
  console.log(
    `${r.path.padEnd(21)} ${gzipKb(appDist, files, '.js').toFixed(1).padStart(6)}   ${gzipKb(appDist, files, '.css').toFixed(1).padStart(6)}   ${r.module.replace(/^src\//, '')}`,
  );
  if (quill.length) {
    console.log(
      `${'  + Quill on mount'.padEnd(21)} ${gzipKb(appDist, quill, '.js').toFixed(1).padStart(6)}   ${gzipKb(appDist, quill, '.css').toFixed(1).padStart(6)}`,
    );
  }
}

// Public routes: none of the admin chunks in their closure, and none of these strings in what they load.
const adminChunks = new Set(
  [ADMIN_LAYOUT_MODULE, QUILL_MODULE, ...adminRoutes.map((r) => r.module)].map((k) => manifest[k]?.file),
);
const MARKERS: [string, string, string][] = [
  ['Quill', '.js', 'PROTOCOL_WHITELIST'],
  ['Quill CSS', '.css', '.ql-snow'],
  ['post editor', '.js', 'Create New Post'],
  ['admin shell', '.js', 'Content Management'],
];
let leaks = 0;
console.log('\nPublic routes must load no editor, Quill or admin code');
for (const [route, keys] of routes) {
  const files = [...closure(manifest, [entry, BOOT_MODULE, ...keys])];
  const found = [
    ...files.filter((f) => adminChunks.has(f)).map((f) => `admin chunk ${f}`),
    ...MARKERS.filter(([, ext, text]) =>
      files.some((f) => f.endsWith(ext) && readFileSync(join(appDist, f), 'utf8').includes(text)),
    ).map(([what]) => what),
  ];
  leaks += found.length;
  console.log(`${route.padEnd(16)} ${found.length ? `LOADS ${found.join(', ')}` : 'none — met'}`);
}
if (leaks) process.exitCode = 1;
console.log('');
if (process.env.WEB_BENCH_LIGHTHOUSE === '0') {
  rmSync(work, { recursive: true, force: true });
  process.exit(process.exitCode ?? 0);
}

// ---- (2) Lighthouse ----
async function serve(distDir: string, dataDir: string) {
  const { ready } = spawnServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: distDir,
  });
  return ready;
}

interface Scores {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

// A run Lighthouse itself could not record (a runtimeError such as NO_NAVSTART: no figures at all) is run
// again, up to this many times, instead of counting as a run of NaNs.
const AUDIT_ATTEMPTS = 3;

async function audit(port: number, url: string): Promise<Scores> {
  let result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  for (let attempt = 1; result?.lhr.runtimeError && attempt < AUDIT_ATTEMPTS; attempt++) {
    console.warn(`  lighthouse: ${result.lhr.runtimeError.code} on ${url}; running it again`);
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  }
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    console.warn(`  lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const { categories: c, audits: a } = result.lhr;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

function row(label: string, s: Scores): string {
  return `${label.padEnd(34)} ${String(s.perf).padStart(4)} ${String(s.a11y).padStart(5)} ${String(s.bp).padStart(4)} ${String(s.seo).padStart(4)}   ${(s.lcp / 1000).toFixed(2)} s  ${Math.round(s.tbt)} ms  ${s.cls.toFixed(3)}`;
}

// Lighthouse's simulated figures move from run to run (more so on a shared machine): each page is audited
// WEB_BENCH_RUNS times (3 by default) and each figure is the median of its runs, as Lighthouse's own docs
// advise; the LCP and TBT ranges are printed beside it.
const RUNS = Math.max(1, Number(process.env.WEB_BENCH_RUNS ?? 3));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function auditMedian(port: number, url: string): Promise<{ median: Scores; runs: Scores[] }> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url));
  const of = (k: keyof Scores) => median(runs.map((r) => r[k]));
  return {
    median: {
      perf: of('perf'),
      a11y: of('a11y'),
      bp: of('bp'),
      seo: of('seo'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
    },
    runs,
  };
}

function spread(runs: Scores[]): string {
  if (runs.length < 2) return '';
  const range = (xs: number[], f: (x: number) => string) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
  return `; ${runs.length} runs: LCP ${range(
    runs.map((r) => r.lcp),
    (x) => (x / 1000).toFixed(2),
  )} s, TBT ${range(
    runs.map((r) => r.tbt),
    (x) => String(Math.round(x)),
  )} ms`;
}

/**
 * A picture that compresses as a photograph does: light and shapes at every scale (value noise in four octaves,
 * 256 down to 4 pixels), tinted. Its 960×540 WebP is about 40 KB (a typical photograph's is 40–100 KB); pure
 * noise (several hundred KB) or smooth gradients (a few KB) would say nothing about a real post.
 */
async function photographLike(width: number, height: number): Promise<Buffer> {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const octave = (cell: number) => {
    const gw = Math.ceil(width / cell) + 2;
    const g = new Float32Array(gw * (Math.ceil(height / cell) + 2)).map(() => rnd());
    return (x: number, y: number) => {
      const fx = x / cell,
        fy = y / cell,
        x0 = Math.floor(fx),
        y0 = Math.floor(fy),
        tx = fx - x0,
        ty = fy - y0;
      const at = (dx: number, dy: number) => g[(y0 + dy) * gw + x0 + dx] ?? 0;
      return (at(0, 0) * (1 - tx) + at(1, 0) * tx) * (1 - ty) + (at(0, 1) * (1 - tx) + at(1, 1) * tx) * ty;
    };
  };
  const octaves: [(x: number, y: number) => number, number][] = [
    [octave(256), 0.5],
    [octave(64), 0.25],
    [octave(16), 0.15],
    [octave(4), 0.1],
  ];
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (const [f, w] of octaves) v += f(x, y) * w;
      const i = (y * width + x) * 3;
      px[i] = Math.min(255, 255 * v * (0.6 + (0.5 * x) / width));
      px[i + 1] = Math.min(255, 230 * v);
      px[i + 2] = Math.min(255, 255 * v * (0.5 + (0.6 * y) / height));
    }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

// Issue 23: a post with a cover photograph (a 2000×1333 JPEG through the media library, as an editor's
// upload would be) and an inline image — the page whose LCP element is an image. Seeded with the service
// key of the bench's own server (derived here from the test secret, as the e2e fixtures do).
async function seedCoverPost(url: string): Promise<string> {
  const { serviceKey } = await deriveKeys(TEST_JWT_SECRET);
  const admin = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const photo = await photographLike(2000, 1333);
  for (const name of ['bench/cover.jpg', 'bench/inline.jpg']) {
    const up = await admin.storage.from('media').upload(name, photo, {
      contentType: 'image/jpeg',
      upsert: true,
      metadata: { width: 2000, height: 1333 },
    });
    if (up.error) throw new Error(`upload ${name}: ${up.error.message}`);
  }
  const body = `<p>${'A paragraph of advice on custody and reporting. '.repeat(12)}</p>
<p><img src="/storage/v1/object/public/media/bench/inline.jpg" alt="A chart" width="2000" height="1333"></p>
<p>${'More advice on treasury policy. '.repeat(12)}</p>`;
  const ins = await admin.from('blog_posts').upsert(
    {
      title: 'Treasury policy, with a cover photograph',
      slug: 'bench-cover-post',
      excerpt: 'A post with a cover image, for the bench.',
      content: body,
      status: 'published',
      cover_image_path: 'bench/cover.jpg',
      cover_image_alt: 'A trading desk at dawn',
    },
    { onConflict: 'slug' },
  );
  if (ins.error) throw new Error(`post: ${ins.error.message}`);
  return 'bench-cover-post';
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const appServer = await serve(appDist, join(work, 'app-data'));
const baseServer = await serve(baseline.outDir, join(work, 'base-data'));
try {
  const anon = /<script type="application\/json" id="app-config">(\{.*?\})<\/script>/.exec(
    await (await fetch(appServer.url)).text(),
  )?.[1];
  const anonKey = anon ? (JSON.parse(anon) as { anonKey: string }).anonKey : '';
  const posts = (await (
    await fetch(`${appServer.url}/rest/v1/blog_posts?select=slug&status=eq.published&limit=1`, {
      headers: { apikey: anonKey },
    })
  ).json()) as { slug: string }[];
  const slug = Array.isArray(posts) && posts[0] ? posts[0].slug : 'unknown';
  const coverSlug = await seedCoverPost(appServer.url);

  console.log(`Lighthouse (mobile preset, simulated throttling; median of ${RUNS} runs per page)`);
  console.log('page                               Perf  A11y   BP  SEO   LCP     TBT    CLS');
  // A first, discarded run warms Chromium up (its first navigation after launch is often cut short).
  await audit(chrome.port, `${baseServer.url}/`);
  const { median: base, runs: baseRuns } = await auditMedian(chrome.port, `${baseServer.url}/`);
  console.log(row('baseline: minimal React + Router', base));
  console.log(`${''.padEnd(34)} ${spread(baseRuns).slice(2)}`);
  // WEB_BENCH_PAGES=/blog,cover audits some pages only ('cover' = the post with a cover photograph).
  const only = process.env.WEB_BENCH_PAGES?.split(',').map((p) => (p === 'cover' ? `/blog/${coverSlug}` : p));
  const pages = ['/', '/services', '/glossary', '/blog', `/blog/${slug}`, `/blog/${coverSlug}`, '/contact'];
  for (const path of pages.filter((p) => !only || only.includes(p))) {
    const { median: s, runs } = await auditMedian(chrome.port, `${appServer.url}${path}`);
    console.log(row(path, s));
    console.log(
      `${''.padEnd(34)} perf/baseline ${(s.perf / base.perf).toFixed(2)}, LCP/baseline ${(s.lcp / base.lcp).toFixed(2)}${spread(runs)}; targets: ${
        s.perf >= 98 &&
        s.a11y === 100 &&
        s.bp === 100 &&
        s.seo === 100 &&
        s.lcp <= 1600 &&
        s.tbt <= 50 &&
        s.cls === 0
          ? 'all met'
          : 'NOT all met'
      }`,
    );
  }
} finally {
  chrome.kill();
  appServer.child.kill('SIGTERM');
  baseServer.child.kill('SIGTERM');
  await Promise.all([appServer.exited, baseServer.exited]);
  rmSync(work, { recursive: true, force: true });
}
