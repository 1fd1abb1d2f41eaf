// What the planner knows about the exposed schema (PostgREST SchemaCache.hs), read from pg_catalog.

export interface Column {
  name: string;
  /** format_type() text, fully qualified where needed (used only for casts in generated SQL). */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** The default expression (pg_get_expr; nextval for a by-default identity), absent when there is none. */
  default?: string;
}

export interface Table {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  /** Column names in attnum order (what `*` expands to). */
  columnOrder: string[];
  primaryKey: string[];
  uniqueKeys: string[][];
  /** Computed fields: functions of this table's row type returning a scalar (not part of `*`). */
  computedFields: Set<string>;
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
  /** pg_proc.prorows: a set-returning function declared `rows 1` is a to-one computed relationship. */
  rows: number;
  /** void, a scalar, or a composite (a table's row type or an OUT/TABLE column list). */
  returns:
    | { kind: 'void' }
    | { kind: 'scalar'; type: string }
    | { kind: 'composite'; table?: string; columns: string[] };
}

/** A junction table's two keys: colsSource pairs (origin column, junction column), colsTarget (target, junction). */
export interface Junction {
  table: string;
  cons1: string;
  cons2: string;
  colsSource: [string, string][];
  colsTarget: [string, string][];
}

/** PostgREST's Cardinality; columns pair (origin column, foreign column). */
export type Cardinality =
  | { kind: 'o2m' | 'm2o'; cons: string; columns: [string, string][] }
  | { kind: 'o2o'; cons: string; columns: [string, string][]; isParent: boolean }
  | { kind: 'm2m'; junction: Junction };

/** A relationship from `table` (the origin) to `foreignTable`, by foreign keys or by a function (computed). */
export type Relationship =
  | { kind: 'fk'; table: string; foreignTable: string; isSelf: boolean; card: Cardinality }
  | { kind: 'computed'; fn: string; table: string; foreignTable: string; toOne: boolean; isSelf: boolean };

export interface SchemaCache {
  /** The exposed schema this cache describes: the one the request's names are qualified with. */
  schema: string;
  tables: Map<string, Table>;
  /** Relationships by origin table, sorted as PostgREST sorts them (the order PGRST201 lists them in). */
  relationships: Map<string, Relationship[]>;
  functions: Map<string, Func[]>;
  loadedAt: number;
}
