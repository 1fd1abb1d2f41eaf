// `npm start`: build the web app and the server when missing or older than their sources, then run the
// compiled server (plain Node, no TypeScript loader: faster start) in this same process, so a signal
// sent to this process reaches the server's own handlers and its drain runs; no child to orphan.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps', 'web');
const distIndex = join(web, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

// packages/site: the rules both apps share (the web bundle and the server's build include them).
const site = join(root, 'packages', 'site', 'src');
const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts'), site].filter(
  existsSync,
);
// WEB_DIST_DIR: the server serves a web build made elsewhere (apps/server/src/paths.ts); nothing to build.
const stale =
  !process.env.WEB_DIST_DIR &&
  (!existsSync(distIndex) ||
    sources.some(
      (s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(distIndex).mtimeMs,
    ));
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const serverSrc = join(root, 'apps', 'server', 'src');
const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
if (
  !existsSync(serverMain) ||
  Math.max(newestMtime(serverSrc), newestMtime(site)) > statSync(serverMain).mtimeMs
) {
  console.log('Building the server…');
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// npm runs this script through `sh -c`, and on SIGTERM npm signals only that shell, which dies without
// passing the signal on: this process would live on, holding the DATA_DIR lock. When the process that
// started us goes away (we are re-parented), stop as if we had been sent SIGTERM ourselves.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.stderr.write(
      'npm start: the npm process that started the server has gone; stopping the server.\n',
    );
    process.kill(process.pid, 'SIGTERM');
  }, 200);
  watch.unref();
}

process.chdir(root); // DATA_DIR=./data and the like are relative to the repository, wherever npm was run
await import(pathToFileURL(serverMain).href);
