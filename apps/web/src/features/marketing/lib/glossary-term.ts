// A glossary term's own page (/glossary/{slug}): its slug, its lookup and its head. Plain data and no
// aliases (the build loads this in Node through build/emit-routes.ts), so the page and the server's head
// for it (apps/server/src/web/public-heads.ts) come from these same functions.
import { GLOSSARY_TERMS, type GlossaryTerm } from '../content/glossary.ts';

/** "Dollar-Cost Averaging" → "dollar-cost-averaging": lower case, runs of other characters as one '-'. */
export function glossarySlug(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function findGlossaryTerm(
  slug: string,
  terms: readonly GlossaryTerm[] = GLOSSARY_TERMS,
): GlossaryTerm | undefined {
  return terms.find((t) => glossarySlug(t.term) === slug);
}

/** The related names that are terms of this glossary, with their slugs (others are not linked). */
export function relatedTerms(
  term: GlossaryTerm,
  terms: readonly GlossaryTerm[] = GLOSSARY_TERMS,
): { term: string; slug: string }[] {
  return term.related
    .filter((name) => terms.some((t) => t.term === name))
    .map((name) => ({ term: name, slug: glossarySlug(name) }));
}

/** The term page's title (before " | {site name}") and description. */
export function glossaryTermMeta(term: GlossaryTerm): { title: string; description: string } {
  return { title: `${term.term} — Bitcoin Glossary`, description: term.definition };
}
