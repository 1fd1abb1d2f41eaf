// The relationships PostgREST derives from the catalog (SchemaCache.hs): each foreign key gives a many-to-one
// (one-to-one when its columns are a primary or unique key) and its inverse; two foreign keys of one table whose
// columns all lie in that table's primary key make it a junction (many-to-many between the two referenced
// tables); a function taking one table's row type and returning another's is a computed relationship, and it
// replaces the detected relationships to a table of the same name. Kept per origin table, in PostgREST's order.
import type { Cardinality, ForeignKey, Func, Relationship, Table } from './types.ts';
import { expand, viewsCarrying } from './view-keys.ts';

type TracedViews = Map<string, Map<string, string[]>>;

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function pairs(from: string[], to: string[]): [string, string][] {
  return from.map((c, i) => [c, to[i] as string]);
}

const swap = (cols: [string, string][]): [string, string][] => cols.map(([a, b]) => [b, a]);

/** Haskell's derived Ord on Cardinality: O2M < M2O < O2O < M2M, then by constraint name and columns. */
const CARD_ORDER = { o2m: 0, m2o: 1, o2o: 2, m2m: 3 } as const;

function sortKey(r: Relationship): string[] {
  if (r.kind === 'computed') return ['1', r.foreignTable, r.isSelf ? '1' : '0', r.fn];
  const c = r.card;
  const detail = c.kind === 'm2m'
    ? [c.junction.table, c.junction.cons1, c.junction.cons2]
    : [c.cons, JSON.stringify(c.columns), c.kind === 'o2o' && c.isParent ? '1' : '0'];
  return ['0', r.foreignTable, r.isSelf ? '1' : '0', String(CARD_ORDER[c.kind]), ...detail];
}

function compare(a: Relationship, b: Relationship): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const x = ka[i] ?? '';
    const y = kb[i] ?? '';
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The table a function's single argument or result names, if it is a table of the cache. */
function tableOfType(tables: Map<string, Table>, type: string): Table | undefined {
  const name = type.startsWith('public.') ? type.slice('public.'.length).replace(/^"(.*)"$/, '$1') : undefined;
  return name === undefined ? undefined : tables.get(name);
}

type FkRel = Extract<Relationship, { kind: 'fk' }>;

function fkRel(table: string, foreignTable: string, isSelf: boolean, kind: 'm2o' | 'o2o', cons: string, columns: [string, string][]): FkRel {
  return { kind: 'fk', table, foreignTable, isSelf, card: kind === 'o2o' ? { kind, cons, columns, isParent: false } : { kind, cons, columns } };
}

/** The same key seen through views: view → table, table → view and view → view (PostgREST's view relationships). */
function viewRels(traced: TracedViews, fk: ForeignKey, kind: 'm2o' | 'o2o'): FkRel[] {
  const out: FkRel[] = [];
  const fromViews = viewsCarrying(traced, fk.table, fk.columns).flatMap((v) => expand(v.cols).map((cols) => ({ view: v.view, cols })));
  const toViews = viewsCarrying(traced, fk.refTable, fk.refColumns).flatMap((v) => expand(v.cols).map((cols) => ({ view: v.view, cols })));
  for (const a of fromViews) out.push(fkRel(a.view, fk.refTable, false, kind, fk.name, pairs(a.cols, fk.refColumns)));
  for (const b of toViews) out.push(fkRel(fk.table, b.view, false, kind, fk.name, pairs(fk.columns, b.cols)));
  for (const a of fromViews) {
    for (const b of toViews) out.push(fkRel(a.view, b.view, a.view === b.view, kind, fk.name, pairs(a.cols, b.cols)));
  }
  return out;
}

function inverse(r: FkRel): FkRel {
  const c = r.card;
  const card: Cardinality = c.kind === 'o2o' ? { ...c, columns: swap(c.columns), isParent: true }
    : c.kind === 'm2o' ? { kind: 'o2m', cons: c.cons, columns: swap(c.columns) } : c;
  return { kind: 'fk', table: r.foreignTable, foreignTable: r.table, isSelf: r.isSelf, card };
}

