// What the planner knows about the exposed schema (PostgREST SchemaCache.hs), read from pg_catalog.

export interface Column {
  name: string;
  /** format_type() text, fully qualified where needed (used only for casts in generated SQL). */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface Table {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  /** Column names in attnum order (what `*` expands to). */
  columnOrder: string[];
  primaryKey: string[];
  uniqueKeys: string[][];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Func {
  name: string;
  args: FunctionArg[];
  volatility: 'volatile' | 'stable' | 'immutable';
  returnsSet: boolean;
  /** void, a scalar, or a composite (a table's row type or an OUT/TABLE column list). */
  returns:
    | { kind: 'void' }
    | { kind: 'scalar'; type: string }
    | { kind: 'composite'; table?: string; columns: string[] };
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, Func[]>;
  loadedAt: number;
}
