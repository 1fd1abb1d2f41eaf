// Reading time for cards and posts: words ÷ 200 a minute, rounded up, never under one minute.

export const WORDS_PER_MINUTE = 200;

const TAG = /<[^>]*>/g;
// Entities join or split words the way their characters would: a non-breaking space separates.
const SPACE_ENTITY = /&(nbsp|#160|#xa0);/gi;
const OTHER_ENTITY = /&[#a-z0-9]+;/gi;

/** The words a reader reads in an HTML body: tags are not words, and neither is stray punctuation. */
export function countWords(html: string): number {
  const text = html.replace(TAG, ' ').replace(SPACE_ENTITY, ' ').replace(OTHER_ENTITY, '');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whole minutes to read the body (an empty or missing body still reads as one minute). */
export function readingMinutes(html: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(html ?? '') / WORDS_PER_MINUTE));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
