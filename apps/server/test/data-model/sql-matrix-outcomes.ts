// How one SQL statement, run as a principal, reads as a cell of the access matrix (the counterpart of
// api-matrix-outcomes.ts): the rows seen for reads, 'ok' / '0 rows' for writes, and for a remote function its
// answer as the data API gives it — a boolean as itself, a set as its row count, one value or none as 'ok'.
// Errors are read by the suite: 'denied' for 42501, else the SQLSTATE.
import type { Queryable } from '../../src/db/types.ts';

/** Which of the labelled rows the query returns: 'all', 'none' or the labels in order. */
export async function visible(tx: Queryable, sql: string, labels: Record<string, string>): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(sql);
  const seen = new Set(rows.map((r) => r.id));
  const hits = Object.keys(labels).filter((id) => seen.has(id));
  if (hits.length === 0) return 'none';
  if (hits.length === Object.keys(labels).length) return 'all';
  return hits.map((id) => labels[id]).join('+');
}

export async function write(tx: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const r = await tx.query(sql, params);
  return r.rowCount > 0 ? 'ok' : '0 rows';
}

/** A read or a set-returning function (`select * from f()`): its row count. */
export async function rows(tx: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const r = await tx.query(sql, params);
  return `${r.rows.length} rows`;
}

/** A function returning one value or none (`select f(…) as v`): a boolean as itself, anything else 'ok'. */
export async function value(tx: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const r = await tx.query<{ v: unknown }>(sql, params);
  if (r.rows.length !== 1) return `${r.rows.length} rows`;
  const v = r.rows[0]?.v;
  return typeof v === 'boolean' ? String(v) : 'ok';
}
