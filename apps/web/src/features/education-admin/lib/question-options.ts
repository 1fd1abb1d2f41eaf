import type { Question } from '../api/types';

/** SPEC §4: blank options are dropped on save (and never offered as the correct answer). */
export function nonBlankOptions(options: readonly string[]): string[] {
  return options.map((o) => o.trim()).filter((o) => o !== '');
}

/** The options to show for a stored question: a list, or the values of an object keyed map (SPEC §3). */
export function displayOptions(options: Question['options']): string[] {
  if (!options) return [];
  return Array.isArray(options) ? options : Object.values(options).map(String);
}
