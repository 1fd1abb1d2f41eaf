// `npm run bench`: runs every benchmark in bench/ (each prints its figures and a ratio against a baseline
// measured in the same run). Pass names to run a subset: npm run bench -- event-loop boot
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const wanted = process.argv.slice(2);
// crash-cycles is a long soak (≥ 50 restarts): run it by name.
const all = readdirSync(`${root}/bench`).filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.test.ts'));
const selected = wanted.length
  ? all.filter((f) => wanted.some((w) => f.startsWith(w)))
  : all.filter((f) => !f.startsWith('crash-cycles'));
let failed = 0;
for (const file of selected) {
  console.log(`\n## ${file}`);
  const r = spawnSync(process.execPath, ['--experimental-websocket', '--no-deprecation', '--import', 'tsx', `bench/${file}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
