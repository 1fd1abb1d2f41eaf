// Filters (`col=op.value`) and logic trees (`or=(…)`) → FilterNode (PostgREST QueryParams.hs pOpExpr,
// pLogicTree). Values stay plain strings; they only ever become bind parameters.
import { parseError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { jsonPath } from './select-parser.ts';
import type { Condition, FilterNode, JsonStep, LogicTree, Operator } from './types.ts';

const OPERATORS: ReadonlySet<string> = new Set<Operator>([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]);
const QUANTIFIABLE: ReadonlySet<string> = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES: ReadonlySet<string> = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** A filter key split into its embed path and the column (with an optional JSON path). */
export interface FilterKey {
  path: string[];
  field: { name: string; json: JsonStep[] };
}

export function parseFilterKey(key: string): FilterKey {
  const c = new Cursor(key, 'filter');
  const names = [c.ident()];
  while (c.eat('.')) names.push(c.ident());
  const json = jsonPath(c);
  if (!c.done) c.fail('"." or "->"');
  const name = names.pop() as string;
  return { path: names, field: { name, json } };
}

/** The operator part `[not.]op[(x)].` then the value, for a top-level filter (value runs to the end). */
export function parseCondition(field: FilterKey['field'], value: string): Condition {
  const c = new Cursor(value, 'filter');
  return opAndValue(c, field, (cur) => cur.rest());
}

function opAndValue(c: Cursor, field: FilterKey['field'], single: (c: Cursor) => string): Condition {
  const negate = c.eat('not.');
  const start = c.pos;
  let op = '';
  while (!c.done && /[a-z]/.test(c.peek())) op += c.text[c.pos++];
  if (!OPERATORS.has(op)) {
    c.pos = start;
    c.fail('operator (eq, gt, ...)');
  }
  const cond: Condition = { kind: 'cond', negate, field, op: op as Operator, value: '' };
  if (c.eat('(')) {
    if (FTS.has(op)) cond.language = c.ident('language');
    else if (QUANTIFIABLE.has(op)) {
      const q = c.ident('any or all');
      if (q !== 'any' && q !== 'all') c.fail('"any" or "all"');
      cond.quantifier = q;
    } else c.fail('"."');
    c.expect(')');
  }
  c.expect('.');
  if (op === 'in') cond.value = list(c, '(', ')');
  else if (cond.quantifier) cond.value = list(c, '{', '}');
  else cond.value = single(c);
  if (op === 'is' && !IS_VALUES.has(String(cond.value).toLowerCase())) {
    throw parseError('filter', `${op}.${String(cond.value)}`, 4, 'null, not_null, true, false or unknown');
  }
  return cond;
}

/** `(a,"b,c",d)` — elements are double-quoted (backslash escapes) or run to the next `,` / close. */
function list(c: Cursor, open: string, close: string): string[] {
  c.expect(open);
  const out: string[] = [];
  if (c.eat(close)) return out;
  do {
    if (c.eat('"')) out.push(c.quoted());
    else {
      let v = '';
      while (!c.done && c.peek() !== ',' && c.peek() !== close) v += c.text[c.pos++];
      out.push(v);
    }
  } while (c.eat(','));
  c.expect(close);
  return out;
}

/** `or=(…)` / `not.and=(…)`: the value of a logic parameter. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string, depthLimit = 16): LogicTree {
  const c = new Cursor(value, 'logic tree');
  const tree = logicBody(c, op, negate, depthLimit);
  if (!c.done) c.fail('end of input');
  return tree;
}

function logicBody(c: Cursor, op: 'and' | 'or', negate: boolean, depth: number): LogicTree {
  if (depth <= 0) c.fail('less nesting');
  c.expect('(');
  const children: FilterNode[] = [];
  do {
    const save = c.pos;
    const neg = c.eat('not.');
    if (c.eat('and(') || c.eat('or(')) {
      const childOp = c.text.slice(c.pos - 4, c.pos) === 'and(' ? 'and' : 'or';
      c.pos--;
      children.push(logicBody(c, childOp, neg, depth - 1));
      continue;
    }
    c.pos = save;
    const names = [c.ident()];
    const json = jsonPath(c);
    if (json.length === 0) while (c.peek() === '.' && !isOperatorAhead(c)) {
      c.pos++;
      names.push(c.ident());
    }
    if (names.length > 1) c.fail('operator');
    c.expect('.');
    children.push(opAndValue(c, { name: names[0] as string, json }, logicValue));
  } while (c.eat(','));
  c.expect(')');
  return { kind: 'logic', negate, op, children };
}

function isOperatorAhead(c: Cursor): boolean {
  const m = /^\.(not\.)?([a-z]+)[.(]/.exec(c.text.slice(c.pos));
  return m !== null && OPERATORS.has(m[2] as string);
}

/** A value inside a logic tree: double-quoted, a `{…}` literal, or up to the next `,` or `)`. */
function logicValue(c: Cursor): string {
  if (c.eat('"')) return c.quoted();
  let v = '';
  if (c.peek() === '{') {
    while (!c.done && c.peek() !== '}') v += c.text[c.pos++];
    if (c.eat('}')) v += '}';
    return v;
  }
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') v += c.text[c.pos++];
  return v;
}
