import { clsx, type ClassValue } from 'clsx';
import { classGroup, CONFLICTS } from './class-groups';

// What tailwind-merge did for us, for the utilities this app uses (lib/class-groups.ts), in about a
// twentieth of its size and without its start-up cost: it ran on every page's first render.

/** A class split into its variants (`md:`, `hover:`, `[&_svg]:`) and the utility itself, with `!` noted. */
function parse(cls: string): { variants: string; utility: string; important: boolean } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  let utility = cls.slice(start);
  let important = false;
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = true;
    utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  }
  // Variants in another order are the same variants, except arbitrary ones, whose order matters.
  const arbitrary = variants.filter((v) => v.startsWith('['));
  const named = variants.filter((v) => !v.startsWith('[')).sort();
  return { variants: [...named, ...arbitrary].join(':'), utility, important };
}

/**
 * Merged lists by their joined input: a page renders the same few hundred lists over and over (fifteen
 * glossary cards, every button), so each is merged once. Bounded; cleared when full.
 */
const mergedLists = new Map<string, string>();
const MAX_MERGED = 2000;

/** Joins class names and lets later Tailwind utilities override earlier ones of the same property. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = mergedLists.get(joined);
  if (merged === undefined) {
    merged = merge(joined);
    if (mergedLists.size >= MAX_MERGED) mergedLists.clear();
    mergedLists.set(joined, merged);
  }
  return merged;
}

function merge(joined: string): string {
  const classes = joined.split(' ');
  if (classes.length < 2) return classes.join('');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    if (!cls) continue;
    const { variants, utility, important } = parse(cls);
    const group = classGroup(utility);
    if (group === undefined) {
      kept.push(cls);
      continue;
    }
    const scope = `${variants}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(scope + other);
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}
