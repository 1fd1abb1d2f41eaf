// A function call with named arguments. The JSON arguments are converted by json_to_record using the
// parameter types from the schema cache (what PostgREST does), so no value ever becomes SQL text.
import type { RpcPlan } from '../plan/types.ts';
import type { Preferences } from '../request/types.ts';
import { Params, ident, qualified } from './fragments.ts';
import { countSql, csvSql, readSql, stripped, totalSql } from './read-sql.ts';

interface Call {
  /** FROM items that provide the arguments (empty when there are none). */
  from: string;
  call: string;
}

function call(plan: RpcPlan, p: Params): Call {
  const fn = qualified(p, plan.fn.name);
  if (plan.positional !== undefined) {
    // PostgREST's OnePosParam: the arguments' JSON text as the one parameter, cast to its type.
    return { from: '', call: `${fn}(${p.add(plan.positional)}::${plan.fn.args[0]?.type ?? 'json'})` };
  }
  const names = Object.keys(plan.args);
  if (names.length === 0) return { from: '', call: `${fn}()` };
  const defs = names.map((n) => `${ident(n)} ${plan.fn.args.find((a) => a.name === n)?.type ?? 'text'}`);
  return {
    from: `json_to_record(${p.add(JSON.stringify(plan.args))}::json) as _a(${defs.join(', ')})`,
    call: `${fn}(${names.map((n) => `${ident(n)} := _a.${ident(n)}`).join(', ')})`,
  };
}

/** FROM items calling the function once, its rows named `alias` (`alias(v)` for a set of scalars). */
function source(plan: RpcPlan, p: Params, alias: string): string {
  const c = call(plan, p);
  return `${c.from ? `${c.from} cross join lateral ` : ''}${c.call} as ${alias}`;
}

export interface RpcSql {
  sql: string;
  shape: 'void' | 'scalar' | 'rows' | 'object';
  /** For count=planned|estimated over a set: the counted rows as a statement of their own, for EXPLAIN. */
  count?: { sql: string; values: unknown[] };
}

const needsPlan = (count: Preferences['count']) => count === 'planned' || count === 'estimated';

/**
 * Columns: total, n, body. `shape` tells the responder how to treat body. A counted set is computed once in a
 * materialized CTE (as PostgREST's pgrst_source), so counting never calls a volatile function twice.
 */
export function rpcSql(plan: RpcPlan, opts: { count: Preferences['count']; single: boolean; stripNulls?: boolean; csv?: boolean }, p: Params): RpcSql {
  const r = plan.fn.returns;
  if (r.kind === 'void' || (r.kind === 'scalar' && !plan.fn.returnsSet)) {
    const c = call(plan, p);
    const fromArgs = c.from ? ` from ${c.from}` : '';
    if (r.kind === 'void') return { sql: `select ${c.call}${fromArgs}`, shape: 'void' };
    // CSV: PostgREST's call query names the value pgrst_scalar, which becomes the header.
    const value = opts.csv ? `'pgrst_scalar' || E'\\n' || substring(row(${c.call})::text, 2, length(row(${c.call})::text) - 2)` : `${stripped(`to_json(${c.call})`, opts.stripNulls)}::text`;
    return { sql: `select null::bigint as total, 1 as n, ${value} as body${fromArgs}`, shape: 'scalar' };
  }
  const counted = opts.count !== undefined;
  if (r.kind === 'scalar') {
    const page = `${plan.read.limit !== undefined ? ` limit ${p.add(plan.read.limit)}` : ''}${plan.read.offset ? ` offset ${p.add(plan.read.offset)}` : ''}`;
    const body = opts.csv ? csvSql('_r') : opts.single
      ? `${stripped('json_agg(_r.v) -> 0', opts.stripNulls)}::text`
      : `coalesce(${stripped('json_agg(_r.v)', opts.stripNulls)}, '[]')::text`;
    const rows = counted ? 'pgrst_source _f' : source(plan, p, '_f(v)');
    const sql = `${counted ? `with pgrst_source as materialized (select _f.v from ${source(plan, p, '_f(v)')}) ` : ''}`
      + `select ${totalSql(opts.count, `select 1 from ${rows}`)} as total, count(*) as n, ${body} as body from (select _f.v${opts.csv ? ' as pgrst_scalar' : ''} from ${rows}${page}) _r`;
    if (!needsPlan(opts.count)) return { sql, shape: 'rows' };
    const cp = new Params(p.schema);
    return { sql, shape: 'rows', count: { sql: `select 1 from ${source(plan, cp, '_f(v)')}`, values: cp.values } };
  }
  const alias = ident(plan.read.alias);
  const single = opts.single || !plan.fn.returnsSet;
  const cte = counted ? `with pgrst_source as materialized (select ${alias}.* from ${source(plan, p, alias)}) ` : undefined;
  const from = counted ? `pgrst_source as ${alias}` : source(plan, p, alias);
  const sql = readSql(plan.read, { from, count: opts.count, single, stripNulls: opts.stripNulls, csv: opts.csv, ...(cte ? { with: cte } : {}) }, p);
  const shape = plan.fn.returnsSet ? 'rows' : 'object';
  if (!needsPlan(opts.count) || !plan.fn.returnsSet) return { sql, shape };
  const cp = new Params(p.schema);
  return { sql, shape, count: { sql: countSql(plan.read, source(plan, cp, alias), cp), values: cp.values } };
}
