// Request stage: method, path, query string and headers → ApiRequest, or a coded PGRST error.
import { errors, parseError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { parseCondition, parseFilterKey, parseLogicTree } from './filter-parser.ts';
import { negotiate } from './media-type.ts';
import { parseOrder } from './order-parser.ts';
import { parsePrefer } from './prefer.ts';
import { parseSelect } from './select-parser.ts';
import type { ApiRequest, LevelModifiers } from './types.ts';

/** Longer query strings are refused before any parsing (a select/filter list this long is not a real app query). */
export const MAX_QUERY_LENGTH = 8 * 1024;
const MODIFIER = /^(?:(.+)\.)?(order|limit|offset|or|and|not\.or|not\.and)$/;

export interface RawRequest {
  method: string;
  /** Path below /rest/v1, still percent-encoded. */
  path: string;
  query: string;
  headers: Record<string, string>;
}

export interface RequestOptions {
  /** DB_TX_END=…-allow-override: a request's `Prefer: tx=` is honoured; otherwise it is dropped (still not invalid). */
  allowTxOverride: boolean;
  /** DB_PLAN_ENABLED: the vnd.pgrst.plan media types are produced. */
  planEnabled?: boolean;
  /** DB_AGGREGATES_ENABLED: aggregates in select are allowed. */
  aggregatesEnabled?: boolean;
  /** DB_SCHEMAS: the exposed schemas, the first the default. */
  schemas?: string[];
}

export function level(req: Pick<ApiRequest, 'levels'>, key: string): LevelModifiers {
  let l = req.levels.get(key);
  if (!l) {
    l = { filters: [], order: [] };
    req.levels.set(key, l);
  }
  return l;
}

function target(path: string): ApiRequest['target'] {
  const parts = path.split('/').filter((p, i) => i > 0 || p !== '');
  let names: string[];
  try {
    names = parts.map((p) => decodeURIComponent(p));
  } catch {
    throw errors.invalidPath();
  }
  if (names.length === 1 && names[0]) return { kind: 'table', name: names[0] };
  if (names.length === 2 && names[0] === 'rpc' && names[1]) return { kind: 'rpc', name: names[1] };
  throw errors.invalidPath();
}

function nonNegativeInt(what: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(what, value, 1, 'a non-negative integer');
  return Number(value);
}

function identList(what: string, text: string): string[] {
  const c = new Cursor(text, what);
  const out: string[] = [];
  do out.push(c.ident('column name'));
  while (c.eat(','));
  if (!c.done) c.fail('"," or end of input');
  return out;
}

function preferences(header: string | undefined, opts: RequestOptions): ApiRequest['prefer'] {
  const prefer = parsePrefer(header);
  if (!opts.allowTxOverride) delete prefer.tx;
  if (prefer.handling === 'strict' && prefer.invalid.length > 0) throw errors.invalidPreferences(prefer.invalid);
  return prefer;
}

export function parseRequest(raw: RawRequest, opts: RequestOptions = { allowTxOverride: false }): ApiRequest {
  if (raw.query.length > MAX_QUERY_LENGTH) throw errors.queryTooLong(MAX_QUERY_LENGTH);
  const method = raw.method.toUpperCase();
  const read = method === 'GET' || method === 'HEAD';
  // PostgREST: Accept-Profile picks the schema of a read, Content-Profile that of anything else (RPC too).
  const exposed = opts.schemas ?? ['public'];
  const schema = (read ? raw.headers['accept-profile'] : raw.headers['content-profile']) ?? (exposed[0] as string);
  if (!exposed.includes(schema)) throw errors.invalidSchema(schema, exposed);
  const req: ApiRequest = {
    method,
    target: target(raw.path),
    select: [{ type: 'star' }],
    levels: new Map(),
    rawFilters: [],
    prefer: preferences(raw.headers.prefer, opts),
    ...negotiate(raw.headers.accept, opts.planEnabled ?? false),
    aggregates: opts.aggregatesEnabled ?? false,
    schema,
    headers: raw.headers,
  };
  for (const [key, value] of new URLSearchParams(raw.query)) {
    if (key === 'select') req.select = parseSelect(value);
    else if (key === 'columns') req.columns = identList('columns', value);
    else if (key === 'on_conflict') req.onConflict = identList('on_conflict', value);
    else {
      const m = MODIFIER.exec(key);
      if (!m) {
        req.rawFilters.push([key, value]);
        continue;
      }
      const lv = level(req, m[1] ?? '');
      const kind = m[2] as string;
      if (kind === 'order') lv.order.push(...parseOrder(value));
      else if (kind === 'limit') lv.limit = value === 'all' ? undefined : nonNegativeInt('limit', value);
      else if (kind === 'offset') lv.offset = nonNegativeInt('offset', value);
      else {
        const negate = kind.startsWith('not.');
        lv.filters.push(parseLogicTree(negate ? (kind.slice(4) as 'and' | 'or') : (kind as 'and' | 'or'), negate, value));
      }
    }
  }
  // RFC 9110 and PostgREST (#2705): the Range header counts on GET only; limit/offset apply to every method.
  if (method === 'GET') applyRange(req, raw.headers.range);
  return req;
}

/** Range: 0-9 (Range-Unit: items) narrows the root page like limit/offset do. */
function applyRange(req: ApiRequest, header: string | undefined): void {
  if (!header) return;
  const m = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(header.trim());
  if (!m) return;
  const root = level(req, '');
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : undefined;
  if (to !== undefined && to < from) throw errors.range(from, 0);
  const offset = (root.offset ?? 0) + from;
  const fromRange = to === undefined ? undefined : to - from + 1;
  root.offset = offset;
  root.limit = root.limit === undefined ? fromRange : fromRange === undefined ? root.limit : Math.min(root.limit, fromRange);
}

/** Turns the remaining `col=op.value` pairs into filters on their embed level. */
export function parseFilters(req: ApiRequest, pairs: [string, string][]): void {
  for (const [key, value] of pairs) {
    const k = parseFilterKey(key);
    level(req, k.path.join('.')).filters.push(parseCondition(k.field, value));
  }
}
