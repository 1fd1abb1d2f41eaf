import { describe, expect, it } from 'vitest';
import { GLOSSARY_CATEGORIES, GLOSSARY_CHIPS, GLOSSARY_TERMS } from '../content/glossary';
import { filterGlossary, glossaryCountText } from './filter-glossary';

const names = (query: string) => filterGlossary(GLOSSARY_TERMS, query).map((t) => t.term);

describe('glossary content', () => {
  it('has 15 distinct terms and every category has at least one', () => {
    expect(GLOSSARY_TERMS).toHaveLength(15);
    expect(new Set(GLOSSARY_TERMS.map((t) => t.term)).size).toBe(15);
    for (const category of GLOSSARY_CATEGORIES) {
      expect(
        GLOSSARY_TERMS.some((t) => t.category === category),
        category,
      ).toBe(true);
    }
  });

  it('shows the chips All, Basic Concepts, Technology, Security, Investment Strategy, Mining, Culture', () => {
    expect(GLOSSARY_CHIPS).toEqual([
      'All',
      'Basic Concepts',
      'Technology',
      'Security',
      'Investment Strategy',
      'Mining',
      'Culture',
    ]);
  });

  it('relates every term only to other terms of the glossary', () => {
    const known = new Set(GLOSSARY_TERMS.map((t) => t.term));
    for (const t of GLOSSARY_TERMS) {
      expect(t.related.length, t.term).toBeGreaterThan(0);
      for (const r of t.related) {
        expect(known.has(r), `${t.term} → ${r}`).toBe(true);
        expect(r).not.toBe(t.term);
      }
    }
  });
});

describe('filterGlossary', () => {
  it('returns every term for an empty or blank query', () => {
    expect(filterGlossary(GLOSSARY_TERMS, '')).toHaveLength(15);
    expect(filterGlossary(GLOSSARY_TERMS, '   ')).toHaveLength(15);
  });

  it('matches the term name case-insensitively', () => {
    expect(names('MULTISIG')).toContain('Multisig');
    expect(names('hodl')).toEqual(['HODL']);
  });

  it('matches text inside the definition, not only the name', () => {
    // 'BIP-39' appears only in the definition of Seed Phrase.
    expect(names('bip-39')).toEqual(['Seed Phrase']);
    // '2,016 blocks' appears only in the definition of Hash Rate.
    expect(names('2,016')).toEqual(['Hash Rate']);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(names('  seed phrase  ')).toEqual(['Seed Phrase']);
    expect(names('seedphrase')).toEqual([]);
  });

  it('returns nothing for a query no term contains', () => {
    expect(names('dogecoin')).toEqual([]);
  });

  it('does not treat the query as a pattern', () => {
    expect(names('.*')).toEqual([]);
    expect(names('[a-z]+')).toEqual([]);
  });
});

describe('glossaryCountText', () => {
  it('reads "N terms found for "query"" with the typed query', () => {
    expect(glossaryCountText(3, 'key')).toBe('3 terms found for "key"');
    expect(glossaryCountText(0, 'dogecoin')).toBe('0 terms found for "dogecoin"');
  });

  it('uses the singular for exactly one match', () => {
    expect(glossaryCountText(1, 'hodl')).toBe('1 term found for "hodl"');
  });

  it('is absent without a query', () => {
    expect(glossaryCountText(15, '')).toBeNull();
    expect(glossaryCountText(15, '  ')).toBeNull();
  });
});
