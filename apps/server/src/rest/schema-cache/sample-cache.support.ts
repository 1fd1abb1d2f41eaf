// A small schema cache for the stages' unit tests: schema s2, a table t (id, name) and a function f(a) returning t's rows.
import type { Func, SchemaCache, Table } from './types.ts';

const table: Table = {
  name: 't',
  kind: 'table',
  columns: new Map([
    ['id', { name: 'id', type: 'integer', nullable: false, hasDefault: true }],
    ['name', { name: 'name', type: 'text', nullable: true, hasDefault: false }],
  ]),
  columnOrder: ['id', 'name'],
  primaryKey: ['id'],
  uniqueKeys: [],
  computedFields: new Set(),
};
const fn: Func = {
  name: 'f',
  args: [{ name: 'a', type: 'integer', hasDefault: false }],
  volatility: 'stable',
  returnsSet: true,
  rows: 1000,
  returns: { kind: 'composite', table: 't', columns: ['id', 'name'] },
};
export const CACHE: SchemaCache = {
  schema: 's2',
  tables: new Map([['t', table]]),
  relationships: new Map(),
  functions: new Map([['f', [fn]]]),
  loadedAt: 0,
};
