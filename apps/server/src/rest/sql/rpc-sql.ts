// A function call with named arguments. The JSON arguments are converted by json_to_record using the
// parameter types from the schema cache (what PostgREST does), so no value ever becomes SQL text.
import type { RpcPlan } from '../plan/types.ts';
import { Params, ident, qualified } from './fragments.ts';
import { readSql, stripped } from './read-sql.ts';

interface Call {
  /** FROM items that provide the arguments (empty when there are none). */
  from: string;
  call: string;
}

function call(plan: RpcPlan, p: Params): Call {
  const fn = qualified(plan.fn.name);
  const names = Object.keys(plan.args);
  if (names.length === 0) return { from: '', call: `${fn}()` };
  if (names.length === 1 && names[0] === '') return { from: '', call: `${fn}(${p.add(JSON.stringify(plan.args['']))}::${plan.fn.args[0]?.type ?? 'json'})` };
  const defs = names.map((n) => `${ident(n)} ${plan.fn.args.find((a) => a.name === n)?.type ?? 'text'}`);
  return {
    from: `json_to_record(${p.add(JSON.stringify(plan.args))}::json) as _a(${defs.join(', ')})`,
    call: `${fn}(${names.map((n) => `${ident(n)} := _a.${ident(n)}`).join(', ')})`,
  };
}

/** Columns: total, n, body. `shape` tells the responder how to treat body. */
export function rpcSql(plan: RpcPlan, opts: { count: boolean; single: boolean; stripNulls?: boolean }, p: Params): { sql: string; shape: 'void' | 'scalar' | 'rows' | 'object' } {
  const c = call(plan, p);
  const r = plan.fn.returns;
  const fromArgs = c.from ? ` from ${c.from}` : '';
  if (r.kind === 'void') return { sql: `select ${c.call}${fromArgs}`, shape: 'void' };
  if (r.kind === 'scalar' && !plan.fn.returnsSet) return { sql: `select null::bigint as total, 1 as n, ${stripped(`to_json(${c.call})`, opts.stripNulls)}::text as body${fromArgs}`, shape: 'scalar' };
  const lateral = c.from ? `${c.from} cross join lateral ` : '';
  if (r.kind === 'scalar') {
    const page = plan.read.limit !== undefined ? ` limit ${p.add(plan.read.limit)}` : '';
    const offset = plan.read.offset ? ` offset ${p.add(plan.read.offset)}` : '';
    const body = opts.single
      ? `${stripped('json_agg(_r.v) -> 0', opts.stripNulls)}::text`
      : `coalesce(${stripped('json_agg(_r.v)', opts.stripNulls)}, '[]')::text`;
    return { sql: `select null::bigint as total, count(*) as n, ${body} as body from (select _f.v from ${lateral}${c.call} as _f(v)${page}${offset}) _r`, shape: 'rows' };
  }
  const single = opts.single || !plan.fn.returnsSet;
  const sql = readSql(plan.read, { from: `${lateral}${c.call} as ${ident(plan.read.alias)}`, count: opts.count, single, stripNulls: opts.stripNulls }, p);
  return { sql, shape: plan.fn.returnsSet ? 'rows' : 'object' };
}
