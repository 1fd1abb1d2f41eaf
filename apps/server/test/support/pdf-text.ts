// What a PDF really draws: pdf-lib parses the file, every page's content streams are inflated, and each
// text-showing operator's string (`<hex> Tj`) is decoded in the font selected for it (`/Name size Tf`):
// through the font's ToUnicode map for an embedded (Identity-H) font, as WinAnsi for a standard font. A
// string found here is painted on the page, not merely present in the metadata or somewhere in the bytes.
import { spawnSync } from 'node:child_process';
import * as fontkit from 'fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from 'pdf-lib';

// WinAnsi is Latin-1 but for 0x80–0x9F (Node's TextDecoder may treat 'windows-1252' as Latin-1).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer): string =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

function streamsOf(doc: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] {
  const resolved = contents === undefined ? undefined : doc.context.lookup(contents);
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamsOf(doc, item));
  return [];
}

/** A ToUnicode CMap's bfchar pairs (as pdf-lib writes them): 4-hex-digit code → UTF-16 hex. */
function toUnicodeOf(doc: PDFDocument, font: PDFDict): Map<string, string> | null {
  const stream = doc.context.lookup(font.get(PDFName.of('ToUnicode')));
  if (!(stream instanceof PDFRawStream)) return null;
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const section = cmap.slice(cmap.indexOf('beginbfchar'));
  const bf = new Map<string, string>();
  for (const m of section.matchAll(/<([0-9A-Fa-f]{4})>\s+<([0-9A-Fa-f]+)>/g)) {
    if (m[1] && m[2]) bf.set(m[1].toLowerCase(), m[2]);
  }
  return bf;
}

function utf16Hex(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

export interface PdfPageContent {
  width: number;
  height: number;
  /** The decoded operators, as text. */
  operators: string;
  /** Every drawn string, in drawing order. */
  texts: string[];
}

export async function readPdfPages(bytes: Uint8Array): Promise<PdfPageContent[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const operators = streamsOf(doc, page.node.Contents())
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'));
    const decoders = new Map<string, Map<string, string> | null>();
    const decoderOf = (name: string) => {
      if (!decoders.has(name)) {
        const font = fonts instanceof PDFDict ? fonts.lookup(PDFName.of(name)) : undefined;
        decoders.set(name, font instanceof PDFDict ? toUnicodeOf(doc, font) : null);
      }
      return decoders.get(name) ?? null;
    };
    let current = '';
    const texts: string[] = [];
    for (const m of operators.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1] !== undefined) {
        current = m[1];
        continue;
      }
      const hex = m[2] ?? '';
      const cmap = decoderOf(current);
      texts.push(
        cmap
          ? (hex.match(/.{4}/g) ?? [])
              .map((code) => utf16Hex(cmap.get(code.toLowerCase()) ?? 'fffd'))
              .join('')
          : winAnsi(Buffer.from(hex, 'hex')),
      );
    }
    return { ...page.getSize(), operators, texts };
  });
}

/** The names of the fonts a PDF embeds (its Type0 fonts' BaseFont), sorted. */
export async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0')) {
      names.push(object.get(PDFName.of('BaseFont'))?.toString().slice(1) ?? '');
    }
  }
  return names.sort();
}

/**
 * The characters drawn with an embedded font whose glyph in that font has no outline (whitespace aside):
 * a subset that lost glyphs draws nothing there, although its text still extracts. Each Type0 font's file
 * (FontFile2) is parsed with fontkit, and each glyph its ToUnicode map lists is looked up by id.
 */
export async function charactersWithoutOutline(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const missing: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const descendants = object.lookup(PDFName.of('DescendantFonts'), PDFArray);
    const cid = descendants.lookup(0, PDFDict);
    const descriptor = cid.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = descriptor.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) throw new Error('An embedded font without its TrueType file');
    const font = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
    if (!('getGlyph' in font)) throw new Error('An embedded font collection');
    for (const [code, utf16] of toUnicodeOf(doc, object) ?? []) {
      const char = utf16Hex(utf16);
      if (/^\s+$/u.test(char)) continue;
      let drawn = false;
      try {
        drawn = font.getGlyph(parseInt(code, 16)).path.commands.length > 0;
      } catch {
        // A glyph whose data is cut off (as a broken subset leaves it) draws nothing either.
      }
      if (!drawn) missing.push(char);
    }
  }
  return missing;
}

/**
 * The PDF's text as poppler's pdftotext reads it (Debian's poppler-utils; .ci/run installs it): what a
 * viewer's copy-and-paste and search see, through the fonts' ToUnicode maps.
 */
export function pdfToText(bytes: Uint8Array): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: Buffer.from(bytes),
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0) {
    throw new Error(`pdftotext failed (install poppler-utils): ${run.error?.message ?? run.stderr}`);
  }
  return run.stdout;
}
