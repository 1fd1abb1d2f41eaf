// Which relationship joins a parent relation to an embed name (PostgREST Plan.hs findRel). The name is the
// related table, a foreign key constraint or a single FK column of the parent, or a computed relationship's
// function; a hint narrows by constraint, column (either side) or junction table. A self-reference is its
// own case: the table name gives the children (one-to-many), the FK column the parent (many-to-one), and a
// hint the FK column of the children.
import { errors } from '../errors.ts';
import type { Cardinality, Relationship as CachedRel, SchemaCache, Table } from '../schema-cache/types.ts';
import { suggest } from './suggest.ts';
import type { Relationship } from './types.ts';

export interface Resolved {
  rel: Relationship;
  child: Table;
}

/** The FK column of the origin (first of the pair) when the key has a single column. */
function singleCol(card: Cardinality, side: 0 | 1): string | undefined {
  if (card.kind === 'm2m' || card.columns.length !== 1) return undefined;
  return (card.columns[0] as [string, string])[side];
}

function matches(r: CachedRel, target: string, hint: string | undefined, isView: (t: string) => boolean): boolean {
  if (r.kind === 'computed') return target === r.fn;
  const card = r.card;
  const cons = card.kind === 'm2m' ? undefined : card.cons;
  if (r.isSelf) {
    if (hint === undefined) return (target === r.foreignTable && card.kind === 'o2m') || (singleCol(card, 0) === target && card.kind === 'm2o');
    return target === r.foreignTable && card.kind === 'o2m' && singleCol(card, 1) === hint;
  }
  if (hint === undefined) {
    const fView = isView(r.foreignTable);
    return target === r.foreignTable || (cons === target && !fView) || (singleCol(card, 0) === target && !fView);
  }
  return target === r.foreignTable
    && (cons === hint || singleCol(card, 0) === hint || singleCol(card, 1) === hint || (card.kind === 'm2m' && card.junction.table === hint));
}

function toOne(r: CachedRel): boolean {
  return r.kind === 'computed' ? r.toOne : r.card.kind === 'm2o' || r.card.kind === 'o2o';
}

function planned(cache: SchemaCache, r: CachedRel): Relationship {
  const arg = cache.tables.get(r.table);
  if (r.kind === 'computed' && arg) return { toOne: r.toOne, parentColumns: [], childColumns: [], fn: { name: r.fn, arg } };
  if (r.kind === 'computed') throw errors.noRelationship(cache.schema, r.table, r.fn, undefined);
  const card = r.card;
  if (card.kind === 'm2m') {
    const j = card.junction;
    return { toOne: false, parentColumns: [], childColumns: [], junction: { table: j.table, parent: j.colsSource, child: j.colsTarget } };
  }
  return { toOne: toOne(r), parentColumns: card.columns.map(([c]) => c), childColumns: card.columns.map(([, c]) => c) };
}

const CARDINALITY = { o2m: 'one-to-many', m2o: 'many-to-one', o2o: 'one-to-one', m2m: 'many-to-many' } as const;
const cols = (list: string[]) => `(${list.join(', ')})`;

/** One entry of PGRST201's details, as PostgREST's compressedRel writes it. */
function compressed(r: CachedRel): Record<string, string> {
  if (r.kind === 'computed') return {};
  const card = r.card;
  const relationship = card.kind === 'm2m'
    ? `${card.junction.table} using ${card.junction.cons1}${cols(card.junction.colsSource.map(([, c]) => c))} and ${card.junction.cons2}${cols(card.junction.colsTarget.map(([, c]) => c))}`
    : `${card.cons} using ${r.table}${cols(card.columns.map(([c]) => c))} and ${r.foreignTable}${cols(card.columns.map(([, c]) => c))}`;
  return { cardinality: CARDINALITY[card.kind], embedding: `${r.table} with ${r.foreignTable}`, relationship };
}

function hintOption(r: CachedRel): string {
  if (r.kind === 'computed') return '';
  return `${r.foreignTable}!${r.card.kind === 'm2m' ? r.card.junction.table : r.card.cons}`;
}

/** PGRST200's hint (PostgREST's noRelBetweenHint): a close parent name when the parent has no relationships, else a close child. */
function noRelHint(cache: SchemaCache, parent: string, target: string): string | undefined {
  const rels = cache.relationships.get(parent);
  if (!rels) {
    const close = suggest([...cache.relationships.keys()], parent);
    return close && close !== parent ? `Perhaps you meant '${close}' instead of '${parent}'.` : undefined;
  }
  const names = [...new Set(rels.map((r) => r.foreignTable))];
  if (names.includes(target)) return undefined;
  const close = suggest(names, target);
  return close ? `Perhaps you meant '${close}' instead of '${target}'.` : undefined;
}

export function resolveRelationship(cache: SchemaCache, parent: string, target: string, hint: string | undefined): Resolved {
  const isView = (t: string) => cache.tables.get(t)?.kind === 'view';
  const found = (cache.relationships.get(parent) ?? []).filter((r) => matches(r, target, hint, isView));
  if (found.length === 0) throw errors.noRelationship(cache.schema, parent, target, hint, noRelHint(cache, parent, target));
  if (found.length > 1) throw errors.ambiguousRelationship(parent, target, found.map(compressed), found.map(hintOption));
  const r = found[0] as CachedRel;
  const child = cache.tables.get(r.foreignTable);
  if (!child) throw errors.noRelationship(cache.schema, parent, target, hint, undefined);
  return { rel: planned(cache, r), child };
}
