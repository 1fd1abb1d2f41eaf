// The certificate PDF itself: what is painted on the page (decoded from its content stream), the page
// size, the QR code as the matrix of the verification URL, dates in UTC, and the same bytes for the same
// certificate.
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import {
  charactersWithoutOutline,
  embeddedFonts,
  pdfToText,
  readPdfPages,
} from '../../test/support/pdf-text.ts';
import { qrRuns, renderCertificatePdf, type CertificateFacts } from './certificate-pdf.ts';
import { formatLongDate } from '@advisory/site/dates';

const CERT: CertificateFacts = {
  verification_code: 'AB12-CD34-EF56',
  recipient_name: 'Ada Lovelace',
  course_name: 'Bitcoin Fundamentals',
  completed_at: new Date('2026-01-05T23:30:00Z'),
  issued_at: new Date('2026-01-06T10:00:00Z'),
};
const SITE = {
  siteName: 'Bitcoin Advisory',
  verifyUrl: 'https://advisory.example/certificates/AB12-CD34-EF56',
};

describe('formatLongDate', () => {
  it("is SPEC §9's 'MMMM dd, yyyy' on the UTC day, whatever the server's time zone", () => {
    expect(formatLongDate(new Date('2026-01-05T23:30:00Z'))).toBe('January 05, 2026');
    expect(formatLongDate(new Date('2026-11-23T00:00:00Z'))).toBe('November 23, 2026');
  });
});

describe('qrRuns', () => {
  it('covers exactly the dark modules of the URL’s QR code', () => {
    const { modules } = QRCode.create(SITE.verifyUrl, { errorCorrectionLevel: 'M' });
    const { size, runs } = qrRuns(SITE.verifyUrl);
    expect(size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const run of runs) {
      for (let i = 0; i < run.length; i += 1) drawn.add(`${run.row},${run.col + i}`);
    }
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        expect(drawn.has(`${row},${col}`), `module ${row},${col}`).toBe(modules.get(row, col) === 1);
      }
    }
  });
});

describe('renderCertificatePdf', () => {
  it('is an A4 landscape page with the site, title, name, course, date, code and URL painted on it', async () => {
    const bytes = await renderCertificatePdf(CERT, SITE);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pages = await readPdfPages(bytes);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page?.width).toBeCloseTo(841.89, 1);
    expect(page?.height).toBeCloseTo(595.28, 1);
    expect(page?.texts).toEqual([
      'BITCOIN ADVISORY',
      'Certificate of Completion',
      'This is to certify that',
      'Ada Lovelace',
      'has successfully completed the course',
      'Bitcoin Fundamentals',
      'Completed on January 05, 2026',
      'Verification code',
      'AB12-CD34-EF56',
      'Verify this certificate at',
      SITE.verifyUrl,
      'Scan to verify',
    ]);
  });

  it('draws the QR code as one filled rectangle per run of dark modules (the only filled paths)', async () => {
    const [page] = await readPdfPages(await renderCertificatePdf(CERT, SITE));
    const fills = page?.operators.match(/^f$/gm) ?? [];
    expect(fills).toHaveLength(qrRuns(SITE.verifyUrl).runs.length);
  });

  it('draws "Zoë Łukasiewicz 王小明" as it is: Latin from Noto Sans, the ideographs from Noto Sans SC', async () => {
    const cert = {
      ...CERT,
      recipient_name: 'Zoë Łukasiewicz 王小明',
      course_name: 'Ελληνικά и русский 日本語コース',
    };
    const bytes = await renderCertificatePdf(cert, SITE);
    const [page] = await readPdfPages(bytes);
    expect(page?.texts).toContain('Zoë Łukasiewicz ');
    expect(page?.texts).toContain('王小明');
    expect(page?.texts).toContain('Ελληνικά и русский ');
    expect(page?.texts).toContain('日本語コース');
    // Read back by poppler, as a person's PDF viewer would: the name is one line, exactly as stored.
    const lines = pdfToText(bytes)
      .split('\n')
      .map((l) => l.trim());
    expect(lines).toContain('Zoë Łukasiewicz 王小明');
    expect(lines).toContain('Ελληνικά и русский 日本語コース');
    expect(await embeddedFonts(bytes)).toEqual([
      'CRTAAA+NotoSans-Regular',
      'CRTAAC+NotoSans-Bold',
      'CRTAAD+NotoSansSC-Bold',
    ]);
    // Every glyph the page draws has its outline in the embedded subset (a broken subsetter extracts the
    // right text but draws blanks: pdf-lib's own fork of fontkit lost most letters of these fonts).
    expect(await charactersWithoutOutline(bytes)).toEqual([]);
  });

  it('embeds only subsets, and no CJK face when no text needs one', async () => {
    const bytes = await renderCertificatePdf(CERT, SITE);
    expect(await embeddedFonts(bytes)).toEqual(['CRTAAA+NotoSans-Regular', 'CRTAAC+NotoSans-Bold']);
    // Two subsets of a few dozen glyphs, not the fonts (≈ 630 KB each; the CJK ones 10 MB).
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('what no face has is transliterated or replaced, never a missing glyph', async () => {
    const cert = { ...CERT, recipient_name: 'Ana 🚀 김\u0007', course_name: 'Course كريم' };
    const [page] = await readPdfPages(await renderCertificatePdf(cert, SITE));
    expect(page?.texts).toContain('Ana ? ??');
    expect(page?.texts).toContain('Course ????');
  });

  it('a very long name is fitted on its line, not overflowing the page', async () => {
    const name = 'Maximiliana Wilhelmina Augusta Theodora von Hohenzollern-Sigmaringen '.repeat(4).trim();
    const [page] = await readPdfPages(await renderCertificatePdf({ ...CERT, recipient_name: name }, SITE));
    const drawn = page?.texts[3] ?? '';
    expect(drawn.endsWith('…')).toBe(true);
    expect(name.startsWith(drawn.slice(0, -1))).toBe(true);
  });

  it('is dated by the certificate, not the clock: the same certificate always gives the same bytes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
      const first = await renderCertificatePdf(CERT, SITE);
      vi.setSystemTime(new Date('2031-06-15T12:34:56Z'));
      const second = await renderCertificatePdf(CERT, SITE);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
