// The security headers of every /storage/v1 answer. The site's pages carry a CSP that lets same-origin documents and
// scripts run (app.ts); a stored file is neither, and must never act as one, whatever type it was stored with or a
// browser guesses. So storage answers carry the pages' other headers (nosniff, frame and referrer rules, CORP) but
// their own CSP: `sandbox` opens anything shown as a document in an opaque origin with scripts, forms and plugins
// off (no access to the site's cookies or localStorage), and `default-src 'none'` loads nothing from it. An image
// still renders in an <img> of our pages: a CSP on a subresource's answer does not apply to the page embedding it.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setResponseHeader } from '../http/response-header.ts';

export const STORED_FILE_CSP = "sandbox; default-src 'none'";

// The one exception: a PDF shown inline. Chromium refuses to start its PDF viewer in a sandboxed document ("This page
// has been blocked by Chrome"; no sandbox token re-enables it) and Safari leaves some PDFs blank, so a PDF linked from
// a post would not open. Without `sandbox` it is still never a page of the site: its bytes were checked to be a PDF
// at upload (`%PDF-`), it is served as exactly `application/pdf` with `nosniff`, so no browser reads it as HTML, and
// a PDF's own scripts run inside the viewer, without the site's origin, cookies or storage.
export const INLINE_PDF_CSP = "default-src 'none'";

const base = secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false });

function inlinePdf(headers: Headers): boolean {
  return (
    headers.get('content-type') === 'application/pdf' &&
    !headers.get('content-disposition')?.startsWith('attachment')
  );
}

export const storageSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await base(c, next);
  setResponseHeader(
    c,
    'Content-Security-Policy',
    inlinePdf(c.res.headers) ? INLINE_PDF_CSP : STORED_FILE_CSP,
  );
};
