// Text for the certificate's standard PDF fonts. Helvetica (one of the 14 standard fonts, so nothing is
// embedded and no font file ships) encodes only WinAnsi; pdf-lib throws on any other character, and a
// learner's name may hold anything. So each character the font cannot draw is transliterated (accents
// stripped: "Ş" → "S", a few letters that do not decompose: "Ł" → "L") or replaced by "?". The
// verification page shows the name exactly as stored; the PDF shows the nearest the font can draw.
import type { PDFFont } from 'pdf-lib';

// Letters that Unicode does not decompose into a base letter + accent.
const LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
  Ɓ: 'B',
  ƀ: 'b',
  Ɨ: 'I',
  ɨ: 'i',
  Ƶ: 'Z',
  ƶ: 'z',
  Ð: 'D',
  Þ: 'Th',
  þ: 'th',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
};

const REPLACEMENT = '?';
const COMBINING_MARKS = /\p{M}/gu;

/** The characters (as code points) a font can encode. */
export type Charset = ReadonlySet<number>;

export function charsetOf(font: PDFFont): Charset {
  return new Set(font.getCharacterSet());
}

/**
 * `text` with every character the font cannot encode transliterated or replaced, and any run of
 * whitespace (tabs, line breaks, which would start new PDF lines) turned into one space.
 */
export function toFontText(text: string, charset: Charset): string {
  const drawable = (s: string) => [...s].every((ch) => charset.has(ch.codePointAt(0) ?? -1));
  let out = '';
  for (const ch of text.replace(/\s+/gu, ' ').trim()) {
    if (drawable(ch)) out += ch;
    else {
      const base = ch.normalize('NFKD').replace(COMBINING_MARKS, '');
      const mapped = LETTERS[ch] ?? (base !== '' && base !== ch && drawable(base) ? base : undefined);
      out += mapped ?? REPLACEMENT;
    }
  }
  return out;
}

/** What fitting needs of a font (pdf-lib's PDFFont; a counting stand-in in tests). */
export type MeasuringFont = Pick<PDFFont, 'widthOfTextAtSize'>;

/** No line of an A4 page holds more than a few hundred characters: a cut starts there. */
const MAX_CUT = 300;

/**
 * The largest size from `size` down to `minSize` at which `text` fits `maxWidth`; when even the
 * smallest is too wide, the text is cut and ends with an ellipsis. A width grows in proportion to the
 * size (pdf-lib scales the font's widths by size / 1000), so one measurement decides every size, and the
 * cut is found by halving (about nine measurements of at most 300 characters), not by one measurement
 * per character dropped.
 */
export function fitText(
  text: string,
  font: MeasuringFont,
  opts: { size: number; minSize: number; maxWidth: number },
): { text: string; size: number } {
  const perThousand = font.widthOfTextAtSize(text, 1000);
  for (let size = opts.size; size >= opts.minSize; size -= 1) {
    if ((perThousand * size) / 1000 <= opts.maxWidth) return { text, size };
  }
  const size = opts.minSize;
  const chars = [...text.slice(0, MAX_CUT * 2)].slice(0, MAX_CUT);
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}\u2026`;
  // The longest prefix that fits with its ellipsis (a longer prefix is never narrower); at least one
  // character, as before.
  let fits = 1;
  let tooWide = chars.length + 1;
  while (tooWide - fits > 1) {
    const mid = Math.floor((fits + tooWide) / 2);
    if (font.widthOfTextAtSize(cut(mid), size) <= opts.maxWidth) fits = mid;
    else tooWide = mid;
  }
  return { text: cut(fits), size };
}
