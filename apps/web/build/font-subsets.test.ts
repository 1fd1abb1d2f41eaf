// The core font files and styles.css agree with build/font-subsets.ts: the committed files are exactly what
// the packages subset to, the two files of a face split the latin range without overlap or gap, and
// index.html preloads the core files and nothing else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CORE_CODE_POINTS,
  CORE_FONTS,
  CORE_WEIGHTS,
  coreRange,
  restRange,
  subsetCore,
  unicodeRange,
} from './font-subsets';

const web = (path: string) => new URL(`../${path}`, import.meta.url);
const css = readFileSync(web('src/styles.css'), 'utf8');
const html = readFileSync(web('index.html'), 'utf8');

/** Each @font-face rule of a family in styles.css: its src url, unicode-range and weight, whitespace-normalised. */
function faces(family: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1]!.replace(/\s+/g, ' '))
    .filter((body) => body.includes(`font-family: '${family}';`))
    .map((body) => ({
      url: /url\('([^']+)'\)/.exec(body)?.[1],
      range: /unicode-range: ([^;]+);/.exec(body)?.[1],
      weight: /font-weight: ([^;]+);/.exec(body)?.[1],
    }));
}

describe('unicodeRange', () => {
  it('joins runs and sorts', () => {
    expect(unicodeRange([0x2014, 0x41, 0x42, 0x43, 0x2013, 0xe9])).toBe('U+0041-0043, U+00E9, U+2013-2014');
  });
});

describe.each(CORE_FONTS)('$family', (font) => {
  it('is the committed core file, byte for byte what the package subsets to', async () => {
    const committed = readFileSync(web(font.output));
    const fresh = await subsetCore(font);
    expect(committed.equals(fresh)).toBe(true);
    // Much smaller than the package's latin file it is cut from.
    expect(committed.length).toBeLessThan(24 * 1024);
  });

  it('is declared in styles.css as a core file and the latin file, splitting the range', () => {
    const declared = faces(font.family);
    const core = font.output.replace(/^src\//, './');
    expect(declared).toEqual([
      { url: core, range: coreRange(), weight: `${CORE_WEIGHTS.min} ${CORE_WEIGHTS.max}` },
      { url: font.source, range: restRange(), weight: `${CORE_WEIGHTS.min} ${CORE_WEIGHTS.max}` },
    ]);
  });

  it('is preloaded by index.html from its core file', () => {
    expect(html).toContain(`href="${font.output.replace(/^src\//, '/src/')}"`);
  });
});

describe('the split', () => {
  it('covers the latin range once: no character in both files, none in neither', () => {
    const expand = (range: string) =>
      range.split(', ').flatMap((part) => {
        const [from, to = from] = part.replace('U+', '').split('-') as [string, string?];
        const a = parseInt(from, 16);
        return Array.from({ length: parseInt(to, 16) - a + 1 }, (_, i) => a + i);
      });
    const core = expand(coreRange());
    const rest = new Set(expand(restRange()));
    expect(core.filter((c) => rest.has(c))).toEqual([]);
    expect(core).toEqual([...new Set(CORE_CODE_POINTS)].sort((a, b) => a - b));
    // The latin subset's first block, U+0000–00FF, is covered entirely by one file or the other.
    for (let c = 0; c <= 0xff; c++) expect(core.includes(c) || rest.has(c)).toBe(true);
  });

  it('preloads only the core files', () => {
    const preloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(CORE_FONTS.map((f) => f.output.replace(/^src\//, '/src/')));
  });
});
