// select=… → SelectItem[] (PostgREST QueryParams.hs pRequestSelect, the subset supabase-js produces).
import { Cursor } from './cursor.ts';
import type { AggregateFn, JsonStep, SelectItem } from './types.ts';

/** Embeds nested deeper than this are refused (a cheap guard against pathological requests). */
export const MAX_SELECT_DEPTH = 8;
const CAST = /[A-Za-z_][A-Za-z0-9_]*(\[\])?/y;
const AGGREGATES: readonly AggregateFn[] = ['count', 'sum', 'avg', 'max', 'min'];

/** `::type` if present. */
function castAt(c: Cursor): string | undefined {
  if (!c.eat('::')) return undefined;
  CAST.lastIndex = c.pos;
  const m = CAST.exec(c.text);
  if (!m) c.fail('type name');
  c.pos += m[0].length;
  return m[0];
}

/** `.fn()` after a field, then its own `::type`. */
function aggregateAt(c: Cursor): { fn: AggregateFn; cast?: string } | undefined {
  if (!c.eat('.')) return undefined;
  const fn = c.ident('aggregate function') as AggregateFn;
  if (!AGGREGATES.includes(fn)) c.fail('aggregate function (count, sum, avg, max, min)');
  c.expect('(');
  c.expect(')');
  const cast = castAt(c);
  return { fn, ...(cast ? { cast } : {}) };
}

export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text, 'select parameter');
  if (text === '') return [];
  const items = list(c, 0);
  if (!c.done) c.fail('"," or end of input');
  return items;
}

function list(c: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_SELECT_DEPTH) c.fail(`at most ${MAX_SELECT_DEPTH} levels of embedding`);
  const items: SelectItem[] = [];
  do {
    if (c.peek() === ')' && depth > 0 && items.length === 0) break;
    items.push(item(c, depth));
  } while (c.eat(','));
  return items;
}

export function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = c.eat('->>') ? '->>' : c.eat('->') ? '->' : null;
    if (!arrow) return steps;
    const neg = c.eat('-') ? '-' : '';
    steps.push({ arrow, key: neg + c.ident('json key') });
  }
}

function item(c: Cursor, depth: number): SelectItem {
  if (c.eat('*')) return { type: 'star' };
  const spread = c.eat('...');
  let name = c.ident();
  let alias: string | undefined;
  if (c.peek() === ':' && c.peek(2) !== '::') {
    c.pos++;
    alias = name;
    name = c.ident();
  }
  // A bare count() is the aggregate over the rows, never an embed of a relation called count.
  if (!spread && name === 'count' && c.eat('()')) {
    const cast = castAt(c);
    return { type: 'field', name: '', json: [], aggregate: { fn: 'count', ...(cast ? { cast } : {}) }, ...(alias ? { alias } : {}) };
  }
  if (c.peek() === '!' || c.peek() === '(') {
    let hint: string | undefined;
    let join: 'left' | 'inner' = 'left';
    while (c.eat('!')) {
      const h = c.ident('hint');
      if (h === 'inner' || h === 'left') join = h;
      else hint = h;
    }
    c.expect('(');
    const items = list(c, depth + 1);
    c.expect(')');
    return { type: 'embed', name, join, spread, items, ...(alias ? { alias } : {}), ...(hint ? { hint } : {}) };
  }
  if (spread) c.fail('"("');
  const json = jsonPath(c);
  const cast = castAt(c);
  const aggregate = aggregateAt(c);
  return { type: 'field', name, json, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}), ...(aggregate ? { aggregate } : {}) };
}
