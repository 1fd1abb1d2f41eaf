// The certificate as an A4 landscape PDF (issue 12, DESIGN.md §4 "Certificate"). It is drawn on the
// server from the stored certificate, so the learner never holds an editable copy of the facts: the name,
// course and dates are whatever issue_certificate() recorded. The verification URL is printed and drawn
// as a QR code (the `qrcode` module's matrix as filled squares: no canvas, no image). Every text is drawn
// in runs of the faces of certificate-fonts.ts (Noto Sans, Noto Sans SC for CJK), each embedded as a subset
// of the glyphs drawn; a face no text needs is not embedded.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { certificateFaces, sharedFontkit, type Faces, type Weight } from './certificate-fonts.ts';
import { fitText, toRuns, type MeasuringFont, type Run } from './certificate-text.ts';
import { formatLongDate } from '@advisory/site/dates';

/** One certificate as verify_certificate() returns it: the public facts, never an e-mail. */
export interface CertificateFacts {
  verification_code: string;
  recipient_name: string;
  course_name: string;
  completed_at: Date;
  issued_at: Date;
  /** Set once an admin revoked it: such a certificate is not drawn (certificates.ts refuses the PDF). */
  revoked_at?: Date | null;
}

/** The site's facts drawn on every certificate. */
export interface PdfSite {
  siteName: string;
  verifyUrl: string;
}

const WIDTH = 841.89; // A4 landscape, in points
const HEIGHT = 595.28;
const INK = rgb(0.067, 0.094, 0.153); // --color-foreground
const MUTED = rgb(0.294, 0.333, 0.388); // --color-muted-foreground
const BRAND = rgb(0.969, 0.576, 0.102); // --color-primary (Bitcoin orange)
const BRAND_STRONG = rgb(0.659, 0.302, 0); // --color-primary-strong
const RULE = rgb(0.82, 0.835, 0.859); // --color-input

/** A horizontal run of dark modules in a QR matrix: row, first column, length. */
export interface QrRun {
  row: number;
  col: number;
  length: number;
}

