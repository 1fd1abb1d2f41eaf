import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS } from '../content/glossary';
import { findGlossaryTerm, glossarySlug, glossaryTermMeta, relatedTerms } from './glossary-term';

describe('glossary term pages', () => {
  it('slugs terms in lower case with single dashes', () => {
    expect(glossarySlug('Dollar-Cost Averaging')).toBe('dollar-cost-averaging');
    expect(glossarySlug('  Proof of Work ')).toBe('proof-of-work');
    expect(glossarySlug('HODL')).toBe('hodl');
    expect(glossarySlug('Café & Co.')).toBe('cafe-co');
  });

  it('gives every built-in term its own slug, and finds it back', () => {
    const slugs = GLOSSARY_TERMS.map((t) => glossarySlug(t.term));
    expect(new Set(slugs).size).toBe(GLOSSARY_TERMS.length);
    for (const t of GLOSSARY_TERMS) expect(findGlossaryTerm(glossarySlug(t.term))).toBe(t);
    expect(findGlossaryTerm('no-such-term')).toBeUndefined();
  });

  it('links only related names that are terms of the glossary', () => {
    const term = { term: 'X', category: 'Culture' as const, definition: 'd', related: ['Multisig', 'Nope'] };
    expect(relatedTerms(term)).toEqual([{ term: 'Multisig', slug: 'multisig' }]);
  });

  it('titles the page with the term and describes it with its definition', () => {
    const hodl = findGlossaryTerm('hodl');
    if (!hodl) throw new Error('HODL is a built-in term');
    expect(glossaryTermMeta(hodl)).toEqual({
      title: 'HODL — Bitcoin Glossary',
      description: hodl.definition,
    });
  });
});
