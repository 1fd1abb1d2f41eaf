import type { Context } from 'hono';

/**
 * Sets a header on the finished response in place. Hono's `c.header()` after the handler (and its CORS
 * middleware, which prepares headers before it) rebuilds the response as a full fetch Response with a
 * streamed body, a large share of a small API answer's cost; the answer's own headers are mutable, so set
 * them there. A response with immutable headers (e.g. Response.redirect) still goes through c.header.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** JSON API answers carry nosniff alone of the security headers (pages get the full set, app.ts). */
export const API_NOSNIFF = { name: 'X-Content-Type-Options', value: 'nosniff' } as const;