/** The QR code of `text` as runs of dark modules (one rectangle per run, not per module). */
export function qrRuns(text: string): { size: number; runs: QrRun[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

interface Line {
  text: string;
  y: number;
  size: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  /** Shrinks (down to minSize, then cuts) to fit this width. */
  maxWidth?: number;
  minSize?: number;
  /** Left edge; without it the line is centred on `centre` (default: the page's middle). */
  x?: number;
  centre?: number;
}

/** A line's faces, embedded in the document: index i draws the runs of face i. */
type Embedded = Record<Weight, (PDFFont | undefined)[]>;

const weightOf = (line: Line): Weight => (line.bold ? 'bold' : 'regular');

/** Embeds, as subsets, only the faces some line's runs use (the Latin faces always: the fixed texts). */
async function embedFaces(doc: PDFDocument, faces: Faces, lines: Line[]): Promise<Embedded> {
  doc.registerFontkit(sharedFontkit);
  const used = new Set<string>(['regular:0', 'bold:0']);
  for (const line of lines) {
    const weight = weightOf(line);
    const charsets = faces[weight].map((face) => face.charset);
    for (const run of toRuns(line.text, charsets)) used.add(`${weight}:${run.face}`);
  }
  const embedded: Embedded = { regular: [], bold: [] };
  for (const weight of ['regular', 'bold'] as const) {
    for (const [i, face] of faces[weight].entries()) {
      if (used.has(`${weight}:${i}`)) {
        embedded[weight][i] = await doc.embedFont(face.bytes, { subset: true, customName: face.name });
      }
    }
  }
  return embedded;
}

/** Measures a text as the runs it is drawn in (so fitting sees the real width of mixed scripts). */
function runMeasure(fonts: (PDFFont | undefined)[], split: (text: string) => Run[]): MeasuringFont {
  return {
    widthOfTextAtSize: (text, size) =>
      split(text).reduce(
        (width, run) => width + (fonts[run.face]?.widthOfTextAtSize(run.text, size) ?? 0),
        0,
      ),
  };
}

function drawLine(page: PDFPage, faces: Faces, embedded: Embedded, line: Line): void {
  const weight = weightOf(line);
  const charsets = faces[weight].map((face) => face.charset);
  const fonts = embedded[weight];
  const split = (text: string) => toRuns(text, charsets);
  const measure = runMeasure(fonts, split);
  const whole = split(line.text)
    .map((run) => run.text)
    .join('');
  const fitted = fitText(whole, measure, {
    size: line.size,
    minSize: line.minSize ?? line.size,
    maxWidth: line.maxWidth ?? WIDTH - 160,
  });
  let x = line.x ?? (line.centre ?? WIDTH / 2) - measure.widthOfTextAtSize(fitted.text, fitted.size) / 2;
  for (const run of split(fitted.text)) {
    const font = fonts[run.face];
    if (!font) continue;
    page.drawText(run.text, { x, y: line.y, size: fitted.size, font, color: line.color ?? INK });
    x += font.widthOfTextAtSize(run.text, fitted.size);
  }
}

function drawQr(page: PDFPage, url: string, box: { x: number; y: number; size: number }): void {
  const { size, runs } = qrRuns(url);
  const unit = box.size / size;
  for (const run of runs) {
    page.drawRectangle({
      x: box.x + run.col * unit,
      // PDF y grows upwards; the matrix's row 0 is the top.
      y: box.y + box.size - (run.row + 1) * unit,
      width: run.length * unit,
      height: unit,
      color: INK,
    });
  }
}

/** The certificate PDF. Dated by the certificate, not the clock: the same code always gives the same bytes. */
export async function renderCertificatePdf(cert: CertificateFacts, site: PdfSite): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate of Completion: ${cert.course_name}`);
  doc.setSubject(`${cert.recipient_name} completed ${cert.course_name}. Verify at ${site.verifyUrl}`);
  doc.setAuthor(site.siteName);
  doc.setCreator(site.siteName);
  doc.setProducer(site.siteName);
  doc.setKeywords([cert.verification_code]);
  doc.setCreationDate(cert.issued_at);
  doc.setModificationDate(cert.issued_at);

  const left = 72;
  const qr = { x: WIDTH - 72 - 96, y: 62, size: 96 };
  const lines: Line[] = [
    { text: site.siteName.toUpperCase(), y: 500, size: 16, bold: true, color: BRAND_STRONG, minSize: 9 },
    { text: 'Certificate of Completion', y: 430, size: 36, bold: true },
    { text: 'This is to certify that', y: 388, size: 14, color: MUTED },
    { text: cert.recipient_name, y: 342, size: 32, bold: true, minSize: 14, maxWidth: 620 },
    { text: 'has successfully completed the course', y: 300, size: 14, color: MUTED },
    { text: cert.course_name, y: 266, size: 22, bold: true, minSize: 12, maxWidth: 640 },
    { text: `Completed on ${formatLongDate(cert.completed_at)}`, y: 228, size: 14, color: MUTED },
    { text: 'Verification code', x: left, y: 128, size: 9, color: MUTED },
    { text: cert.verification_code, x: left, y: 110, size: 15, bold: true },
    { text: 'Verify this certificate at', x: left, y: 88, size: 9, color: MUTED },
    { text: site.verifyUrl, x: left, y: 72, size: 10, minSize: 6, maxWidth: 520, color: BRAND_STRONG },
    { text: 'Scan to verify', centre: qr.x + qr.size / 2, y: 50, size: 8, color: MUTED },
  ];
  const faces = certificateFaces();
  const embedded = await embedFaces(doc, faces, lines);
  const page = doc.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  page.drawLine({
    start: { x: WIDTH / 2 - 30, y: 486 },
    end: { x: WIDTH / 2 + 30, y: 486 },
    thickness: 2,
    color: BRAND,
  });
  page.drawLine({
    start: { x: WIDTH / 2 - 240, y: 330 },
    end: { x: WIDTH / 2 + 240, y: 330 },
    thickness: 0.75,
    color: RULE,
  });
  drawQr(page, site.verifyUrl, qr);
  for (const line of lines) drawLine(page, faces, embedded, line);

  return doc.save();
}
