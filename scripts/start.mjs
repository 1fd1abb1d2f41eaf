// `npm start`: build the web app and the server when missing or older than their sources, then run the
// compiled server (plain Node, no TypeScript loader: faster start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts')].filter(existsSync);
const stale =
  !existsSync(distIndex) ||
  sources.some(
    (s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(distIndex).mtimeMs,
  );
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const serverSrc = join(root, 'apps', 'server', 'src');
const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
if (!existsSync(serverMain) || newestMtime(serverSrc) > statSync(serverMain).mtimeMs) {
  console.log('Building the server…');
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, [serverMain], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
