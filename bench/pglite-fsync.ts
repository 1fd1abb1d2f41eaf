// PGlite durability: commit throughput with Postgres fsync off (PGlite's default) vs on.
// Baseline, same run: fsync off. Prints commits/s for each and the cost ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../apps/server/src/db/pglite.ts';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 300);

async function run(fsync: boolean): Promise<{ perSec: number; setting: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fsync-'));
  try {
    const db = await openPglite({ dataDir: dir, fsync });
    const setting = (await db.query<{ fsync: string }>('show fsync')).rows[0]?.fsync ?? '?';
    await db.exec('create table t (id int primary key, payload text)');
    const t0 = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      await db.transaction((tx) => tx.query('insert into t values ($1, $2)', [i, 'x'.repeat(200)]));
    }
    const secs = (performance.now() - t0) / 1000;
    await db.close();
    return { perSec: Math.round(COMMITS / secs), setting };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const off = await run(false);
const on = await run(true);
console.log(`PGlite single-row commits (${COMMITS} each)`);
console.log(`  fsync=${off.setting} (default, baseline): ${off.perSec} commits/s`);
console.log(`  fsync=${on.setting}: ${on.perSec} commits/s`);
console.log(`  ratio on/off: ${(on.perSec / off.perSec).toFixed(3)}`);
