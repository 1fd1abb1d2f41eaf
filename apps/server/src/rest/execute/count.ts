// Prefer: count=planned|estimated (PostgREST's resultSetWTotal): the planner's row estimate for the counted rows,
// read from EXPLAIN (FORMAT JSON) in the request's own transaction. planned always takes it; estimated keeps its
// exact count unless that passed MAX_ROWS, then takes the larger of the two.
import type { Queryable } from '../../db/types.ts';
import { MAX_ROWS } from '../plan/read-plan.ts';
import type { Preferences } from '../request/types.ts';

export interface CountQuery {
  sql: string;
  values: unknown[];
}

async function planRows(tx: Queryable, q: CountQuery): Promise<number | null> {
  const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${q.sql}`, q.values);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const n = Array.isArray(plan) ? (plan[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined)?.Plan?.['Plan Rows'] : undefined;
  return typeof n === 'number' ? n : null;
}

/** The total to report for the count preference, given the statement's own count column. */
export async function finalTotal(tx: Queryable, count: Preferences['count'], total: number | null, q: CountQuery | undefined): Promise<number | null> {
  if (!q) return total;
  if (count === 'planned') return planRows(tx, q);
  if (count === 'estimated' && total !== null && total > MAX_ROWS) {
    const planned = await planRows(tx, q);
    return planned === null ? total : Math.max(total, planned);
  }
  return total;
}

/** The read statement's rows, the first one's total settled for the count preference. */
export async function readWithTotal<R extends { total: number | null }>(
  tx: Queryable,
  sql: string,
  values: unknown[],
  count: Preferences['count'],
  q: CountQuery | undefined,
): Promise<R[]> {
  const { rows } = await tx.query<R>(sql, values);
  const first = rows[0];
  if (first && q) first.total = await finalTotal(tx, count, first.total, q);
  return rows;
}
