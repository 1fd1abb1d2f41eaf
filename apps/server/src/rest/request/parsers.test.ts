// The request-stage parsers on their own: select, filters, logic trees, order, Prefer. Each failure is a
// coded PGRST100 error carrying the column where parsing stopped, never an exception of another kind.
import { describe, expect, it } from 'vitest';
import { PgrstError } from '../errors.ts';
import { parseCondition, parseFilterKey, parseLogicTree } from './filter-parser.ts';
import { parseOrder } from './order-parser.ts';
import { parsePrefer, preferenceApplied } from './prefer.ts';
import { MAX_SELECT_DEPTH, parseSelect } from './select-parser.ts';

function pgrst(fn: () => unknown): PgrstError {
  try {
    fn();
  } catch (err) {
    if (err instanceof PgrstError) return err;
    throw err;
  }
  throw new Error('expected a PgrstError');
}

describe('select parser', () => {
  it('reads columns, aliases, casts, JSON paths and embeds with hints', () => {
    expect(parseSelect('*,a:b::text,data->x->>y,au:profiles!fk!inner(full_name,"odd, name")')).toEqual([
      { type: 'star' },
      { type: 'field', name: 'b', json: [], alias: 'a', cast: 'text' },
      { type: 'field', name: 'data', json: [{ arrow: '->', key: 'x' }, { arrow: '->>', key: 'y' }] },
      {
        type: 'embed', name: 'profiles', alias: 'au', hint: 'fk', join: 'inner', spread: false,
        items: [{ type: 'field', name: 'full_name', json: [] }, { type: 'field', name: 'odd, name', json: [] }],
      },
    ]);
  });
  it('refuses nesting deeper than the limit and reports the column', () => {
    const deep = `${'a('.repeat(MAX_SELECT_DEPTH + 2)}x${')'.repeat(MAX_SELECT_DEPTH + 2)}`;
    expect(pgrst(() => parseSelect(deep)).code).toBe('PGRST100');
    const e = pgrst(() => parseSelect('id,)'));
    expect(e.message).toBe('"failed to parse select parameter (id,))" (line 1, column 4)');
  });
});

describe('filter parser', () => {
  it('splits embed path and JSON path in keys', () => {
    expect(parseFilterKey('rel.sub.data->>k')).toEqual({ path: ['rel', 'sub'], field: { name: 'data', json: [{ arrow: '->>', key: 'k' }] } });
  });
  it('keeps top-level values verbatim and parses in-lists with quotes', () => {
    const f = { name: 'c', json: [] };
    expect(parseCondition(f, 'eq.a,b (c) & d=e').value).toBe('a,b (c) & d=e');
    expect(parseCondition(f, 'not.in.(1,"x,\\"y\\"",z z)')).toMatchObject({ negate: true, op: 'in', value: ['1', 'x,"y"', 'z z'] });
    expect(parseCondition(f, 'like(any).{a*,b*}')).toMatchObject({ op: 'like', quantifier: 'any', value: ['a*', 'b*'] });
    expect(parseCondition(f, 'fts(english).cat')).toMatchObject({ op: 'fts', language: 'english', value: 'cat' });
  });
  it('refuses unknown operators and is-values', () => {
    expect(pgrst(() => parseCondition({ name: 'c', json: [] }, 'noop.1')).message).toContain('failed to parse filter');
    expect(pgrst(() => parseCondition({ name: 'c', json: [] }, 'is.maybe')).code).toBe('PGRST100');
  });
  it('parses nested logic trees with quoted values', () => {
    const t = parseLogicTree('or', false, '(a.eq.1,not.and(b.gt.2,c.eq."x,y"),d.in.(1,2))');
    expect(t.children).toHaveLength(3);
    expect(t.children[1]).toMatchObject({ kind: 'logic', op: 'and', negate: true });
    expect(t.children[2]).toMatchObject({ op: 'in', value: ['1', '2'] });
    expect(pgrst(() => parseLogicTree('or', false, '(a.eq.1')).code).toBe('PGRST100');
  });
});

describe('order and Prefer', () => {
  it('parses directions, nulls and related order', () => {
    expect(parseOrder('a.desc.nullslast,rel(b).asc')).toEqual([
      { field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' },
      { relation: 'rel', field: { name: 'b', json: [] }, direction: 'asc' },
    ]);
    expect(pgrst(() => parseOrder('a.up')).code).toBe('PGRST100');
  });
  it('reads the comma-joined Prefer list supabase-js sends and collects what PostgREST would not accept', () => {
    expect(parsePrefer('count=exact, missing=default, return=bogus, tx=rollback, foo')).toEqual({
      count: 'exact', missing: 'default', tx: 'rollback', invalid: ['return=bogus', 'foo'],
    });
  });
  it('keeps the first value of a repeated preference and matches entries whole, as Preferences.hs does', () => {
    expect(parsePrefer('tx=commit, tx=rollback,   handling=strict  ,count = exact')).toEqual({
      tx: 'commit', handling: 'strict', invalid: ['count = exact'],
    });
  });
  it('lists Preference-Applied in PostgREST order, only for the preferences a response honours', () => {
    const prefs = parsePrefer('handling=lenient, tx=rollback, return=representation, count=exact, missing=default, resolution=merge-duplicates');
    expect(preferenceApplied(prefs, ['count', 'tx', 'handling'])).toBe('count=exact, tx=rollback, handling=lenient');
    expect(preferenceApplied(prefs, ['resolution', 'missing', 'return', 'count', 'tx', 'handling'])).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, tx=rollback, handling=lenient',
    );
    expect(preferenceApplied(parsePrefer('foo'), ['count'])).toBeUndefined();
  });
  it('accepts PostgREST v12’s params=single-object (only that value) and applies it after return, before count', () => {
    expect(parsePrefer('params=single-object, params=multiple-objects')).toEqual({ params: 'single-object', invalid: ['params=multiple-objects'] });
    const prefs = parsePrefer('count=exact, params=single-object, return=minimal');
    expect(preferenceApplied(prefs, ['return', 'params', 'count'])).toBe('return=minimal, params=single-object, count=exact');
  });
});
