// Reads the schema cache from pg_catalog for one exposed schema ($1): tables, views, columns, keys, foreign keys
// and functions. Runs with an empty search_path so every type name comes back schema-qualified unless
// it lives in pg_catalog (what casts in generated SQL need).
import type { Queryable } from '../../db/types.ts';
import { buildRelationships, computedFields, viewPrimaryKeys } from './relationships.ts';
import { traceViews, viewColumnOrigins } from './view-keys.ts';
import type { Column, ForeignKey, Func, SchemaCache, Table } from './types.ts';

const TABLES = `
  select c.relname as name, c.relkind as kind, c.oid::text as oid,
         case when c.relkind in ('v', 'm') then (select r.ev_action::text from pg_rewrite r where r.ev_class = c.oid and r.rulename = '_RETURN') end as definition,
         coalesce((select json_agg(json_build_object('name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod),
                   'nullable', not a.attnotnull, 'has_default', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
                   -- The default as PostgREST's schema cache has it (what Prefer: missing=default evaluates per row).
                   'default', case when a.attgenerated <> '' then null
                                   when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
                                   when ty.typbasetype <> 0 and not a.atthasdef then pg_get_expr(ty.typdefaultbin, 0)
                                   else (select pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d where d.adrelid = a.attrelid and d.adnum = a.attnum) end)
                   order by a.attnum)
                   from pg_attribute a join pg_type ty on ty.oid = a.atttypid
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`;

const CONSTRAINTS = `
  select con.conname as name, con.contype as type, rel.relname as "table", frel.relname as ref_table,
         (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as columns,
         (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as ref_columns
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_namespace n on n.oid = rel.relnamespace
    left join pg_class frel on frel.oid = con.confrelid
    left join pg_namespace fn on fn.oid = frel.relnamespace
   where n.nspname = $1 and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or fn.nspname = $1)`;

const FUNCTIONS = `
  select p.proname as name, p.provolatile as volatility, p.proretset as returns_set, p.prorows::float8 as rows, p.pronargdefaults as n_defaults,
         format_type(p.prorettype, null) as return_type, t.typtype as return_typtype,
         (select r.relname from pg_class r join pg_namespace rn on rn.oid = r.relnamespace
           where r.oid = t.typrelid and rn.nspname = $1 and r.relkind in ('r', 'v', 'm', 'p', 'f')) as return_table,
         (select json_agg(a.attname order by a.attnum) from pg_attribute a
           where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as return_columns,
         coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[a.i], ''), 'type', format_type(a.t, null),
                   'mode', coalesce(p.proargmodes[a.i], 'i')) order by a.i)
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(t, i)), '[]') as args
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type t on t.oid = p.prorettype
   where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
     and p.prorettype <> 'event_trigger'::regtype
   order by p.oid -- creation order, so PGRST203 lists overloads the same way every time`;

interface TableRow {
  name: string;
  kind: string;
  oid: string;
  /** A view's stored query (node-tree text), for the keys it carries. */
  definition: string | null;
  columns: { name: string; num: number; type: string; nullable: boolean; has_default: boolean; default: string | null }[];
}
interface ConstraintRow {
  name: string;
  type: 'p' | 'u' | 'f';
  table: string;
  ref_table: string | null;
  columns: string[] | null;
  ref_columns: string[] | null;
}
interface FunctionRow {
  name: string;
  volatility: 'v' | 's' | 'i';
  returns_set: boolean;
  rows: number;
  n_defaults: number;
  return_type: string;
  return_typtype: string;
  return_table: string | null;
  return_columns: string[] | null;
  args: { name: string; type: string; mode: string }[];
}

const VOLATILITY = { v: 'volatile', s: 'stable', i: 'immutable' } as const;

/** Foreign keys to another schema are left out: embedding stays within the schema, as PostgREST's does. */
export async function loadSchemaCache(db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }, schema = 'public'): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', '', true)`);
    const tables = (await tx.query<TableRow>(TABLES, [schema])).rows;
    const constraints = (await tx.query<ConstraintRow>(CONSTRAINTS, [schema])).rows;
    const functions = (await tx.query<FunctionRow>(FUNCTIONS, [schema])).rows;
    return build(schema, tables, constraints, functions);
  });
}

function build(schema: string, tableRows: TableRow[], constraintRows: ConstraintRow[], functionRows: FunctionRow[]): SchemaCache {
  const tables = new Map<string, Table>();
  for (const r of tableRows) {
    const columns = new Map<string, Column>();
    for (const c of r.columns) {
      columns.set(c.name, { name: c.name, type: c.type, nullable: c.nullable, hasDefault: c.has_default, ...(c.default !== null ? { default: c.default } : {}) });
    }
    tables.set(r.name, {
      name: r.name,
      kind: r.kind === 'r' || r.kind === 'p' || r.kind === 'f' ? 'table' : 'view',
      columns,
      columnOrder: r.columns.map((c) => c.name),
      primaryKey: [],
      uniqueKeys: [],
      computedFields: new Set(),
    });
  }
  const foreignKeys: ForeignKey[] = [];
  for (const c of constraintRows) {
    const table = tables.get(c.table);
    if (!table || !c.columns) continue;
    if (c.type === 'p') table.primaryKey = c.columns;
    if (c.type === 'p' || c.type === 'u') table.uniqueKeys.push(c.columns);
    if (c.type === 'f' && c.ref_table && c.ref_columns) {
      foreignKeys.push({ name: c.name, table: c.table, columns: c.columns, refTable: c.ref_table, refColumns: c.ref_columns });
    }
  }
  const functions = new Map<string, Func[]>();
  for (const r of functionRows) {
    const inputs = r.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = r.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - r.n_defaults;
    let returns: Func['returns'];
    if (r.return_type === 'void') returns = { kind: 'void' };
    else if (r.return_typtype === 'c') returns = { kind: 'composite', columns: r.return_columns ?? [], ...(r.return_table ? { table: r.return_table } : {}) };
    else if (r.return_type === 'record' && outputs.length > 0) returns = { kind: 'composite', columns: outputs.map((o) => o.name) };
    else returns = { kind: 'scalar', type: r.return_type };
    const fn: Func = {
      name: r.name,
      args: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault })),
      volatility: VOLATILITY[r.volatility],
      returnsSet: r.returns_set,
      rows: r.rows,
      returns,
    };
    const list = functions.get(r.name) ?? [];
    list.push(fn);
    functions.set(r.name, list);
  }
  computedFields(tables, functions);
  const traced = traceViews(tableRows.map((r) => ({
    oid: Number(r.oid),
    name: r.name,
    columns: new Map(r.columns.map((c) => [c.num, c.name])),
    origins: r.definition ? viewColumnOrigins(r.definition) : null,
  })));
  viewPrimaryKeys(tables, traced);
  return { schema, tables, relationships: buildRelationships(tables, foreignKeys, functions, traced), functions, loadedAt: Date.now() };
}
