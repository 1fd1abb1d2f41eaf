// Plan a read: resolve select items, embeds, filters and order of every level against the schema cache.
import { errors, type PgrstError } from '../errors.ts';
import type { ApiRequest, FilterNode, LevelModifiers, SelectItem } from '../request/types.ts';
import type { SchemaCache, Table } from '../schema-cache/types.ts';
import { resolveRelationship } from './relationships.ts';
import { suggest } from './suggest.ts';
import type { ColumnRef, PlannedFilter, PlannedOrder, ReadNode } from './types.ts';

/** Supabase's db-max-rows: no read returns more rows, whatever limit was asked for. */
export const MAX_ROWS = 1000;

/** Casts allowed in select (spliced into SQL, so only these fixed type names). */
const CASTS: ReadonlySet<string> = new Set([
  'text', 'varchar', 'char', 'int', 'int2', 'int4', 'int8', 'integer', 'smallint', 'bigint', 'numeric', 'decimal',
  'real', 'float4', 'float8', 'boolean', 'bool', 'json', 'jsonb', 'uuid', 'date', 'time', 'timestamp', 'timestamptz',
  'interval', 'citext',
].flatMap((t) => [t, `${t}[]`]));

export class AliasCounter {
  private n = 0;
  next(): string {
    return `t${this.n++}`;
  }
}

export interface Source {
  name: string;
  table: Table | undefined;
  /** Known column names (validated); undefined = not checked (the database will say). */
  columns: string[] | undefined;
  /** List `*` as explicit columns (needed when the source has extra columns). */
  explicitStar?: boolean;
}

export interface ReadContext {
  cache: SchemaCache;
  req: ApiRequest;
  aliases: AliasCounter;
  /** Level keys whose modifiers were used; the rest name embeds that are not in the select. */
  used: Set<string>;
  /** An aggregate was selected somewhere in the tree. */
  aggregated: boolean;
  /**
   * The first unknown column or cast: PostgreSQL reports these in PostgREST, so they come after every error
   * PostgREST finds while planning (relationships, PGRST123); finishRead throws it.
   */
  deferred?: PgrstError;
}

function defer(ctx: ReadContext, err: PgrstError): void {
  ctx.deferred ??= err;
}

function ref(ctx: ReadContext, source: Source, alias: string, field: { name: string; json: ColumnRef['json'] }): ColumnRef {
  // A computed field of the table (a function of its row type) is selected, filtered and ordered like a column.
  if (source.columns && !source.columns.includes(field.name) && source.table?.computedFields.has(field.name)) {
    return { alias, column: field.name, json: field.json, computed: source.table };
  }
  if (source.columns && !source.columns.includes(field.name)) defer(ctx, errors.noColumn(source.name, field.name));
  return { alias, column: field.name, json: field.json };
}

/** `rel=is.null` naming an embed of this level (PostgREST's null filtering on embedded resources). */
function isEmbedNullTest(f: FilterNode, embeds: ReadonlySet<string>): boolean {
  return f.kind === 'cond' && f.op === 'is' && f.field.json.length === 0 && !f.quantifier
    && embeds.has(f.field.name) && String(f.value).toLowerCase() === 'null';
}

function planFilter(ctx: ReadContext, source: Source, alias: string, f: FilterNode, embeds: ReadonlySet<string>): PlannedFilter {
  if (f.kind === 'logic') return { kind: 'logic', negate: f.negate, op: f.op, children: f.children.map((c) => planFilter(ctx, source, alias, c, embeds)) };
  // is.null is "no matching row" (an anti-join), not.is.null "some matching row" (as !inner).
  if (isEmbedNullTest(f, embeds)) return { kind: 'embed', negate: !f.negate, embed: f.field.name };
  return {
    kind: 'cond',
    negate: f.negate,
    ref: ref(ctx, source, alias, f.field),
    op: f.op,
    value: f.value,
    ...(f.quantifier ? { quantifier: f.quantifier } : {}),
    ...(f.language ? { language: f.language } : {}),
  };
}

