import type { GlossaryTerm } from '../content/glossary';

export const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/**
 * A term's sort key: lower case, accents taken off ("Éclair" files as "eclair"), which is the collator's "base"
 * strength for the Latin terms of a glossary. Not Intl.Collator or `localeCompare(…, 'en', …)`: the first loads
 * ICU's collation tables (about 6 ms, four times that on a phone) and the second builds a collator per
 * comparison, and either made sorting the list the costliest step of the page's start.
 */
function sortKey(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A–Z by term, ignoring case and accents: "Halving", "Hash Rate", "HODL" — a reader's order, not code points. */
export function sortGlossary(terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  return terms
    .map((t) => ({ key: sortKey(t.term), t }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ t }) => t);
}

/** The letter a term is filed under: its first letter without accent, or '#' for digits and symbols. */
export function termLetter(term: string): string {
  const first = term.normalize('NFD').charAt(0).toUpperCase();
  return ALPHABET.includes(first) ? first : '#';
}

/** The anchor of a letter's first term, which the A–Z jump links to. */
export function letterAnchor(letter: string): string {
  return `glossary-letter-${letter === '#' ? 'other' : letter.toLowerCase()}`;
}

/** For each term (in the order given), the letter it opens, or null when an earlier term opened it. */
export function firstOfLetter(terms: readonly GlossaryTerm[]): Array<string | null> {
  const seen = new Set<string>();
  return terms.map((t) => {
    const letter = termLetter(t.term);
    if (seen.has(letter)) return null;
    seen.add(letter);
    return letter;
  });
}
