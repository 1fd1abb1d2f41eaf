// What the data API exposes of the `public` schema, read from the catalog: relations with their columns and
// foreign keys, the allowed values of check-constrained text columns, enums, and callable functions.
// render-database-types.ts turns it into the generated database types (docs/decisions/0020).
import type { Queryable } from './types.ts';

export interface CatalogColumn {
  name: string;
  /** pg_type.typname: `_text` is an array of text. */
  type: string;
  nullable: boolean;
  /** A default, a sequence or an identity: an insert may leave it out. */
  hasDefault: boolean;
  /** Generated (stored) or identity ALWAYS: an insert or update may not set it. */
  readOnly: boolean;
  /** The values a `col = ANY (ARRAY[...])` check allows, in the order the migration wrote them. */
  allowed: string[] | null;
}

export interface CatalogRelationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface CatalogRelation {
  name: string;
  kind: 'table' | 'view';
  /** Tables always; views when PostgreSQL can write through them. */
  updatable: boolean;
  columns: CatalogColumn[];
  relationships: CatalogRelationship[];
}

export interface CatalogFunction {
  name: string;
  /** Input arguments in order; the last `defaults` of them may be left out. */
  args: { name: string; type: string; optional: boolean }[];
  /** STRICT: a null argument makes the answer null without running it; otherwise SQL hands the null over. */
  strict: boolean;
  /** A scalar (`type`), a row of a public table (`relation`), or `RETURNS TABLE (...)` columns. */
  returns: { type: string; relation: string | null; columns: { name: string; type: string }[] | null };
  returnsSet: boolean;
}

export interface SchemaCatalog {
  relations: CatalogRelation[];
  enums: { name: string; values: string[] }[];
  functions: CatalogFunction[];
}

const RELATIONS_SQL = `
  select c.relname::text as name, c.relkind::text as kind,
         (c.relkind in ('r', 'p') or (pg_relation_is_updatable(c.oid, false) & 12) = 12) as updatable
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
   order by c.relname`;

const COLUMNS_SQL = `
  select c.relname::text as relation, a.attname::text as name,
         (case when t.typtype = 'd' then bt.typname else t.typname end)::text as type,
         not a.attnotnull as nullable,
         (a.atthasdef or a.attidentity <> '') as "hasDefault",
         (a.attgenerated <> '' or a.attidentity = 'a') as "readOnly"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on bt.oid = t.typbasetype
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
   order by c.relname, a.attname`;

const CHECKS_SQL = `
  select c.relname::text as relation, a.attname::text as column, pg_get_constraintdef(k.oid) as def
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
   where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1
   order by k.conname`;

const FOREIGN_KEYS_SQL = `
  select k.conname::text as "foreignKeyName", c.relname::text as relation, rc.relname::text as "referencedRelation",
         array(select a.attname::text from unnest(k.conkey) with ordinality u(num, i)
                 join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num order by u.i) as columns,
         array(select a.attname::text from unnest(k.confkey) with ordinality u(num, i)
                 join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.num order by u.i) as "referencedColumns",
         exists (select 1 from pg_index i
                  where i.indrelid = k.conrelid and i.indisunique and i.indpred is null
                    and i.indkey::int2[] @> k.conkey and k.conkey @> i.indkey::int2[]) as "isOneToOne"
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = k.confrelid
    join pg_namespace rn on rn.oid = rc.relnamespace
   where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
   order by k.conname`;

const ENUMS_SQL = `
  select t.typname::text as name, array(select e.enumlabel::text from pg_enum e
                                          where e.enumtypid = t.oid order by e.enumsortorder) as values
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where n.nspname = 'public' and t.typtype = 'e'
   order by t.typname`;

