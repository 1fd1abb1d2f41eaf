// The certificate's faces (issue 25: "the PDF draws every name correctly"). Helvetica, a standard PDF font,
// encodes only WinAnsi, so "Zoë Łukasiewicz 王小明" printed as "Zoë Lukasiewicz ???". Now every text is
// drawn with Noto Sans (Latin with its extensions, Greek, Cyrillic, Vietnamese) and, for what Noto Sans
// lacks, Noto Sans SC (Chinese ideographs, Japanese kana, CJK punctuation and full-width forms); each is
// embedded as a subset of just the glyphs drawn. Both ship as TTF files in npm packages (OFL-1.1), so a
// plain `npm install` brings them; nothing is read from the system.
//
// The files are read and parsed once per process, on the first PDF (≈ 50 ms; the two CJK files are 10 MB
// each), then shared by every drawing: pdf-lib asks its fontkit to parse the bytes for every document, and
// the parse (with the layout tables it prepares) cost ≈ 60–100 ms per PDF against ≈ 10 ms when reused.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
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

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;
const parsed = new Map<Uint8Array, ParsedFont>();
let faces: Faces | undefined;

function load(name: string, module: string): Face {
  const bytes = new Uint8Array(readFileSync(require.resolve(module)));
  const font = fontkit.create(bytes);
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

/** pdf-lib's fontkit, handing back the font already parsed for one of our files. */
export const sharedFontkit: Fontkit = {
  create: (bytes, postscriptName) => parsed.get(bytes) ?? fontkit.create(bytes, postscriptName),
};
