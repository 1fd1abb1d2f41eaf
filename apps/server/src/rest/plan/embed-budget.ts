// How many rows a read's shape lets it visit, and the most an API caller may ask for (docs/decisions/0013).
// Nested embeds multiply: `blog_posts?select=id,profiles(blog_posts(id,profiles(blog_posts(id))))` visits every
// post of every author of every post … — 25 posts per author made one anonymous request hold PGlite's only
// connection for its whole deadline. PostgREST bounds a read only by db-max-rows (top level) and the role's
// statement_timeout; with one connection a timeout is already a stall, so the shape is priced before any SQL runs.
import type { ApiRole } from '../../db/request-context.ts';
import { errors } from '../errors.ts';
import { MAX_ROWS } from './read-plan.ts';
import type { ReadNode } from './types.ts';

/**
 * The most rows a read may visit in the worst case its shape allows: five full pages, each with one full to-many
 * embed (1,000 × 1,000), side by side. Three unlimited to-many levels (1000³) never fit; two fit only under a small
 * top-level limit or with the nested one limited.
 */
export const EMBED_ROW_BUDGET = 5 * MAX_ROWS * MAX_ROWS;

/**
 * Worst-case rows a read visits: the top level's limit (db-max-rows at most) plus, for each to-many embed, the rows
 * reaching it times its own limit — MAX_ROWS when it has none (nor more than that: a parent is assumed to have at most
 * a page of children) — each level's rows no more than its key filters let through (keyedRows). A to-one embed (or
 * spread) is one lookup per parent row and adds nothing that can multiply.
 */
/**
 * At most how many rows a level's own filters let through, per parent: `key=eq.v` on a single-column primary or unique
 * key gives one, `key=in.(…)` as many as it lists (the usual "one post with everything embedded" read). Only filters
 * that must all hold count (the level's top-level conditions, not negated, not on a JSON path or computed field).
 */
function keyedRows(node: ReadNode): number {
  const table = node.table;
  if (!table) return Infinity;
  const keys = [table.primaryKey, ...table.uniqueKeys].filter((k) => k.length === 1).map((k) => k[0]);
  let most = Infinity;
  for (const f of node.filters) {
    if (f.kind !== 'cond' || f.negate || f.quantifier || f.ref.json.length || f.ref.computed) continue;
    if (!keys.includes(f.ref.column)) continue;
    if (f.op === 'eq') most = Math.min(most, 1);
    else if (f.op === 'in' && Array.isArray(f.value)) most = Math.min(most, f.value.length);
  }
  return most;
}

export function embedCost(
  node: ReadNode,
  rows: number = Math.min(node.limit ?? MAX_ROWS, keyedRows(node)),
  counted = true,
): number {
  let total = counted ? rows : 0;
  for (const embed of node.embeds) {
    const fanout = embed.rel.toOne
      ? 1
      : Math.min(embed.node.limit ?? MAX_ROWS, MAX_ROWS, keyedRows(embed.node));
    // Capped and cut short once over: the number only has to say "too much", and a deep select must not overflow it.
    total += embedCost(embed.node, Math.min(rows * fanout, EMBED_ROW_BUDGET + 1), !embed.rel.toOne);
    if (total > EMBED_ROW_BUDGET) return total;
  }
  return total;
}

/** PGRST151 for an API caller whose read could visit more rows than the budget; the service role is not limited. */
export function checkEmbedBudget(cost: number, role: ApiRole): void {
  if (role !== 'service_role' && cost > EMBED_ROW_BUDGET)
    throw errors.embedTooCostly(cost, EMBED_ROW_BUDGET, MAX_ROWS);
}