/** A view carrying all of a table's primary key columns gets them as its own (the first column of each). */
export function viewPrimaryKeys(tables: Map<string, Table>, traced: TracedViews): void {
  for (const table of tables.values()) {
    if (table.kind !== 'table' || table.primaryKey.length === 0) continue;
    for (const v of viewsCarrying(traced, table.name, table.primaryKey)) {
      const view = tables.get(v.view);
      if (view) view.primaryKey = [...view.primaryKey, ...v.cols.map((c) => c[0] as string)];
    }
  }
}

export function buildRelationships(tables: Map<string, Table>, foreignKeys: ForeignKey[], functions: Map<string, Func[]>, traced: TracedViews = new Map()): Map<string, Relationship[]> {
  const forward: FkRel[] = [];
  for (const fk of foreignKeys) {
    const table = tables.get(fk.table);
    if (!table || !tables.has(fk.refTable)) continue;
    const kind = table.uniqueKeys.some((k) => sameSet(k, fk.columns)) ? 'o2o' : 'm2o';
    forward.push(fkRel(fk.table, fk.refTable, fk.table === fk.refTable, kind, fk.name, pairs(fk.columns, fk.refColumns)));
    forward.push(...viewRels(traced, fk, kind));
  }
  const all: Relationship[] = [...forward];
  // Junctions: every ordered pair of distinct many-to-one keys of one table (or view), both inside its primary key.
  for (const a of forward) {
    for (const b of forward) {
      if (a.card.kind !== 'm2o' || b.card.kind !== 'm2o' || a.table !== b.table || a.card.cons === b.card.cons) continue;
      const pk = tables.get(a.table)?.primaryKey ?? [];
      const cols = [...a.card.columns, ...b.card.columns].map(([c]) => c);
      if (pk.length === 0 || !cols.every((c) => pk.includes(c))) continue;
      all.push({
        kind: 'fk', table: a.foreignTable, foreignTable: b.foreignTable, isSelf: a.foreignTable === b.foreignTable,
        card: { kind: 'm2m', junction: { table: a.table, cons1: a.card.cons, cons2: b.card.cons, colsSource: swap(a.card.columns), colsTarget: swap(b.card.columns) } },
      });
    }
  }
  all.push(...forward.map(inverse));
  for (const [name, list] of functions) {
    for (const fn of list) {
      const arg = fn.args.length === 1 ? tableOfType(tables, (fn.args[0] as Func['args'][number]).type) : undefined;
      const ret = fn.returns.kind === 'composite' && fn.returns.table ? tables.get(fn.returns.table) : undefined;
      if (!arg || !ret) continue;
      // A computed relationship wins over the detected ones between the same table and a table of its name.
      for (let i = all.length - 1; i >= 0; i--) {
        const r = all[i] as Relationship;
        if (r.kind === 'fk' && r.table === arg.name && r.foreignTable === name) all.splice(i, 1);
      }
      all.push({ kind: 'computed', fn: name, table: arg.name, foreignTable: ret.name, toOne: !fn.returnsSet || fn.rows === 1, isSelf: arg.name === ret.name });
    }
  }
  const byTable = new Map<string, Relationship[]>();
  for (const r of all) {
    const list = byTable.get(r.table) ?? [];
    list.push(r);
    byTable.set(r.table, list);
  }
  for (const list of byTable.values()) list.sort(compare);
  return byTable;
}

/** Functions of one argument, a table's row type, returning one scalar: selectable and filterable as columns. */
export function computedFields(tables: Map<string, Table>, functions: Map<string, Func[]>): void {
  for (const [name, list] of functions) {
    for (const fn of list) {
      if (fn.args.length !== 1 || fn.returnsSet || fn.returns.kind !== 'scalar') continue;
      const table = tableOfType(tables, (fn.args[0] as Func['args'][number]).type);
      if (table && !table.columns.has(name)) table.computedFields.add(name);
    }
  }
}
