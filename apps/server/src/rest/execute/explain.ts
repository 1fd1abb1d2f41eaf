// Accept: application/vnd.pgrst.plan… — the request's own statement under EXPLAIN (PostgREST's explain
// query), in the request's transaction: same role, claims, settings and tx end. With `analyze` the statement
// really runs, so a write is kept unless the transaction rolls back (Prefer: tx=rollback, DB_TX_END).
import type { Queryable } from '../../db/types.ts';
import type { PlanRequest } from '../request/media-type.ts';

/** EXPLAIN's own options; they are a fixed list, never request text. */
export function explainSql(plan: PlanRequest, sql: string): string {
  const options = [`format ${plan.format}`, ...plan.options];
  return `explain (${options.join(', ')}) ${sql}`;
}

/** The plan as PostgREST answers it: the JSON document, or the text lines joined by newlines. */
export async function runExplain(tx: Queryable, plan: PlanRequest, sql: string, values: unknown[]): Promise<string> {
  const res = await tx.query<Record<string, unknown>>(explainSql(plan, sql), values);
  const cells = res.rows.map((r) => r['QUERY PLAN']);
  if (plan.format === 'text') return cells.map(String).join('\n');
  const doc = cells[0];
  // node-postgres and PGlite both parse a json column; a driver handing back text is passed through.
  return typeof doc === 'string' ? doc : JSON.stringify(doc);
}