// Every function PostgREST could call (not trigger functions, aggregates, procedures or extension members).
const FUNCTIONS_SQL = `
  select p.proname::text as name,
         array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                 with ordinality u(oid, i) join pg_type t on t.oid = u.oid order by u.i) as arg_types,
         coalesce(p.proargnames::text[], '{}') as arg_names,
         coalesce(p.proargmodes::text[], '{}') as arg_modes,
         p.pronargdefaults::int as defaults,
         rt.typname::text as return_type,
         (select rc.relname::text from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
           where rc.oid = rt.typrelid and rn.nspname = 'public' and rc.relkind in ('r', 'p', 'v', 'm', 'f'))
           as return_relation,
         p.proretset as returns_set,
         p.proisstrict as strict
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
   where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
   order by p.proname, pg_get_function_identity_arguments(p.oid)`;

/** `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`, as pg_get_constraintdef prints an IN list. */
const ALLOWED_VALUES = /^CHECK \(\((\w+) = ANY \(ARRAY\[((?:'(?:[^']|'')*'::text(?:, )?)+)\]\)\)\)$/;

export function allowedValues(def: string, column: string): string[] | null {
  const m = ALLOWED_VALUES.exec(def);
  if (!m || m[1] !== column) return null;
  return [...m[2]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((v) => v[1]!.replace(/''/g, "'"));
}

export async function readSchemaCatalog(q: Queryable): Promise<SchemaCatalog> {
  const relations = (
    await q.query<{ name: string; kind: string; updatable: boolean }>(RELATIONS_SQL)
  ).rows.map((r): CatalogRelation => ({
    name: r.name,
    kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view',
    updatable: r.updatable,
    columns: [],
    relationships: [],
  }));
  const byName = new Map(relations.map((r) => [r.name, r]));

  const checks = new Map<string, string[]>();
  for (const c of (await q.query<{ relation: string; column: string; def: string }>(CHECKS_SQL)).rows) {
    const values = allowedValues(c.def, c.column);
    if (!values) continue;
    const key = `${c.relation}.${c.column}`;
    const before = checks.get(key);
    // Two such checks on one column: only the values both allow.
    checks.set(key, before ? before.filter((v) => values.includes(v)) : values);
  }

  const columns = await q.query<Omit<CatalogColumn, 'allowed'> & { relation: string }>(COLUMNS_SQL);
  for (const { relation, ...column } of columns.rows) {
    const allowed = checks.get(`${relation}.${column.name}`) ?? null;
    byName.get(relation)?.columns.push({ ...column, allowed });
  }

  const keys = await q.query<CatalogRelationship & { relation: string }>(FOREIGN_KEYS_SQL);
  for (const { relation, ...key } of keys.rows) byName.get(relation)?.relationships.push(key);

  const enums = (await q.query<{ name: string; values: string[] }>(ENUMS_SQL)).rows;

  const functions: CatalogFunction[] = [];
  const fnRows = await q.query<{
    name: string;
    arg_types: string[];
    arg_names: string[];
    arg_modes: string[];
    defaults: number;
    return_type: string;
    return_relation: string | null;
    returns_set: boolean;
    strict: boolean;
  }>(FUNCTIONS_SQL);
  for (const f of fnRows.rows) {
    const all = f.arg_types.map((type, i) => ({
      type,
      name: f.arg_names[i] ?? '',
      mode: f.arg_modes[i] ?? 'i',
    }));
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    // PostgREST passes arguments by name: a function with an unnamed one is not callable as an RPC here.
    if (inputs.some((a) => a.name === '')) continue;
    const table = all.filter((a) => a.mode === 't');
    functions.push({
      name: f.name,
      args: inputs.map((a, i) => ({ name: a.name, type: a.type, optional: i >= inputs.length - f.defaults })),
      returns: {
        type: f.return_type,
        relation: table.length > 0 ? null : f.return_relation,
        columns: table.length > 0 ? table.map((a) => ({ name: a.name, type: a.type })) : null,
      },
      returnsSet: f.returns_set,
      strict: f.strict,
    });
  }
  return { relations, enums, functions };
}
