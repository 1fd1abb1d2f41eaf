// A read plan → one SQL statement returning JSON: the root rows aggregated with json_agg, embeds as
// correlated subqueries (row_to_json for to-one, json_agg for to-many), !inner as EXISTS.
import { MAX_ROWS } from '../plan/read-plan.ts';
import type { PlannedEmbed, PlannedField, PlannedOrder, ReadNode } from '../plan/types.ts';
import type { Preferences } from '../request/types.ts';
import { filterSql } from './filter-sql.ts';
import { Params, columnSql, ident, qualified, rowSql } from './fragments.ts';

/** How an embed's rows are tied to the parent row: FK equalities, a junction row (many-to-many), or nothing
 * for a computed relationship (its function already takes the parent row). */
function joinCondition(
  embed: { rel: PlannedEmbed['rel'] },
  parentAlias: string,
  childAlias: string,
  p: Params,
): string[] {
  const { rel } = embed;
  if (rel.junction) {
    const j = ident(`${childAlias}_j`);
    const on = [
      ...rel.junction.parent.map(([pc, jc]) => `${j}.${ident(jc)} = ${ident(parentAlias)}.${ident(pc)}`),
      ...rel.junction.child.map(([cc, jc]) => `${j}.${ident(jc)} = ${ident(childAlias)}.${ident(cc)}`),
    ];
    return [`exists (select 1 from ${qualified(p, rel.junction.table)} as ${j} where ${on.join(' and ')})`];
  }
  return rel.childColumns.map(
    (c, i) =>
      `${ident(childAlias)}.${ident(c)} = ${ident(parentAlias)}.${ident(rel.parentColumns[i] as string)}`,
  );
}

/** The relation an embed reads from: its table, or the computed relationship's function of the parent row. */
function relationSql(rel: PlannedEmbed['rel'], table: string, parentAlias: string, p: Params): string {
  return rel.fn ? `${qualified(p, rel.fn.name)}(${rowSql(parentAlias, rel.fn.arg, p)})` : qualified(p, table);
}

/** `where` with its conditions, or nothing (a computed relationship may have none). */
function whereSql(conds: string[]): string {
  return conds.length ? ` where ${conds.join(' and ')}` : '';
}

/** WHERE conditions of a node: its filters and an EXISTS for each !inner embed. */
export function nodeConditions(node: ReadNode, p: Params): string[] {
  const exists = (e: PlannedEmbed) => {
    const where = [...joinCondition(e, node.alias, e.node.alias, p), ...nodeConditions(e.node, p)];
    return `exists (select 1 from ${relationSql(e.rel, e.node.name, node.alias, p)} as ${ident(e.node.alias)}${whereSql(where)})`;
  };
  const byName = (name: string) => {
    const e = node.embeds.find((x) => x.outName === name);
    // The plan only makes embed filters for embeds of this node; anything else is a bug, and never matches.
    return e ? exists(e) : 'false';
  };
  const out = node.filters.map((f) => filterSql(f, p, byName));
  for (const e of node.embeds) if (e.inner) out.push(exists(e));
  return out;
}

