import type { GlossaryTerm } from '../content/glossary';

/**
 * The terms whose name or definition contains the query, case-insensitively (SPEC §2 Glossary). Surrounding
 * spaces are ignored, so a query of only spaces lists every term.
 */
export function filterGlossary(terms: readonly GlossaryTerm[], query: string): readonly GlossaryTerm[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return terms;
  return terms.filter(
    (t) => t.term.toLocaleLowerCase().includes(needle) || t.definition.toLocaleLowerCase().includes(needle),
  );
}

/**
 * The result count shown while a query is typed: 'N terms found for "query"' (SPEC §2). One match reads
 * '1 term found for "query"' — the spec's example is the plural case and a singular "1 terms" would read
 * as a mistake. Returns null without a query (the page then simply lists every term).
 */
export function glossaryCountText(count: number, query: string): string | null {
  const q = query.trim();
  if (q === '') return null;
  return `${count} ${count === 1 ? 'term' : 'terms'} found for "${q}"`;
}
