// The certificate's text in Helvetica (WinAnsi only): what the font has stays, the rest is transliterated
// or replaced so that no name can make pdf-lib throw; long lines shrink, then are cut.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { charsetOf, fitText, toFontText, toRuns, type Charset } from './certificate-text.ts';

let font: PDFFont;
let charset: Charset;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
  charset = charsetOf(font);
});

describe('toFontText', () => {
  it.each([
    ['plain ASCII', 'Ada Lovelace'],
    ['Latin-1 letters', 'Zoë Müller-Ñúñez Ørsted'],
    ['WinAnsi extras', 'Œuvre — “quoted” € Šárka'],
  ])('keeps %s as they are', (_, text) => {
    expect(toFontText(text, charset)).toBe(text);
  });

  it.each([
    ['accents that decompose', 'Ştefan Ōtani Dũng', 'Stefan Otani Dung'],
    ['letters that do not decompose', 'Łukasz Đorđe ı', 'Lukasz Dorde i'],
    ['scripts the font lacks, one ? per character', '山田 太郎', '?? ??'],
    ['an emoji (one code point, two UTF-16 units)', 'Ana 🚀', 'Ana ?'],
    ['line breaks and tabs', ' Ana\n\tLee  ', 'Ana Lee'],
    ['control characters', 'A\u0000B\u0007C', 'A?B?C'],
  ])('replaces %s', (_, text, expected) => {
    expect(toFontText(text, charset)).toBe(expected);
  });

  it('whatever comes in, the result is encodable (pdf-lib would throw otherwise)', () => {
    const hostile = 'Ĳsbrand 𝔄𝔡𝔞 Ǆ ﬁ ẞ Ω ☃ \u200b \u202e كريم Ελένη Юлия';
    const out = toFontText(hostile, charset);
    expect(() => font.encodeText(out)).not.toThrow();
    expect(() => font.encodeText(hostile)).toThrow();
    // Compatibility decompositions count too: the ligature 'ﬁ' becomes 'fi', 'Ǆ' becomes 'DZ'.
    expect(out).toContain('fi');
    expect(out).toContain('DZ');
  });
});

describe('toRuns', () => {
  const latin: Charset = new Set([...'Zoë Łukasiewicz?-'].map((c) => c.codePointAt(0) ?? -1));
  const cjk: Charset = new Set([...'王小明 '].map((c) => c.codePointAt(0) ?? -1));

  it('draws each character with the first face that has it, in runs', () => {
    expect(toRuns('Zoë Łukasiewicz 王小明', [latin, cjk])).toEqual([
      { text: 'Zoë Łukasiewicz ', face: 0 },
      { text: '王小明', face: 1 },
    ]);
  });

  it('composes first: "e" and a combining accent are the one "ë" the face has', () => {
    expect(toRuns('Zoe\u0308', [latin, cjk])).toEqual([{ text: 'Zoë', face: 0 }]);
  });

  it('what no face has is transliterated into the first face, or "?"; control characters are "?"', () => {
    expect(
      toRuns('Žoë 🚀 A\u0000', [new Set([...'Zoë ?A'].map((c) => c.codePointAt(0) ?? -1)), cjk]),
    ).toEqual([{ text: 'Zoë ? A?', face: 0 }]);
  });
});

describe('fitText', () => {
  const box = { size: 32, minSize: 14, maxWidth: 400 };

  it('a short line keeps its size', () => {
    expect(fitText('Ada Lovelace', font, box)).toEqual({ text: 'Ada Lovelace', size: 32 });
  });

  it('a longer line gets the largest size that fits', () => {
    const text = 'Augusta Ada King, Countess of Lovelace';
    const { size } = fitText(text, font, box);
    expect(size).toBeLessThan(32);
    expect(size).toBeGreaterThanOrEqual(14);
    expect(font.widthOfTextAtSize(text, size)).toBeLessThanOrEqual(400);
    expect(font.widthOfTextAtSize(text, size + 1)).toBeGreaterThan(400);
  });

  it('a line too long even at the smallest size is cut with an ellipsis', () => {
    const text = 'Name '.repeat(5000);
    const fitted = fitText(text, font, box);
    expect(fitted.size).toBe(14);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(text.startsWith(fitted.text.slice(0, -1))).toBe(true);
    expect(font.widthOfTextAtSize(fitted.text, 14)).toBeLessThanOrEqual(400);
  });

  /** The cut as it was found before: one character dropped per measurement, from 300 down. */
  function cutOneByOne(text: string, size: number, maxWidth: number): string {
    let cut = [...text].slice(0, 300);
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut.join('').trimEnd()}…`, size) > maxWidth) {
      cut = cut.slice(0, -1);
    }
    return `${cut.join('').trimEnd()}…`;
  }

  it.each([
    ['a long name', 'Maximiliana Wilhelmina Augusta Theodora von Hohenzollern-Sigmaringen '.repeat(4)],
    ['narrow letters', 'il '.repeat(400)],
    ['wide letters', 'W'.repeat(90_000)],
  ])('%s is cut where a one-by-one search cuts it, with a dozen measurements at most', (_, text) => {
    let calls = 0;
    let measured = 0;
    const counting = {
      widthOfTextAtSize: (t: string, size: number) => {
        calls += 1;
        measured += t.length;
        return font.widthOfTextAtSize(t, size);
      },
    };
    const fitted = fitText(text, counting, box);
    expect(fitted).toEqual({ text: cutOneByOne(text, 14, 400), size: 14 });
    // One measurement of the whole text decides the size (not one per size from 32 down to 14); halving
    // over at most 300 characters finds the cut (not one measurement per character dropped).
    expect(calls).toBeLessThanOrEqual(1 + 10);
    expect(measured).toBeLessThanOrEqual(text.length + 10 * 301);
  });
});
