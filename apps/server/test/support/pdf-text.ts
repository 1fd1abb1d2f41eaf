// What a PDF really draws: pdf-lib parses the file, every page's content streams are inflated, and each
// text-showing operator's string (`<hex> Tj`, WinAnsi-encoded by the standard fonts) is decoded. A string
// found here is painted on the page, not merely present in the metadata or somewhere in the bytes.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

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
    const texts = [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
      winAnsi(Buffer.from(m[1] ?? '', 'hex')),
    );
    return { ...page.getSize(), operators, texts };
  });
}
