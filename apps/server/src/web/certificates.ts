// Certificates in public (issue 12): `GET /certificates/{code}.pdf` renders the certificate as a PDF, and
// `/certificates/{code}` (the app's verification page) answers 404 when no certificate has the code. Both
// read as `anon` through verify_certificate(), so the database decides what a visitor may see — exactly the
// facts the public page shows (name, course, dates, code; never an e-mail).
//
// A revoked certificate (issue 25) keeps its page — a 200 that says "revoked" with the date — but its PDF is
// refused (410, a JSON message naming the date): a file stating a certificate that no longer holds is never
// handed out. So the PDF of a valid certificate is cached only with revalidation (`no-cache` and its ETag):
// a revalidation costs no drawing (304), and a revocation takes effect at once.
import { Hono, type Context } from 'hono';
import type { Config } from '../config.ts';
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';
import type { CertificateFacts } from './certificate-pdf.ts';
import { certificatePdfs } from './certificate-pdf-cache.ts';
import { formatLongDate } from '@advisory/site/dates';

// The shape issue_certificate() writes (the certificates_verification_code_format constraint), in either
// case: verify_certificate() upper-cases. Anything else names no certificate and costs no query.
const CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i;
const PDF_SUFFIX = '.pdf';

/** The certificate with this code, read as a visitor; null for a malformed or unknown code. */
export async function findCertificate(db: Database, code: string): Promise<CertificateFacts | null> {
  if (!CODE.test(code)) return null;
  return withRequest(
    db,
    { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: `/certificates/${code}` },
    async (tx) => {
      const { rows } = await tx.query<CertificateFacts>(
        `select verification_code, recipient_name, course_name, completed_at, issued_at, revoked_at
           from public.verify_certificate($1)`,
        [code],
      );
      return rows[0] ?? null;
    },
  );
}

/** Where a certificate is verified: the public page, on SITE_URL (printed on the PDF and in its QR code). */
export function verificationUrl(siteUrl: string, code: string): string {
  return `${siteUrl}/certificates/${encodeURIComponent(code)}`;
}

function notFound(c: Context) {
  // A code may be issued later (or a typo fixed): never cache the miss.
  c.header('Cache-Control', 'no-store');
  return c.json(
    { code: 'certificate_not_found', message: 'No certificate has this verification code.' },
    404,
  );
}

function revoked(c: Context, revokedAt: Date) {
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      code: 'certificate_revoked',
      message: `This certificate was revoked on ${formatLongDate(revokedAt)}; its PDF is no longer available.`,
    },
    410,
  );
}

export function certificateRoutes(
  db: Database,
  config: Pick<Config, 'siteUrl' | 'siteName'>,
  logger: Logger,
): Hono {
  const app = new Hono();
  const pdfs = certificatePdfs();

  app.get('/certificates/:file', async (c, next) => {
    const file = c.req.param('file');
    if (!file.toLowerCase().endsWith(PDF_SUFFIX)) {
      // The verification page itself is the app's (the SPA host renders it); only its status is ours, so
      // that an unknown code is a real 404 for crawlers and link checkers, not a soft one.
      await next();
      if (c.res.status !== 200) return;
      try {
        if ((await findCertificate(db, file)) === null) {
          c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
        }
      } catch (err) {
        // The page still works (it reads the certificate itself); only the status is lost.
        logger.warn({ err }, 'could not look up the certificate for the page status');
      }
      return;
    }

    const cert = await findCertificate(db, file.slice(0, -PDF_SUFFIX.length));
    if (!cert) return notFound(c);
    if (cert.revoked_at) return revoked(c, cert.revoked_at);
    const code = cert.verification_code;
    const drawn = pdfs.get(cert, {
      siteName: config.siteName,
      verifyUrl: verificationUrl(config.siteUrl, code),
    });
    // The facts never change once issued, but the certificate may be revoked: caches keep the PDF only
    // with a revalidation each time (a 304 costs no drawing), so a revoked one is refused at once.
    c.header('Cache-Control', 'public, no-cache');
    c.header('ETag', drawn.etag);
    if (c.req.header('If-None-Match') === drawn.etag) return c.body(null, 304);

    const pdf = await drawn.pdf();
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="certificate-${code}.pdf"`);
    return c.body(pdf.slice().buffer);
  });
  return app;
}