export function planNode(ctx: ReadContext, source: Source, items: SelectItem[], levelKey: string, isRoot: boolean): ReadNode {
  const alias = ctx.aliases.next();
  const node: ReadNode = { name: source.name, table: source.table, alias, star: false, fields: [], embeds: [], filters: [], order: [] };
  for (const item of items) {
    if (item.type === 'star') {
      node.star = true;
      if (source.explicitStar && source.columns) node.starColumns = source.columns;
    } else if (item.type === 'field') {
      for (const cast of [item.cast, item.aggregate?.cast]) {
        if (cast && !CASTS.has(cast.toLowerCase())) defer(ctx, errors.unknownType(cast));
      }
      if (item.aggregate) ctx.aggregated = true;
      const last = item.json[item.json.length - 1];
      const agg = item.aggregate;
      const rows = agg !== undefined && item.name === '';
      node.fields.push({
        ref: rows ? { alias, column: '', json: [] } : ref(ctx, source, alias, item),
        // An aggregate is named after its function unless aliased (PostgREST).
        outName: item.alias ?? (agg ? agg.fn : last ? last.key : item.name),
        ...(item.cast ? { cast: item.cast.toLowerCase() } : {}),
        ...(agg ? { aggregate: { fn: agg.fn, ...(agg.cast ? { cast: agg.cast.toLowerCase() } : {}), ...(rows ? { rows } : {}) } } : {}),
      });
    } else {
      if (!source.table) throw errors.noRelationship(ctx.cache.schema, source.name, item.name, item.hint);
      const { rel, child } = resolveRelationship(ctx.cache, source.table.name, item.name, item.hint);
      const outName = item.alias ?? item.name;
      const childKey = levelKey === '' ? outName : `${levelKey}.${outName}`;
      const childSource: Source = { name: child.name, table: child, columns: child.columnOrder, explicitStar: true };
      const childNode = planNode(ctx, childSource, item.items, childKey, false);
      if (item.spread && (!rel.toOne || childNode.embeds.length > 0)) {
        // Spreading is defined for to-one relationships: the embedded columns become the parent's own.
        throw errors.spreadNotPossible(source.name, child.name);
      }
      // A spread's columns are scalar subqueries per parent row here, so an aggregate there could not group the parent.
      if (item.spread && ctx.req.aggregates && childNode.fields.some((f) => f.aggregate)) throw errors.aggregateInSpread(child.name);
      node.embeds.push({
        outName,
        rel,
        inner: item.join === 'inner',
        node: childNode,
        ...(item.spread ? { spread: true } : {}),
        ...(item.items.length === 0 ? { empty: true } : {}),
      });
    }
  }
  applyLevel(ctx, source, node, levelKey, isRoot);
  return node;
}

function applyLevel(ctx: ReadContext, source: Source, node: ReadNode, levelKey: string, isRoot: boolean): void {
  const lv: LevelModifiers | undefined = ctx.req.levels.get(levelKey);
  // Also accept the embed's table name as the prefix when it was aliased (PostgREST matches either).
  ctx.used.add(levelKey);
  if (lv) {
    const embeds = new Set(node.embeds.map((e) => e.outName));
    node.filters = lv.filters.map((f) => planFilter(ctx, source, node.alias, f, embeds));
    node.order = lv.order.map((o) => planOrder(ctx, source, node, o));
    if (lv.limit !== undefined) node.limit = lv.limit;
    if (lv.offset !== undefined) node.offset = lv.offset;
  }
  if (isRoot) node.limit = Math.min(node.limit ?? MAX_ROWS, MAX_ROWS);
}

function planOrder(ctx: ReadContext, source: Source, node: ReadNode, o: LevelModifiers['order'][number]): PlannedOrder {
  const base = { ...(o.direction ? { direction: o.direction } : {}), ...(o.nulls ? { nulls: o.nulls } : {}) };
  if (!o.relation) return { ref: ref(ctx, source, node.alias, o.field), ...base };
  const embed = node.embeds.find((e) => e.outName === o.relation);
  if (!embed) throw errors.notEmbedded(o.relation);
  if (!embed.rel.toOne) {
    throw errors.relatedOrderNotPossible(source.name, embed.node.name);
  }
  const alias = ctx.aliases.next();
  const childSource: Source = { name: embed.node.name, table: embed.node.table, columns: embed.node.table?.columnOrder };
  return { ref: ref(ctx, childSource, alias, o.field), via: { rel: embed.rel, table: embed.node.name, alias }, ...base };
}

/** Modifiers addressed to an embed that is not in the select → PGRST108. */
export function checkUnusedLevels(ctx: ReadContext): void {
  for (const [key, lv] of ctx.req.levels) {
    if (ctx.used.has(key)) continue;
    if (lv.filters.length || lv.order.length || lv.limit !== undefined || lv.offset !== undefined) {
      throw errors.notEmbedded(key.split('.').pop() ?? key);
    }
  }
}

/**
 * After the whole tree is planned, in PostgREST's order: aggregates while they are disabled (PGRST123, its
 * validateAggFunctions runs after every relationship is resolved), then the first unknown column or cast.
 */
export function finishRead(ctx: ReadContext): void {
  if (ctx.aggregated && !ctx.req.aggregates) throw errors.aggregatesDisabled();
  if (ctx.deferred) throw ctx.deferred;
}

export function readContext(cache: SchemaCache, req: ApiRequest): ReadContext {
  return { cache, req, aliases: new AliasCounter(), used: new Set(), aggregated: false };
}

export function tableSource(cache: SchemaCache, name: string): Source & { table: Table } {
  const table = cache.tables.get(name);
  if (!table) throw errors.noTable(cache.schema, name, suggest([...cache.tables.keys()], name));
  return { name, table, columns: table.columnOrder };
}
