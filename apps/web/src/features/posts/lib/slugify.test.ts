import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slugify';

describe('slugify (SPEC §4)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Bitcoin: A CFO’s Guide (2026)!', 'bitcoin-a-cfos-guide-2026'],
    ['  spaces   everywhere  ', 'spaces-everywhere'],
    ['already-hyphen -- ated', 'already-hyphen-ated'],
    ['Café Crème', 'cafe-creme'],
    ['Über 50 % Rendite', 'uber-50-rendite'],
    ['Hello ', 'hello'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always yields a slug the database accepts (or nothing)', () => {
    for (const title of ['日本語のタイトル', 'Tab\tand\nnewline', 'ß and æ', '-lead and trail-']) {
      const slug = slugify(title);
      if (slug !== '') expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});
