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

const base = secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false });

export const storageSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await base(c, next);
  setResponseHeader(c, 'Content-Security-Policy', STORED_FILE_CSP);
};
