// Every date the app shows is written as SPEC §9 writes dates — 'MMM dd, yyyy' or 'MMMM dd, yyyy' — through
// lib/format.ts (and lib/zoned-time.ts, which builds on it for a clock in a time zone), never the browser
// locale's "11/26/2026" or a pattern of a date library's own (issue 26). This scan fails when a screen
// formats a date another way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const FORMATTERS = new Set(['lib/format.ts', 'lib/zoned-time.ts']);

const FORBIDDEN: [string, RegExp][] = [
  ['toLocaleDateString', /\.toLocaleDateString\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\(/],
  [
    'Date#toLocaleString',
    /new Date\([^)]*\)\.toLocaleString\(|toLocaleString\([^)]*\{[^}]*\b(month|day|year|hour|dateStyle|timeStyle)\b/,
  ],
  ['Intl dateStyle/timeStyle', /\b(dateStyle|timeStyle)\s*:/],
  ['Intl.DateTimeFormat', /Intl\.DateTimeFormat\(/],
  ["date-fns' format", /import\s*\{[^}]*\bformat\b[^}]*\}\s*from\s*'date-fns'/],
  ['toDateString', /\.toDateString\(/],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dates only through lib/format.ts', () => {
  const files = sources(SRC).map((p) => relative(SRC, p));

  it('scans the app', () => {
    expect(files).toContain('features/redirects/lib/local-date.ts');
    expect(files.length).toBeGreaterThan(300);
  });

  it('no screen formats a date by the browser locale or a pattern of its own', () => {
    const found: string[] = [];
    for (const file of files) {
      if (FORMATTERS.has(file)) continue;
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const [name, pattern] of FORBIDDEN) if (pattern.test(text)) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
