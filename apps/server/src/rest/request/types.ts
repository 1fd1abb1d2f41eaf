// The parsed request (PostgREST's ApiRequest): pure data, no SQL, no schema knowledge.
import type { PlanRequest } from './media-type.ts';

/** A step of a JSON path: `->key` (json) or `->>key` (text). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export type AggregateFn = 'count' | 'sum' | 'avg' | 'max' | 'min';

export interface FieldItem {
  type: 'field';
  /** Empty for a bare `count()`. */
  name: string;
  json: JsonStep[];
  alias?: string;
  /** `::type` on the column (before the aggregate, when there is one). */
  cast?: string;
  /** `col.sum()` etc. (PostgREST aggregates); the other fields of the level become its GROUP BY. */
  aggregate?: { fn: AggregateFn; cast?: string };
}

export interface EmbedItem {
  type: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  join: 'left' | 'inner';
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = { type: 'star' } | FieldItem | EmbedItem;

export type Operator =
  | 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch'
  | 'is' | 'isdistinct' | 'in' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj'
  | 'fts' | 'plfts' | 'phfts' | 'wfts';

export interface Condition {
  kind: 'cond';
  negate: boolean;
  field: { name: string; json: JsonStep[] };
  op: Operator;
  /** `eq(any)` style quantifier: the value is a `{a,b}` list. */
  quantifier?: 'any' | 'all';
  /** Full-text search configuration, `fts(english)`. */
  language?: string;
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  negate: boolean;
  op: 'and' | 'or';
  children: FilterNode[];
}

export type FilterNode = Condition | LogicTree;

export interface OrderTerm {
  /** Set for `rel(col)` ordering on a to-one embed. */
  relation?: string;
  field: { name: string; json: JsonStep[] };
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Modifiers that apply at one level of the embedding tree; path [] is the root. */
export interface LevelModifiers {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  /** RPC only: pass the arguments as one json/jsonb parameter. */
  params?: 'single-object';
  /** Only set when the server allows the override (DB_TX_END=…-allow-override); otherwise dropped, as PostgREST does. */
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  /** Entries PostgREST does not accept (PGRST122 under handling=strict). */
  invalid: string[];
}

export interface ApiRequest {
  method: string;
  /** `{kind:'table'}` for /rest/v1/<name>, `{kind:'rpc'}` for /rest/v1/rpc/<name>. */
  target: { kind: 'table' | 'rpc'; name: string };
  select: SelectItem[];
  /** Keyed by the embed path joined with '.', '' for the root. */
  levels: Map<string, LevelModifiers>;
  /** Raw `key=value` pairs that are not modifiers (filters, or GET arguments of a function). */
  rawFilters: [string, string][];
  columns?: string[];
  onConflict?: string[];
  prefer: Preferences;
  /** Accept: application/vnd.pgrst.object+json. */
  single: boolean;
  csv: boolean;
  /** `;nulls=stripped` on the vnd.pgrst array/object types: null-valued keys are left out of every object. */
  stripNulls: boolean;
  /** DB_AGGREGATES_ENABLED: aggregates in select are allowed (otherwise PGRST123). */
  aggregates?: boolean;
  /** Accept: application/vnd.pgrst.plan… (DB_PLAN_ENABLED): answer the statement's EXPLAIN instead of running it. */
  plan?: PlanRequest;
  /** Range header, already intersected into the root limit/offset. */
  schema: string;
  headers: Record<string, string>;
}
