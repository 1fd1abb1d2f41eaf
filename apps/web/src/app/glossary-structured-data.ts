import type { StructuredDataRequest } from '@/components/structured-data-context';
import { paths } from '@/config/paths';
import { routeMeta } from '@/config/routes';
import { GLOSSARY_TERMS, type GlossaryTerm } from '@/features/marketing/content/glossary';
import { findGlossaryTerm, glossarySlug } from '@/features/marketing/lib/glossary-term';
import { glossaryData, glossaryTermData, type GlossaryEntry, type GlossarySet } from '@/lib/head';

const entry = (t: GlossaryTerm): GlossaryEntry => ({
  slug: glossarySlug(t.term),
  term: t.term,
  definition: t.definition,
});

const glossarySet = (): GlossarySet => ({
  name: routeMeta(paths.glossary.path).title,
  path: paths.glossary.href(),
});

/** /glossary: a DefinedTermSet with every term. */
export function glossaryStructuredData({ site, description }: StructuredDataRequest): unknown[] {
  return glossaryData(site, glossarySet(), description, GLOSSARY_TERMS.map(entry));
}

/** /glossary/{term}: the DefinedTerm in its set (none for a slug that names no term: the not-found page). */
export function termStructuredData({ site }: StructuredDataRequest, slug: string): unknown[] {
  const term = findGlossaryTerm(slug);
  return term ? glossaryTermData(site, glossarySet(), entry(term)) : [];
}
