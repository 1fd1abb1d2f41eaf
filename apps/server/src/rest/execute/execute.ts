// Execute stage: a statement run in the caller's request transaction (run.ts), or its EXPLAIN. Every way to the
// database passes here (kept reads too), so the caller's limits are checked here: the filter policy, and the embed
// budget against the statement's worst-case rows.
import type { Database } from '../../db/types.ts';
import type { ApiIdentity } from '../../http/api-auth.ts';
import { errors } from '../errors.ts';
import { checkEmbedBudget } from '../plan/embed-budget.ts';
import { checkFilterPolicy } from '../plan/filter-policy.ts';
import type { ReadStatement, RpcStatement, Statement, WriteStatement } from '../sql/statement.ts';
import { readWithTotal } from './count.ts';
import { runExplain } from './explain.ts';
import { readRowsInRequest, runInRequest, type ExecContext } from './run.ts';

/** A read's or a function's one answer row. */
export interface ResultRow {
  total: number | null;
  n: number;
  body: string | null;
}

export interface WriteResult {
  n: number;
  inserted: number | null;
  body: string | null;
}

export type Outcome =
  | { kind: 'rows'; row: ResultRow | undefined }
  | { kind: 'written'; result: WriteResult }
  | { kind: 'explain'; body: string; contentType: string }
  | { kind: 'unchanged' };

export interface ExecuteDeps {
  db: Database;
  /** DB_TX_END: how a transaction ends unless the request's `Prefer: tx=` says otherwise. */
  txEnd: string;
}

type Runnable = Exclude<Statement, { kind: 'unchanged' }>;

/** The transaction's settings for `who`, after the caller's limits are checked. */
export function execContext(
  deps: ExecuteDeps,
  stmt: Runnable,
  who: ApiIdentity,
  readOnly: boolean,
  headers: Record<string, string>,
): ExecContext {
  const { req } = stmt;
  checkFilterPolicy(req, who.role);
  checkEmbedBudget(stmt.cost, who.role);
  return {
    role: who.role,
    claims: who.claims,
    method: req.method,
    path: `/${req.target.kind === 'rpc' ? 'rpc/' : ''}${req.target.name}`,
    headers,
    readOnly,
    schema: req.schema,
    // A tx preference is only present when the override is allowed (parseRequest drops it otherwise).
    rollback: req.prefer.tx ? req.prefer.tx === 'rollback' : deps.txEnd.startsWith('rollback'),
  };
}

/**
 * A table read's one row. A planner count needs a second statement in the same transaction; otherwise the
 * statement goes with the request's setup in one round trip. A single-object read gets at most two rows (read-sql's
 * firstRowsSql): a second one means PGRST116, and its message names how many rows the read selects, so they are
 * counted then.
 */
async function read(db: Database, ctx: ExecContext, st: ReadStatement): Promise<ResultRow | undefined> {
  const rows = st.count
    ? await runInRequest(db, ctx, (tx) =>
        readWithTotal<ResultRow>(tx, st.sql, st.values, st.req.prefer.count, st.count),
      )
    : await readRowsInRequest<ResultRow>(db, ctx, { text: st.sql, values: st.values });
  const first = rows[0];
  if (!st.pageCount || !first) return first;
  first.n =
    rows.length === 1
      ? 1
      : ((
          await readRowsInRequest<{ n: number }>(db, ctx, {
            text: st.pageCount.sql,
            values: st.pageCount.values,
          })
        )[0]?.n ?? rows.length);
  return first;
}

function write(db: Database, ctx: ExecContext, st: WriteStatement): Promise<WriteResult> {
  return runInRequest(db, ctx, async (tx) => {
    const res = await tx.query<ResultRow & { inserted?: number | null }>(st.sql, st.values);
    const row = res.rows[0];
    const n = st.counted ? Number(row?.n ?? 0) : res.rowCount;
    // .single() on a write: anything but exactly one row rolls the write back.
    if (st.req.single && n !== 1) throw errors.singular(n);
    return { n, inserted: row?.inserted ?? null, body: row?.body ?? null };
  });
}

function call(db: Database, ctx: ExecContext, st: RpcStatement): Promise<ResultRow | undefined> {
  return runInRequest(db, ctx, async (tx) => {
    const [r] = await readWithTotal<ResultRow>(tx, st.sql, st.values, st.req.prefer.count, st.count);
    // No row at all is no rows (a single-object read answers none then): a volatile function's work rolls back too.
    if (st.shape === 'rows' && st.req.single && Number(r?.n ?? 0) !== 1)
      throw errors.singular(Number(r?.n ?? 0));
    return r;
  });
}

const readOnlyOf = (st: Runnable) => (st.kind === 'read' ? true : st.kind === 'write' ? false : st.readOnly);

/**
 * The statement's EXPLAIN instead of its result (DB_PLAN_ENABLED). Ours, not PostgREST's: anon may not `analyze`
 * a statement that writes (the write would run), so for anon that plan is not an available media type.
 */
async function explain(
  deps: ExecuteDeps,
  st: Runnable,
  who: ApiIdentity,
  headers: Record<string, string>,
): Promise<Outcome> {
  const plan = st.req.plan;
  if (!plan) throw new Error('explain without a plan media type');
  const readOnly = readOnlyOf(st);
  if (plan.options.includes('analyze') && !readOnly && who.role === 'anon')
    throw errors.mediaType(st.req.headers.accept ?? '');
  const ctx = execContext(deps, st, who, readOnly, headers);
  const body = await runInRequest(deps.db, ctx, (tx) => runExplain(tx, plan, st.sql, st.values));
  return { kind: 'explain', body, contentType: plan.contentType };
}

/** Runs `st` as `who`; `headers` are the request's own (a kept read's request is the one it was first planned for). */
export async function execute(
  deps: ExecuteDeps,
  st: Statement,
  who: ApiIdentity,
  headers: Record<string, string> = st.req.headers,
): Promise<Outcome> {
  if (st.kind === 'unchanged') return { kind: 'unchanged' };
  if (st.req.plan) return explain(deps, st, who, headers);
  const ctx = execContext(deps, st, who, readOnlyOf(st), headers);
  if (st.kind === 'read') return { kind: 'rows', row: await read(deps.db, ctx, st) };
  if (st.kind === 'rpc') return { kind: 'rows', row: await call(deps.db, ctx, st) };
  return { kind: 'written', result: await write(deps.db, ctx, st) };
}
