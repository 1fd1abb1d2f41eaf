// Text written into the XML the server sends (sitemap.xml, rss.xml). A stored title may hold characters
// XML 1.0 forbids outright — C0 controls other than tab, LF and CR, U+FFFE, U+FFFF, a lone surrogate —
// which no escape can carry (`&#1;` is as illegal as the raw byte): a strict parser stops at the first one
// and a feed reader drops the whole feed. They are left out; everything else is kept, markup escaped.

// With the u flag a surrogate range matches only a lone half: a pair is read as one code point above U+FFFF.
// eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
const NOT_XML = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]/gu;

export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
