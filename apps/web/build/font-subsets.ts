// The web fonts' "core" files: what nearly every page's text needs (ASCII and the usual typographic marks),
// in the weights the site uses (400–700), with the layout features it uses. They are about 40% of the
// packages' latin files (39 KB for both faces instead of 99 KB) and are the ones index.html preloads, so a
// page's text paints sooner on a slow link. Any other latin character (an accented name in a post, say) is
// drawn from the package's full latin file, which styles.css declares for the rest of the latin range: the
// browser downloads it only for a page that uses such a character.
//
// The core files are committed (src/assets/fonts) and regenerated from the npm packages with
// `npm run fonts -w apps/web`; font-subsets.test.ts checks that they, and styles.css's unicode-ranges, are
// what this file describes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

export interface CoreFont {
  /** The @font-face family in styles.css. */
  family: string;
  /** The package's latin woff2, as styles.css and index.html name it. */
  source: string;
  /** The committed core file, relative to apps/web. */
  output: string;
}

export const CORE_FONTS: CoreFont[] = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'src/assets/fonts/inter-core.woff2',
  },
  {
    family: 'Source Serif 4 Variable',
    source: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    output: 'src/assets/fonts/source-serif-4-core.woff2',
  },
];

/** The weights the site sets (font-normal … font-bold); the variable axis is cut to this range. */
export const CORE_WEIGHTS = { min: 400, max: 700 } as const;

/** Kerning, ligatures and mark positioning; not the stylistic sets, figures or fractions we never turn on. */
const CORE_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'];

/** The code points in the core files: printable ASCII and the marks the site's own texts use. */
export const CORE_CODE_POINTS: number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  0xa0, // no-break space
  0xa7, // §
  0xa9, // ©
  0xae, // ®
  0xb7, // ·
  0xd7, // ×
  0xe9, // é
  0xf7, // ÷
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
  0x20ac, // €
  0x2122, // ™
];

/** The packages' latin subset (their CSS's unicode-range), which the full files cover. */
const LATIN_RANGES: Array<[number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** A CSS unicode-range for a set of code points: runs joined (U+2013-2014), in ascending order. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** styles.css's unicode-range for the core faces. */
export const coreRange = (): string => unicodeRange(CORE_CODE_POINTS);

/** styles.css's unicode-range for the full latin files: the latin subset less the core, so no overlap. */
export function restRange(): string {
  const core = new Set(CORE_CODE_POINTS);
  const rest: number[] = [];
  for (const [from, to] of LATIN_RANGES) for (let c = from; c <= to; c++) if (!core.has(c)) rest.push(c);
  return unicodeRange(rest);
}

/** The core file for one face, made from its package's latin file. */
export function subsetCore(font: CoreFont): Promise<Buffer> {
  return subsetFont(readFileSync(require.resolve(font.source)), String.fromCodePoint(...CORE_CODE_POINTS), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: CORE_WEIGHTS.min, max: CORE_WEIGHTS.max, default: CORE_WEIGHTS.min } },
    keepFeatures: CORE_FEATURES,
  });
}
