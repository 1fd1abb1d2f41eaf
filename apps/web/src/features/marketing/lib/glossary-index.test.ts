import { describe, expect, it, vi } from 'vitest';
import { GLOSSARY_TERMS, type GlossaryTerm } from '../content/glossary';
import { firstOfLetter, letterAnchor, sortGlossary, termLetter } from './glossary-index';

const term = (name: string): GlossaryTerm => ({
  term: name,
  category: 'Basic Concepts',
  definition: '',
  related: [],
});

describe('sortGlossary', () => {
  it('orders terms A–Z ignoring case, as a reader expects', () => {
    const names = sortGlossary([term('HODL'), term('Hash Rate'), term('bitcoin'), term('Halving')]).map(
      (t) => t.term,
    );
    expect(names).toEqual(['bitcoin', 'Halving', 'Hash Rate', 'HODL']);
  });

  it('files an accented term with its plain letters, as the collator would', () => {
    const names = sortGlossary([term('Ethereum'), term('Éclair'), term('Ecash'), term('Zap')]).map(
      (t) => t.term,
    );
    expect(names).toEqual(['Ecash', 'Éclair', 'Ethereum', 'Zap']);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
  });

  it('never builds a collator (ICU collation costs the page milliseconds at start)', () => {
    const collator = vi.spyOn(Intl, 'Collator');
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      sortGlossary(GLOSSARY_TERMS);
      expect(collator).not.toHaveBeenCalled();
      expect(compare).not.toHaveBeenCalled();
    } finally {
      collator.mockRestore();
      compare.mockRestore();
    }
  });

  it('sorts the built-in terms without dropping or changing the list it was given', () => {
    const before = GLOSSARY_TERMS.map((t) => t.term);
    const sorted = sortGlossary(GLOSSARY_TERMS).map((t) => t.term);
    expect(sorted).toHaveLength(15);
    expect([...sorted].sort()).toEqual([...before].sort());
    expect(sorted[0]).toBe('Bitcoin');
    expect(GLOSSARY_TERMS.map((t) => t.term)).toEqual(before);
  });
});

describe('termLetter and letterAnchor', () => {
  it('files a term under its first letter, accents removed, symbols and digits under #', () => {
    expect(termLetter('multisig')).toBe('M');
    expect(termLetter('Éclair')).toBe('E');
    expect(termLetter('21 Million')).toBe('#');
    expect(letterAnchor('M')).toBe('glossary-letter-m');
    expect(letterAnchor('#')).toBe('glossary-letter-other');
  });
});

describe('firstOfLetter', () => {
  it('marks only the first term of each letter', () => {
    expect(firstOfLetter([term('Bitcoin'), term('Blockchain'), term('Cold Storage')])).toEqual([
      'B',
      null,
      'C',
    ]);
  });
});
