// cn must merge exactly as tailwind-merge (the library it replaced, kept as a dev dependency to check it):
// for every class list a component merges (the literals in this app's cn() and cva() calls) followed by
// every class list the app's code can pass to it (each class-like string literal in the app's sources),
// cn's answer is tailwind-merge's. A new class that cn's groups do not know fails here first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { classGroup, rulePrefixes, RULES } from './class-groups';
import { cn } from './cn';

const SRC = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const CLASS = /^(?:[a-z0-9@[(&_*-]|!)[a-z0-9\-:[\]()&_/.%#=*>+,!@']*$/i;
/** String literals that read as a class list (every word a class, one with a dash or a known utility). */
function classLists(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(["'`])((?:(?!\1)[^\\\n$])*)\1/g)) {
    const words = m[2]!.trim().split(/\s+/);
    if (words[0] === '' || !words.every((w) => CLASS.test(w) && !w.startsWith('@/') && !w.includes('//')))
      continue;
    out.push(words.join(' '));
  }
  return out;
}

// Where cn is right and tailwind-merge 3 is not: it reads Tailwind 3's `bg-gradient-to-br` (still a
// background image in Tailwind 4) as a background colour, and drops the colour set before it.
const TAILWIND_MERGE_MISREADS = /\bbg-gradient-to-/;

// Not cn's own table, whose strings are group names, not classes.
const files = sources(SRC).filter((f) => !f.endsWith('/lib/class-groups.ts'));
const merged = new Set<string>();
const passed = new Set<string>();
for (const file of files) {
  const code = readFileSync(file, 'utf8');
  for (const call of code.matchAll(/\b(?:cn|cva)\(([\s\S]*?)\)(?:;|\n|\}|,\s*\{)/g))
    for (const list of classLists(call[1]!)) if (!TAILWIND_MERGE_MISREADS.test(list)) merged.add(list);
  for (const list of classLists(code)) if (!TAILWIND_MERGE_MISREADS.test(list)) passed.add(list);
}

describe('cn', () => {
  it('finds the class lists to check', () => {
    expect(merged.size).toBeGreaterThan(50);
    expect(passed.size).toBeGreaterThan(500);
  });

  it("merges every pair of the app's class lists as tailwind-merge does", () => {
    const wrong: string[] = [];
    for (const base of merged)
      for (const extra of passed) {
        const expected = twMerge(base, extra);
        const ours = cn(base, extra);
        if (ours === expected) continue;
        const a = new Set(ours.split(' '));
        const b = new Set(expected.split(' '));
        const onlyOurs = [...a].filter((c) => !b.has(c)).join(' ');
        const onlyTheirs = [...b].filter((c) => !a.has(c)).join(' ');
        wrong.push(`${base} + ${extra}: cn keeps [${onlyOurs}], tailwind-merge keeps [${onlyTheirs}]`);
      }
    expect(wrong.slice(0, 30)).toEqual([]);
  });

  it('lets the later utility win, per variant, and keeps what it does not know', () => {
    const cases: Array<[Array<string | false | undefined>, string]> = [
      [['px-2 py-1', 'p-4'], 'p-4'],
      [['p-4', 'px-2'], 'p-4 px-2'],
      [['text-sm text-muted-foreground', 'text-lg'], 'text-muted-foreground text-lg'],
      [['text-foreground', 'text-center'], 'text-foreground text-center'],
      [['justify-center', 'justify-start'], 'justify-start'],
      [['hover:bg-accent bg-primary', 'bg-secondary'], 'hover:bg-accent bg-secondary'],
      [['md:hidden flex', 'md:flex'], 'flex md:flex'],
      [['[&_svg]:size-4', '[&_svg]:size-3'], '[&_svg]:size-3'],
      [['w-4 h-4', 'size-6'], 'size-6'],
      [['border border-input', 'border-0'], 'border-input border-0'],
      [['rounded-md', 'rounded-t-lg'], 'rounded-md rounded-t-lg'],
      [['site-container', 'section-y'], 'site-container section-y'],
      [['font-medium', false, undefined, 'font-bold'], 'font-bold'],
      [['top-1/2 left-1/2', 'top-0'], 'left-1/2 top-0'],
    ];
    for (const [inputs, expected] of cases) {
      expect(cn(...inputs)).toBe(expected);
      expect(cn(...inputs)).toBe(twMerge(...inputs.map((i) => (typeof i === 'string' ? i : ''))));
    }
  });

  it('keeps a colour under a gradient (a background image), where tailwind-merge 3 drops it', () => {
    expect(cn('bg-background', 'bg-gradient-to-br from-accent')).toBe(
      'bg-background bg-gradient-to-br from-accent',
    );
    expect(cn('bg-primary', 'bg-secondary')).toBe('bg-secondary');
  });
});

describe('classGroup (the rules tried only where a utility could match)', () => {
  // Every utility the app writes, each with its variants and `!` removed as cn does, and a negative form.
  const utilities = new Set<string>();
  for (const list of [...passed, ...merged])
    for (const cls of list.split(/\s+/)) {
      const utility = cls.slice(cls.lastIndexOf(':') + 1).replace(/^!|!$/g, '');
      if (utility) utilities.add(utility).add(`-${utility}`);
    }
  const byScan = (u: string) => RULES.find(([, test]) => test.test(u))?.[0];

  it('names the same group as trying every rule in order, for every utility of the app', () => {
    expect(utilities.size).toBeGreaterThan(800);
    const differ = [...utilities].filter((u) => classGroup(u) !== byScan(u));
    expect(differ).toEqual([]);
  });

  it("reads each rule's possible starts from its expression", () => {
    expect(rulePrefixes('^(?:block|inline-block|hidden)$')).toEqual({
      prefixes: ['block', 'inline-block', 'hidden'],
      negative: false,
    });
    expect(rulePrefixes('^-?translate-x-')).toEqual({ prefixes: ['translate-x-'], negative: true });
    expect(rulePrefixes('^grow(?:-.+)?$')).toEqual({ prefixes: ['grow'], negative: false });
    expect(rulePrefixes('^shadows?-')).toEqual({ prefixes: ['shadow'], negative: false });
    expect(rulePrefixes('^(?:a|b)?c')).toBeNull();
    expect(rulePrefixes('^\\d')).toBeNull();
    expect(rulePrefixes('p-')).toBeNull();
    // A top-level `|` outside a group matches anywhere: no start can be promised.
    expect(rulePrefixes('^a|b')).toBeNull();
    expect(rulePrefixes('^(?:a|b)c|d')).toBeNull();
    // A group of anything but plain words is not read (the rule is always tried): never a wrong start.
    expect(rulePrefixes('^(?:a[|]b|c)-')).toBeNull();
    expect(rulePrefixes('^(?:a|(?:b))-')).toBeNull();
    for (const [, test] of RULES) expect(rulePrefixes(test.source), test.source).not.toBeNull();
  });

  it('tries only the rules a utility could match', () => {
    const expected = byScan('text-muted-foreground-probe');
    const tested = vi.spyOn(RegExp.prototype, 'test');
    try {
      expect(classGroup('text-muted-foreground-probe')).toBe(expected);
      const calls = tested.mock.contexts.filter((re) => RULES.some(([, t]) => t === re)).length;
      expect(calls).toBeGreaterThan(0);
      expect(calls).toBeLessThan(RULES.length / 10);
    } finally {
      tested.mockRestore();
    }
  });
});

describe('cn keeps what it merged', () => {
  it('merges a list once: the same input again is answered without splitting it into classes', () => {
    const list = ['px-2 py-1 memo-probe', 'p-4'] as const;
    const first = cn(...list);
    const split = vi.spyOn(String.prototype, 'split');
    try {
      expect(cn(...list)).toBe(first);
      expect(split).not.toHaveBeenCalled();
    } finally {
      split.mockRestore();
    }
    expect(first).toBe(twMerge(...list));
  });
});
