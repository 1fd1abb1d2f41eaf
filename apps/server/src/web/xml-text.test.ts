import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { xmlText } from './xml-text.ts';

const { DOMParser } = new JSDOM('').window;

/** The text of <t>…</t> as a strict XML parser reads it, or its error. */
function parsed(text: string): { text: string } | { error: string } {
  const doc = new DOMParser().parseFromString(`<t>${text}</t>`, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  return error ? { error: error.textContent ?? '' } : { text: doc.documentElement.textContent ?? '' };
}

// The characters XML 1.0 forbids (its Char production): C0 controls but tab, LF and CR; U+FFFE, U+FFFF.
const FORBIDDEN = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((ch) => !'\t\n\r'.includes(ch)),
  '\uFFFE',
  '\uFFFF',
];
// A surrogate half on its own is not a character at all (UTF-8 cannot encode it; Node would send U+FFFD).
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

describe('xmlText', () => {
  it('leaves out every character XML 1.0 forbids, so the document still parses', () => {
    for (const ch of FORBIDDEN) {
      const code = ch.charCodeAt(0).toString(16);
      // Without the filter the parser refuses the document.
      expect(parsed(`a${ch}b`), code).toHaveProperty('error');
      expect(parsed(xmlText(`a${ch}b`)), code).toEqual({ text: 'ab' });
    }
    for (const ch of LONE_SURROGATES) expect(xmlText(`a${ch}b`)).toBe('ab');
    expect(xmlText('\uDE00\uD83D')).toBe('');
  });

  it('keeps tab, newlines, other Unicode and surrogate pairs, and escapes markup', () => {
    const kept = 'tab\there\nnew\rline · é € \u0085 \uFFFD 😀 \uD83D\uDE00';
    expect(xmlText(kept)).toBe(kept);
    expect(xmlText(`<b a='1'>"x" & y</b>`)).toBe('&#60;b a=&#39;1&#39;&#62;&#34;x&#34; &#38; y&#60;/b&#62;');
    expect(parsed(xmlText('\u0001<x>&\uD800'))).toEqual({ text: '<x>&' });
  });
});
