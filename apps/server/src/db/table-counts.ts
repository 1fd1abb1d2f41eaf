// Rows per table of the schemas a backup holds, as one map `schema.table → rows`: recorded in a backup's manifest
// when it is written and compared by `verify-backup` after restoring it somewhere else.

export type TableCounts = Record<string, number>;

interface Rows {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

export const BACKED_UP_SCHEMAS = ['public', 'auth', 'storage', 'server'] as const;

export async function tableCounts(q: Rows): Promise<TableCounts> {
  const { rows } = await q.query<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in (${BACKED_UP_SCHEMAS.map((s) => `'${s}'`).join(', ')})
      order by 1, 2`,
  );
  if (rows.length === 0) return {};
  // One statement: every count under the same snapshot.
  const parts = rows.map(
    ({ s, t }) =>
      `select '${`${s}.${t}`.replace(/'/g, "''")}' as name, count(*)::int as n from "${s.replace(/"/g, '""')}"."${t.replace(/"/g, '""')}"`,
  );
  const counted = await q.query<{ name: string; n: number }>(parts.join(' union all '));
  return Object.fromEntries(counted.rows.map((r) => [r.name, Number(r.n)]));
}

/** The tables whose counts differ, in words ("public.blog_posts: 12 in the backup, 11 restored"). */
export function countDifferences(expected: TableCounts, actual: TableCounts): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const out: string[] = [];
  for (const name of names) {
    const e = expected[name];
    const a = actual[name];
    if (e === a) continue;
    out.push(`${name}: ${e ?? 'missing'} in the backup, ${a ?? 'missing'} restored`);
  }
  return out;
}

export function totalRows(counts: TableCounts): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}
