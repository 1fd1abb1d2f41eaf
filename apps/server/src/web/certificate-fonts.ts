// The certificate's faces (issue 25: "the PDF draws every name correctly"). Helvetica, a standard PDF font,
// encodes only WinAnsi, so "Zoë Łukasiewicz 王小明" printed as "Zoë Lukasiewicz ???". Now every text is
// drawn with Noto Sans (Latin with its extensions, Greek, Cyrillic, Vietnamese) and, for what Noto Sans
// lacks, Noto Sans SC (Chinese ideographs, Japanese kana, CJK punctuation and full-width forms); each is
// embedded as a subset of just the glyphs drawn. Both ship as TTF files in npm packages (OFL-1.1), so a
// plain `npm install` brings them; nothing is read from the system.
//
// Subsetting is fontkit 2's (the upstream of pdf-lib's fork @pdf-lib/fontkit, whose TrueType subsets of
// these fonts lose most glyphs: poppler drew "C of Co o o" for "Certificate of Completion"). pdf-lib takes
// any fontkit through registerFontkit; the one difference it meets is that a fontkit 2 subset encodes to
// bytes (`encode()`) where pdf-lib reads a stream (`encodeStream()`), bridged below.
//
// The files are read and parsed once per process, on the first PDF (≈ 50 ms; the two CJK files are 10 MB
// each), then shared by every drawing: pdf-lib asks its fontkit to parse the bytes for every document, and
// that parse (with the layout tables it prepares) cost ≈ 60–100 ms per PDF against ≈ 10 ms when reused.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';
import type { Charset } from './certificate-text.ts';

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

/** One embeddable font file. */
export interface Face {
  /** Stable across drawings, so the same certificate gives the same bytes (pdf-lib adds a random suffix). */
  name: string;
  bytes: Uint8Array;
  charset: Charset;
}

/** Per weight, the faces in the order they are tried for each character: Latin first, then CJK. */
export type Faces = Record<Weight, readonly Face[]>;

// The subset tag (six capitals and '+', PDF 32000 §9.6.4) marks an embedded subset.
const FILES: Record<Weight, readonly (readonly [string, string])[]> = {
  regular: [
    ['CRTAAA+NotoSans-Regular', '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'],
    ['CRTAAB+NotoSansSC-Regular', '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'],
  ],
  bold: [
    ['CRTAAC+NotoSans-Bold', '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'],
    ['CRTAAD+NotoSansSC-Bold', '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'],
  ],
};

type PdfFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfFont = ReturnType<PdfFontkit['create']>;

const parsed = new Map<Uint8Array, PdfFont>();
let faces: Faces | undefined;

/** A fontkit 2 font as pdf-lib drives it: the same API but for the subset's stream. */
function forPdfLib(font: fontkit.Font): PdfFont {
  const createSubset = font.createSubset.bind(font);
  const adapted = Object.assign(Object.create(font) as fontkit.Font, {
    createSubset() {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
    },
  });
  return adapted as unknown as PdfFont;
}

function parse(bytes: Uint8Array): PdfFont {
  const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!('createSubset' in font)) throw new Error('A certificate font file is a collection, not one font');
  return forPdfLib(font);
}

function load(name: string, module: string): Face {
  const bytes = new Uint8Array(readFileSync(require.resolve(module)));
  const font = parse(bytes);
  parsed.set(bytes, font);
  return { name, bytes, charset: new Set(font.characterSet) };
}

/** The certificate's faces, loaded on first use. */
export function certificateFaces(): Faces {
  faces ??= {
    regular: FILES.regular.map(([name, module]) => load(name, module)),
    bold: FILES.bold.map(([name, module]) => load(name, module)),
  };
  return faces;
}

/** pdf-lib's fontkit: fontkit 2, handing back the font already parsed for one of our files. */
export const sharedFontkit: PdfFontkit = {
  create: (bytes) => parsed.get(bytes) ?? parse(bytes),
};
