// `npm test`: typecheck, lint, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then end-to-end tests in Chromium. Stops at the first failing stage. `node scripts/test.mjs unit` runs only the
// unit and integration stage (CI runs it again on a second Node version).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function stage(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}

if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    '\n*** SKIPPED: PostgreSQL suites (TEST_DATABASE_URL is not set; see README "Testing" — .ci/run sets it) ***\n',
  );
} else if (process.env.REQUIRE_E2E === '1') {
  console.log(`PostgreSQL suites: ${new URL(process.env.TEST_DATABASE_URL).host}`);
}

const onlyUnit = process.argv[2] === 'unit';
console.log(`Node ${process.version}`);
if (!onlyUnit) {
  stage('typecheck', 'npm', ['run', 'typecheck']);
  stage('lint', 'npm', ['run', 'lint']);
}
stage('unit and integration tests', 'npx', ['vitest', 'run'], {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-websocket --no-deprecation`.trim(),
});
if (!onlyUnit) stage('end-to-end tests', 'node', ['scripts/e2e.mjs']);
