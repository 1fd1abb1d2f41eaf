// SEO & Meta tab rules (SPEC §2, §9): meta_title falls back to the title, keep it under 60 characters
// (50 to 60 advised); meta_description falls back to the excerpt, 150 to 160 advised.

export interface Advice {
  min: number;
  max: number;
}
export const META_TITLE_ADVICE: Advice = { min: 50, max: 60 };
export const META_DESCRIPTION_ADVICE: Advice = { min: 150, max: 160 };

export type Fit = 'empty' | 'short' | 'good' | 'long';

/** Where a length sits against an advised range. */
export function fit(length: number, advice: Advice): Fit {
  if (length === 0) return 'empty';
  if (length < advice.min) return 'short';
  if (length > advice.max) return 'long';
  return 'good';
}

/** What a search engine gets: the field, else its fallback (both trimmed). */
export function effective(value: string, fallback: string): string {
  return value.trim() || fallback.trim();
}

/** A search result line is cut at about the advised maximum; show the cut the way engines do. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
