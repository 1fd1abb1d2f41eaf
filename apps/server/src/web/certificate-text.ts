// Text for the certificate's fonts. Each character is drawn by the first face that has it (certificate-
// fonts.ts: Noto Sans, then Noto Sans SC), so a line becomes runs of one face each. A character no face
// has (an emoji, a script neither covers) is transliterated into the first face when Unicode decomposes it
// (accents stripped: "Ş" → "S"; a few letters that do not decompose: "Ł" → "L") or replaced by "?", and a
// control character is always "?": a name never draws an empty box or a character that moves the pen.
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

/** A piece of a line drawn with one face (its index in the faces tried). */
export interface Run {
  text: string;
  face: number;
}

const CONTROL = /\p{Cc}/u;

function faceOf(ch: string, charsets: readonly Charset[]): number {
  if (CONTROL.test(ch)) return -1;
  const cp = ch.codePointAt(0) ?? -1;
  return charsets.findIndex((charset) => charset.has(cp));
}

/** A character no face has, as the first face can draw it: transliterated, or "?". */
function transliterate(ch: string, charset: Charset): string {
  if (CONTROL.test(ch)) return REPLACEMENT;
  const drawable = (s: string) => [...s].every((c) => charset.has(c.codePointAt(0) ?? -1));
  const base = ch.normalize('NFKD').replace(COMBINING_MARKS, '');
  return LETTERS[ch] ?? (base !== '' && base !== ch && drawable(base) ? base : undefined) ?? REPLACEMENT;
}

/**
 * `text` as runs of the faces whose charsets are given (tried in order), composed (NFC: "e" + a combining
 * accent is one "é" when Unicode has it), any run of whitespace (tabs, line breaks, which would start new
 * PDF lines) one space, trimmed. Every character of every run is in its face.
 */
export function toRuns(text: string, charsets: readonly Charset[]): Run[] {
  const runs: Run[] = [];
  const push = (piece: string, face: number) => {
    const last = runs.at(-1);
    if (last?.face === face) last.text += piece;
    else runs.push({ text: piece, face });
  };
  for (const ch of text.normalize('NFC').replace(/\s+/gu, ' ').trim()) {
    const face = faceOf(ch, charsets);
    if (face >= 0) push(ch, face);
    else push(transliterate(ch, charsets[0] ?? new Set()), 0);
  }
  return runs;
}

/** `text` as one face (the first of `charsets`, or `charset`) can draw it: see toRuns. */
export function toFontText(text: string, charset: Charset): string {
  return toRuns(text, [charset])
    .map((run) => run.text)
    .join('');
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
