import { describe, expect, it } from 'vitest';
import type { Relationship } from './types.ts';
import { EMBED_ROW_BUDGET, checkEmbedBudget, embedCost } from './embed-budget.ts';
import type { Table } from '../schema-cache/types.ts';
import type { PlannedFilter, ReadNode } from './types.ts';

function node(embeds: { toOne: boolean; child: ReadNode }[] = [], limit?: number): ReadNode {
  return {
    name: 't',
    table: undefined,
    alias: 't0',
    star: true,
    fields: [],
    filters: [],
    order: [],
    embeds: embeds.map(({ toOne, child }) => ({
      outName: 'e',
      rel: { toOne } as Relationship,
      inner: false,
      node: child,
    })),
    ...(limit !== undefined ? { limit } : {}),
  };
}
const many = (child: ReadNode = node()) => ({ toOne: false, child });
const one = (child: ReadNode = node()) => ({ toOne: true, child });

describe('embedCost', () => {
  it('counts the top level by its limit, 1000 (db-max-rows) without one', () => {
    expect(embedCost(node([], 25))).toBe(25);
    expect(embedCost(node())).toBe(1000);
  });

  it('adds nothing for to-one embeds, which are one lookup per row', () => {
    expect(embedCost(node([one(node([one()]))], 25))).toBe(25);
  });

  it('multiplies nested to-many embeds by their limits, 1000 when none', () => {
    expect(embedCost(node([one(node([many()]))], 25))).toBe(25 + 25_000);
    expect(embedCost(node([many(node([many(node([], 3))], 10))], 2))).toBe(2 + 20 + 60);
    // A nested limit above db-max-rows counts as 1000: asking for more cannot be cheaper than asking for none.
    expect(embedCost(node([many(node([], 1e9))], 1))).toBe(1 + 1000);
  });

  it('sums side-by-side embeds and stops counting once over the budget', () => {
    const wide = node(Array.from({ length: 4 }, () => many()));
    expect(embedCost(wide)).toBe(1000 + 4 * 1_000_000);
    let deep = node();
    for (let i = 0; i < 400; i++) deep = node([one(node([many(deep)]))]);
    const cost = embedCost(deep);
    expect(cost).toBeGreaterThan(EMBED_ROW_BUDGET);
    expect(Number.isFinite(cost)).toBe(true);
  });
});

describe('embedCost with key filters', () => {
  const table = { name: 't', primaryKey: ['id'], uniqueKeys: [['slug'], ['a', 'b']] } as unknown as Table;
  const cond = (
    column: string,
    op: 'eq' | 'in' | 'gt',
    value: string | string[],
    negate = false,
  ): PlannedFilter => ({
    kind: 'cond',
    negate,
    ref: { alias: 't0', column, json: [] },
    op,
    value,
  });
  const keyed = (filters: PlannedFilter[], embeds: ReturnType<typeof many>[] = []) => ({
    ...node(embeds),
    table,
    filters,
  });

  it('counts one row for eq on a single-column primary or unique key, as many as listed for in', () => {
    const twoLevels = (root: ReadNode) => ({ ...root, embeds: node([many(node([many()]))]).embeds });
    expect(embedCost(twoLevels(keyed([cond('id', 'eq', '7')])))).toBe(1 + 1000 + 1_000_000);
    expect(embedCost(twoLevels(keyed([cond('slug', 'eq', 'a-post')])))).toBe(1 + 1000 + 1_000_000);
    expect(embedCost(twoLevels(keyed([cond('id', 'in', ['1', '2', '3'])])))).toBe(3 + 3000 + 3_000_000);
    expect(embedCost(node([many(keyed([cond('id', 'eq', '1')]))], 25))).toBe(25 + 25);
  });

  it('ignores filters that do not bound the rows: negated, other operators, other or composite keys', () => {
    for (const f of [
      cond('id', 'eq', '7', true),
      cond('id', 'gt', '7'),
      cond('title', 'eq', 'x'),
      cond('a', 'eq', '1'),
    ]) {
      expect(embedCost(keyed([f]))).toBe(1000);
    }
  });
});

describe('checkEmbedBudget', () => {
  it('refuses anon and authenticated over the budget with PGRST151, never the service role', () => {
    expect(() => checkEmbedBudget(EMBED_ROW_BUDGET, 'anon')).not.toThrow();
    for (const role of ['anon', 'authenticated'] as const) {
      expect(() => checkEmbedBudget(EMBED_ROW_BUDGET + 1, role)).toThrow(
        expect.objectContaining({ code: 'PGRST151', status: 400 }),
      );
    }
    expect(() => checkEmbedBudget(EMBED_ROW_BUDGET * 1000, 'service_role')).not.toThrow();
  });
});
