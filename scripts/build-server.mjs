// Compiles the server to plain JavaScript in apps/server/dist (same layout as src, so the paths each
// module derives from import.meta.url still hold) and copies the files it reads at run time (bootstrap
// SQL, the PGlite worker, the password list). `npm start` runs this build: without tsx's loader hooks a
// reopen boots in ~1.3 s instead of ~2 s. The shared package (packages/site) is TypeScript too: it is compiled
// into dist/node_modules/@advisory/site, where Node's lookup from dist/ finds it before the workspace's link
// to its sources (which vite, vitest and tsx read as they are).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
const src = join(server, 'src');
const dist = join(server, 'dist');
const site = fileURLToPath(new URL('../packages/site/', import.meta.url));
const siteDist = join(dist, 'node_modules', '@advisory', 'site');

function tsc(...args) {
  const r = spawnSync('npx', ['tsc', ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

rmSync(dist, { recursive: true, force: true });
tsc('-p', join(server, 'tsconfig.build.json'));
tsc('-p', join(site, 'tsconfig.build.json'), '--outDir', siteDist);
// The same package, its exports pointing at the compiled files ('./src/head/head-tags.ts' → './head/head-tags.js').
const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
const exports = Object.fromEntries(
  Object.entries(manifest.exports).map(([key, file]) => [
    key,
    file.replace(/^\.\/src\//, './').replace(/\.ts$/, '.js'),
  ]),
);
mkdirSync(siteDist, { recursive: true });
writeFileSync(join(siteDist, 'package.json'), `${JSON.stringify({ ...manifest, exports }, null, 2)}\n`);

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
for (const file of walk(src)) {
  if (!file.endsWith('.ts')) cpSync(file, join(dist, relative(src, file)));
}
