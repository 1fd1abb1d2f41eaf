// What the backup and restore tests share: which backends they can run on (PostgreSQL needs pg_dump and psql), the
// CLI's environment, and every table's row count, to compare a restored database with its source.
import { spawnSync } from 'node:child_process';
import { openDatabase } from '../../src/db/open.ts';
import { backends } from './backends.ts';
import { testConfig } from './test-server.ts';

export async function rowCounts(env: Record<string, string>): Promise<Record<string, number>> {
  const opened = await openDatabase(testConfig(env));
  try {
    const { rows } = await opened.db.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'auth', 'server') order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { s, t } of rows) {
      const q = await opened.db.query<{ n: number }>(`select count(*) as n from "${s}"."${t}"`);
      counts[`${s}.${t}`] = q.rows[0]?.n ?? -1;
    }
    return counts;
  } finally {
    await opened.close();
  }
}

export const hasPgTools =
  spawnSync('sh', ['-c', 'command -v pg_dump && command -v psql'], { stdio: 'ignore' }).status === 0;
export const backupBackends = backends.filter((b) => b === 'pglite' || hasPgTools);

export function testConfigEnv(): Record<string, string> {
  return { LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
}
