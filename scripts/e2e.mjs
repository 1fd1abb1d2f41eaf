// `npm run test:e2e`: build the web app, then run Playwright in Debian's Chromium against the real server
// on a fresh temp data dir. Without a Chromium it prints a loud SKIPPED line — unless REQUIRE_E2E=1 (CI),
// where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(chrome)) {
  if (process.env.REQUIRE_E2E === '1') {
    console.error(
      `E2E required (REQUIRE_E2E=1) but no Chromium at ${chrome}: apt-get install chromium or set CHROME_PATH`,
    );
    process.exit(1);
  }
  console.warn(
    `\n*** SKIPPED: end-to-end tests (no Chromium at ${chrome}; apt-get install chromium or set CHROME_PATH) ***\n`,
  );
  process.exit(0);
}

// A build of its own per run (port), so parallel runs never serve each other's half-written files.
const port = process.env.E2E_PORT ?? '4173';
const distDir = join(root, '.tmp', `e2e-dist-${port}`);
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
  {
    cwd: join(root, 'apps', 'web'),
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
// The compiled server, as `npm start` runs it.
const serverBuild = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome, E2E_DATA_DIR: dataDir, E2E_PORT: port, WEB_DIST_DIR: distDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
