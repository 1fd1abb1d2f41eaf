import type { GlossaryTerm } from '../content/glossary';

export const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** A–Z by term, ignoring case and accents: "Halving", "Hash Rate", "HODL" — a reader's order, not code points. */
export function sortGlossary(terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  return [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
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
