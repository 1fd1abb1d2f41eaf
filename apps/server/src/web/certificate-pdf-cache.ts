// Certificate PDFs drawn once per version (ADR 0012). Drawing one takes milliseconds of the event loop
// (pdf-lib is plain JavaScript), and anyone with a code may download it as often as they like: each
// version is drawn once, kept (at most `max`, dropped as http/keyed-cache drops entries), and a download
// meanwhile shares the drawing in flight. A version is everything drawn — the code, name, course, both
// dates, the firm's name and the verification URL (SITE_URL) — so a changed fact or setting is a new PDF
// and a new ETag, never a stale file.
import { createHash } from 'node:crypto';
import { keyedCache } from '../http/keyed-cache.ts';
import { renderCertificatePdf, type CertificateFacts, type PdfSite } from './certificate-pdf.ts';

export type RenderPdf = (cert: CertificateFacts, site: PdfSite) => Promise<Uint8Array>;

export interface CertificatePdf {
  /** A strong validator naming the version (a hash of everything drawn), known before any drawing. */
  etag: string;
  pdf(): Promise<Uint8Array>;
}

export interface CertificatePdfs {
  get(cert: CertificateFacts, site: PdfSite): CertificatePdf;
}

/** PDFs kept: a few KB each; the certificates being downloaded now are the ones worth keeping. */
const KEEP = 128;

export function certificatePdfs(render: RenderPdf = renderCertificatePdf, max = KEEP): CertificatePdfs {
  // Kept for ever: a version's bytes never change (the PDF is dated by the certificate, not the clock).
  const pdfs = keyedCache<Uint8Array>(Number.POSITIVE_INFINITY, max);
  return {
    get(cert, site) {
      const key = JSON.stringify([
        cert.verification_code,
        cert.recipient_name,
        cert.course_name,
        cert.completed_at.toISOString(),
        cert.issued_at.toISOString(),
        site.siteName,
        site.verifyUrl,
      ]);
      const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
      return { etag, pdf: () => pdfs.get(key, () => render(cert, site)) };
    },
  };
}
