// The plan: the request checked against the schema cache, every identifier resolved to a real column.
import type { AggregateFn, JsonStep, Operator } from '../request/types.ts';
import type { Func, Table } from '../schema-cache/types.ts';

export interface ColumnRef {
  /** The generated table alias (t0, t1, …) — never user text. */
  alias: string;
  column: string;
  json: JsonStep[];
  /** A computed field: `column` names a function of this table's row (PostgREST's computed fields). */
  computed?: Table;
}

export interface PlannedField {
  /** For a bare count() a placeholder (no column): the aggregate counts rows. */
  ref: ColumnRef;
  /** Cast of the column (inside the aggregate when there is one). */
  cast?: string;
  outName: string;
  /** An aggregate over the column (or count(*) when `rows`), its own cast applied to the result. */
  aggregate?: { fn: AggregateFn; cast?: string; rows?: boolean };
}

export interface Relationship {
  /** Many-to-one, one-to-one, or a computed relationship returning one row. */
  toOne: boolean;
  /** Join: child.childColumns[i] = parent.parentColumns[i] (empty for many-to-many and computed). */
  parentColumns: string[];
  childColumns: string[];
  /** Many-to-many: a junction row links them; pairs are (parent column, junction column) and (child column, junction column). */
  junction?: { table: string; parent: [string, string][]; child: [string, string][] };
  /** Computed relationship: the child rows are this function applied to the parent row (of table `arg`). */
  fn?: { name: string; arg: Table };
}

export interface PlannedEmbed {
  outName: string;
  rel: Relationship;
  inner: boolean;
  /** `...rel(cols)`: the to-one embed's columns are output as the parent's own. */
  spread?: boolean;
  /** `rel()`: joined for filtering (!inner) only; the key is left out of the output (PostgREST v12). */
  empty?: boolean;
  node: ReadNode;
}

export type PlannedFilter =
  | { kind: 'cond'; negate: boolean; ref: ColumnRef; op: Operator; quantifier?: 'any' | 'all'; language?: string; value: string | string[] }
  | { kind: 'logic'; negate: boolean; op: 'and' | 'or'; children: PlannedFilter[] }
  /** `embed=is.null` / `embed=not.is.null`: whether the embed (with its own filters) has a matching row. */
  | { kind: 'embed'; negate: boolean; embed: string };

export interface PlannedOrder {
  ref: ColumnRef;
  /** Ordering by a column of a to-one embed: the value comes from a subquery over this relationship. */
  via?: { rel: Relationship; table: string; alias: string };
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** One level of a read: a relation (table, view, CTE or function result) with its fields and embeds. */
export interface ReadNode {
  /** The relation's name in messages (table or function name). */
  name: string;
  table: Table | undefined;
  alias: string;
  /** `*`: every column (explicit list when known, else alias.*). */
  star: boolean;
  starColumns?: string[];
  fields: PlannedField[];
  embeds: PlannedEmbed[];
  filters: PlannedFilter[];
  order: PlannedOrder[];
  limit?: number;
  offset?: number;
}

export type MutationKind = 'insert' | 'update' | 'delete';

export interface MutationPlan {
  kind: MutationKind;
  table: Table;
  /** Target columns of the payload (insert/update). */
  columns: string[];
  /** Insert rows (one group: every row carries the same payload columns). */
  groups: { columns: string[]; rows: Record<string, unknown>[] }[];
  /** Prefer: missing=default — a payload column absent from a row takes the column's DEFAULT. */
  missingDefault: boolean;
  /** The update payload object. */
  values?: Record<string, unknown>;
  onConflict?: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' };
  returning: boolean;
  read: ReadNode;
}

export interface RpcPlan {
  fn: Func;
  /** Named arguments (only the function's parameters). */
  args: Record<string, unknown>;
  /** The one positional argument's text (a single unnamed parameter, or params=single-object), cast to its type. */
  positional?: string;
  readOnly: boolean;
  /** For composite results: the read over the function's rows. */
  read: ReadNode;
}