function orderSql(order: PlannedOrder[], node: ReadNode, p: Params): string {
  if (!order.length) return '';
  const terms = order.map((o) => {
    let expr = columnSql(o.ref, p);
    if (o.via) {
      const cond = whereSql(joinCondition({ rel: o.via.rel }, node.alias, o.via.alias, p));
      expr = `(select ${expr} from ${relationSql(o.via.rel, o.via.table, node.alias, p)} as ${ident(o.via.alias)}${cond} limit 1)`;
    }
    return `${expr}${o.direction ? ` ${o.direction}` : ''}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function pageSql(node: ReadNode, p: Params): string {
  return `${node.limit !== undefined ? ` limit ${p.add(node.limit)}` : ''}${node.offset ? ` offset ${p.add(node.offset)}` : ''}`;
}

/** A selected column with its cast, or an aggregate over it (count(*) for a bare count()) with the result's cast. */
function fieldSql(f: PlannedField, p: Params): string {
  const col = f.aggregate?.rows ? '*' : `${columnSql(f.ref, p)}${f.cast ? `::${f.cast}` : ''}`;
  if (!f.aggregate) return col;
  return `${f.aggregate.fn}(${col})${f.aggregate.cast ? `::${f.aggregate.cast}` : ''}`;
}

/**
 * With an aggregate in the select, every other selected column (the star's too) is grouped, by its position in
 * the select list (fields follow the star's columns) so a JSON path's parameters need not repeat.
 */
function groupBySql(node: ReadNode): string {
  if (!node.fields.some((f) => f.aggregate)) return '';
  const starCount = node.star ? (node.starColumns ?? node.table?.columnOrder ?? []).length : 0;
  const positions = Array.from({ length: starCount }, (_, i) => i + 1);
  node.fields.forEach((f, i) => {
    if (!f.aggregate) positions.push(starCount + i + 1);
  });
  return positions.length ? ` group by ${positions.join(', ')}` : '';
}

/** The select list of a node: its columns, casts, JSON paths and embeds. */
export function selectList(node: ReadNode, p: Params): string {
  const parts: string[] = [];
  if (node.star) {
    parts.push(
      node.starColumns
        ? node.starColumns.map((c) => `${ident(node.alias)}.${ident(c)}`).join(', ')
        : `${ident(node.alias)}.*`,
    );
  }
  for (const f of node.fields) parts.push(`${fieldSql(f, p)} as ${ident(f.outName)}`);
  for (const e of node.embeds) {
    if (e.empty) continue;
    if (e.spread) parts.push(...spreadSql(e, node.alias, p));
    else parts.push(`${embedSql(e, node.alias, p)} as ${ident(e.outName)}`);
  }
  // A row with no fields still needs a column for row_to_json; PostgREST answers {} for it.
  return parts.length ? parts.join(', ') : '';
}

/** Each column of a spread to-one embed as its own scalar subquery (NULL when there is no related row). */
function spreadSql(e: PlannedEmbed, parentAlias: string, p: Params): string[] {
  const child = e.node;
  const from = () => {
    const where = [...joinCondition(e, parentAlias, child.alias, p), ...nodeConditions(child, p)];
    return `from ${relationSql(e.rel, child.name, parentAlias, p)} as ${ident(child.alias)}${whereSql(where)} limit 1`;
  };
  const cols = (child.star ? (child.starColumns ?? []) : []).map((c) => ({
    expr: `${ident(child.alias)}.${ident(c)}`,
    out: c,
  }));
  for (const f of child.fields)
    cols.push({ expr: `${columnSql(f.ref, p)}${f.cast ? `::${f.cast}` : ''}`, out: f.outName });
  return cols.map((c) => `(select ${c.expr} ${from()}) as ${ident(c.out)}`);
}

function embedSql(e: PlannedEmbed, parentAlias: string, p: Params): string {
  const child = e.node;
  const where = [...joinCondition(e, parentAlias, child.alias, p), ...nodeConditions(child, p)];
  const inner = `select ${selectList(child, p)} from ${relationSql(e.rel, child.name, parentAlias, p)} as ${ident(child.alias)}${whereSql(where)}${groupBySql(child)}`;
  if (e.rel.toOne) return `(select row_to_json(_e) from (${inner} limit 1) _e)`;
  return `(select coalesce(json_agg(_e), '[]') from (${inner}${orderSql(child.order, child, p)}${pageSql(child, p)}) _e)`;
}

/** The total column for a count preference over the rows `rows` selects (PostgREST's countF and limitedQuery). */
export function totalSql(count: Preferences['count'], rows: string): string {
  if (count === 'exact') return `(select count(*) from (${rows}) _c)`;
  if (count === 'estimated') return `(select count(*) from (${rows} limit ${MAX_ROWS + 1}) _c)`;
  return 'null::bigint';
}

/** The rows a count is taken over, as its own statement for EXPLAIN (its own parameters). */
export function countSql(node: ReadNode, from: string, p: Params): string {
  const conds = nodeConditions(node, p);
  return `select 1 from ${from}${conds.length ? ` where ${conds.join(' and ')}` : ''}`;
}

/** Wraps a JSON expression in json_strip_nulls when asked to (PostgREST's addNullsToSnip). */
export function stripped(json: string, strip: boolean | undefined): string {
  return strip ? `json_strip_nulls(${json})` : `(${json})`;
}

/**
 * A CSV body over the rows `row` ranges over (PostgREST's asCsvF): a header of the first row's keys, then each
 * row's PostgreSQL record text without its parentheses — so jsonb, arrays, tsvector, booleans and timestamps
 * come out in their text form, quoted as a record quotes them. No rows give a lone newline, as PostgREST.
 */
export function csvSql(row: string): string {
  const head = `(select coalesce(string_agg(_k, ','), '') from json_object_keys(row_to_json((array_agg(${row}))[1])) _k)`;
  return `${head} || E'\\n' || coalesce(string_agg(substring(${row}::text, 2, length(${row}::text) - 2), E'\\n'), '')`;
}

export interface ReadSqlOptions {
  /** FROM clause for the root: a table, a CTE or a function call, aliased as node.alias. */
  from: string;
  /** Prefer: count=… — exact counts every row; estimated counts at most MAX_ROWS + 1 (the plan's guess takes over
   * above that, see execute/count.ts); planned leaves the count to EXPLAIN alone. */
  count: Preferences['count'];
  single: boolean;
  /** json_strip_nulls over the result, as PostgREST does for `;nulls=stripped` (embedded objects included). */
  stripNulls?: boolean;
  /** Accept: text/csv — body is CSV text (csvSql) instead of JSON. */
  csv?: boolean;
  /** Prefix such as a WITH clause. */
  with?: string;
  /** Extra leading output columns (e.g. the upsert's inserted count). */
  extra?: string;
  /**
   * The rows may be read again to count them: a table's rows, never a function's (its work must run once). A
   * single-object read then takes the two-row shape (firstRowsSql) instead of counting every row in the statement.
   */
  recount?: boolean;
}

/** The read's own rows (filters, grouping, order, page) with its select list, and its WHERE clause. */
function pageRows(node: ReadNode, from: string, p: Params): { inner: string; where: string } {
  const conds = nodeConditions(node, p);
  const where = conds.length ? ` where ${conds.join(' and ')}` : '';
  const inner = `select ${selectList(node, p)} from ${from}${where}${groupBySql(node)}${orderSql(node.order, node, p)}${pageSql(node, p)}`;
  return { inner, where };
}

/** A single-object read as its own statement, for JSON (not CSV, not a mutation's): singleReadSql's shape or firstRowsSql's. */
const singleRead = (opts: ReadSqlOptions) =>
  opts.single && !opts.csv && opts.with === undefined && opts.extra === undefined;

/** Whether readSql gives firstRowsSql's shape: at most two rows, without n (the caller counts on PGRST116's way). */
export function isFirstRowsRead(opts: ReadSqlOptions): boolean {
  return singleRead(opts) && opts.recount === true;
}

/**
 * Columns: total (exact count or null), n (rows in the page), body (JSON text: an array, or the single
 * object for vnd.pgrst.object+json) — but for a single-object read of a table's rows: firstRowsSql.
 */
export function readSql(node: ReadNode, opts: ReadSqlOptions, p: Params): string {
  const { inner, where } = pageRows(node, opts.from, p);
  const total = totalSql(opts.count, `select 1 from ${opts.from}${where}`);
  if (isFirstRowsRead(opts)) return firstRowsSql(inner, total, opts.stripNulls);
  if (singleRead(opts)) return singleReadSql(inner, total, opts.stripNulls);
  // One object written by a mutation (its CTEs must run whatever the row count): the first row's JSON as it is.
  // (json_agg(_r) -> 0 gives the same text, but builds the whole array and parses it back.)
  const agg = opts.single ? `(array_agg(row_to_json(_r)))[1]` : `json_agg(_r)`;
  const body = opts.csv
    ? csvSql('_r')
    : `${opts.single ? '' : 'coalesce('}${stripped(agg, opts.stripNulls)}${opts.single ? '' : `, '[]')`}::text`;
  return `${opts.with ?? ''}select ${opts.extra ? `${opts.extra}, ` : ''}${total} as total, count(*) as n, ${body} as body from (${inner}) _r`;
}

/**
 * One object read (vnd.pgrst.object+json, .single()) of a function's rows: the first row with the number of rows
 * beside it, and no aggregate — collecting the row's JSON into an array to take it out again cost the database
 * ~8 µs of CPU on every read. The window counts every row the read selects (PGRST116's message names that number),
 * while only the row returned is turned into JSON. No row at all is no answer row (n = 0 to the caller).
 */
function singleReadSql(inner: string, total: string, stripNulls: boolean | undefined): string {
  return `select ${total} as total, count(*) over () as n, ${stripped('row_to_json(_r)', stripNulls)}::text as body from (${inner}) _r limit 1`;
}

/**
 * One object read of a table's rows: total and body of at most two of them, one answer row each. No row or one is
 * the answer as it is; a second means PGRST116, whose message names how many rows the read selects — counted then
 * by pageCountSql, on that error's way only. The window of singleReadSql costs the database ~8 µs on every read of
 * a post by its slug; a table read can simply be run again.
 */
function firstRowsSql(inner: string, total: string, stripNulls: boolean | undefined): string {
  return `select ${total} as total, ${stripped('row_to_json(_r)', stripNulls)}::text as body from (${inner}) _r limit 2`;
}

/** How many rows a read selects (its page: filters, grouping, limit and offset), as its own statement (column n). */
export function pageCountSql(node: ReadNode, from: string, p: Params): string {
  return `select count(*)::int as n from (${pageRows(node, from, p).inner}) _r`;
}
