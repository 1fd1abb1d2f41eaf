// Insert / upsert / update / delete → one statement. With a representation the mutation is a CTE and the
// read builder shapes its rows; otherwise a plain statement whose row count is all we need.
import type { MutationPlan, ReadNode } from '../plan/types.ts';
import { Params, ident, qualified } from './fragments.ts';
import { nodeConditions, readSql } from './read-sql.ts';

/**
 * The payload as a json array of rows for json_populate_record(set). With missing=default each row is first
 * merged over the payload columns' DEFAULT expressions, evaluated per row (PostgREST's pgrst_json_defs).
 */
function payloadSql(plan: MutationPlan, columns: string[], json: string, p: Params): string {
  const defs = plan.missingDefault
    ? columns.flatMap((c) => {
      const d = plan.table.columns.get(c)?.default;
      return d === undefined ? [] : [`${p.add(c)}::text, ${d}`];
    })
    : [];
  if (defs.length === 0) return `${p.add(json)}::json`;
  return `(select coalesce(jsonb_agg(jsonb_build_object(${defs.join(', ')}) || _e.v order by _e.i), '[]') from jsonb_array_elements(${p.add(json)}::jsonb) with ordinality _e(v, i))::json`;
}

/** One data-modifying statement per insert group. */
function statements(plan: MutationPlan, p: Params, returning: string): string[] {
  const table = qualified(p, plan.table.name);
  const alias = ident(plan.read.alias);
  if (plan.kind === 'insert') {
    return plan.groups.map((g) => {
      // No payload columns (`{}` or `[{}, {}]`): one row of defaults per element, as PostgREST.
      if (g.columns.length === 0) return `insert into ${table} as ${alias} select from json_array_elements(${p.add(JSON.stringify(g.rows))}::json) _${returning}`;
      const cols = g.columns.map(ident).join(', ');
      let sql = `insert into ${table} as ${alias} (${cols}) select ${cols} from json_populate_recordset(null::${table}, ${payloadSql(plan, g.columns, JSON.stringify(g.rows), p)}) _`;
      if (plan.onConflict) {
        const target = plan.onConflict.columns.map(ident).join(', ');
        const updates = g.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
        sql += plan.onConflict.resolution === 'ignore-duplicates'
          ? ` on conflict (${target}) do nothing`
          : ` on conflict (${target}) do update set ${updates.join(', ')}`;
      }
      return sql + returning;
    });
  }
  const conds = nodeConditions(plan.read, p);
  const where = conds.length ? ` where ${conds.join(' and ')}` : '';
  if (plan.kind === 'update') {
    const sets = plan.columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
    const values = `(${payloadSql(plan, plan.columns, JSON.stringify([plan.values ?? {}]), p)}) -> 0`;
    return [`update ${table} as ${alias} set ${sets} from json_populate_record(null::${table}, ${values}) _b${where}${returning}`];
  }
  return [`delete from ${table} as ${alias}${where}${returning}`];
}

/** Without representation: no RETURNING (so no SELECT policy is needed); the driver's row count is n. */
export function plainMutationSql(plan: MutationPlan, p: Params): { sql: string; counted: boolean } {
  if (plan.groups.length <= 1) return { sql: statements(plan, p, '')[0] as string, counted: false };
  // Several groups: data-modifying CTEs at top level, counted together.
  const list = statements(plan, p, ' returning 1');
  const names = list.map((_, i) => `pgrst_g${i}`);
  return {
    sql: `with ${list.map((s, i) => `${names[i]} as (${s})`).join(', ')} select ${names.map((n) => `(select count(*) from ${n})`).join(' + ')} as n`,
    counted: true,
  };
}

/**
 * With representation (or an upsert, whose status depends on whether rows were inserted): columns
 * inserted, total (null), n, body.
 */
export function returningMutationSql(plan: MutationPlan, opts: { single: boolean; upsert: boolean; stripNulls?: boolean; csv?: boolean }, p: Params): string {
  const alias = ident(plan.read.alias);
  const extra = opts.upsert ? `, (xmax = 0) as pgrst_inserted` : '';
  const list = statements(plan, p, ` returning ${alias}.*${extra}`);
  const ctes = list.map((s, i) => `pgrst_g${i} as (${s})`);
  ctes.push(`pgrst_mut as (${list.map((_, i) => `select * from pgrst_g${i}`).join(' union all ')})`);
  // The read over the CTE has no filters, order or page of its own: the mutation already applied them.
  const read: ReadNode = { ...plan.read, filters: [], order: [], embeds: plan.read.embeds.map((e) => ({ ...e, inner: false })) };
  delete read.limit;
  delete read.offset;
  const inserted = opts.upsert ? `(select count(*) from pgrst_mut where pgrst_inserted) as inserted` : 'null::bigint as inserted';
  return readSql(read, { from: `pgrst_mut as ${alias}`, count: undefined, single: opts.single, stripNulls: opts.stripNulls, csv: opts.csv, with: `with ${ctes.join(', ')} `, extra: inserted }, p);
}
