import type { MiddlewareHandler } from 'hono';

/** What the data API's Hono adapter (rest/routes.ts) tells the middleware around it about a write. */
export type WritesEnv = { Variables: { rowsWritten?: number } };

/**
 * Around a data API table: after a write that changed rows, run `invalidate`. Not after a read, a refused
 * write, a write rolled back (`Prefer: tx=rollback`, applied as the answer's Preference-Applied says), nor
 * one that changed no row (an empty PATCH, a PATCH or DELETE matching nothing): dropping every cached page
 * for those would let anyone with the anon key make the server rebuild its pages on every request.
 */
export function invalidateOnWrites(invalidate: () => void): MiddlewareHandler<WritesEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    if (/\btx=rollback\b/.test(c.res.headers.get('Preference-Applied') ?? '')) return;
    // Unknown (an answer that did not say) counts as changed: a stale page is worse than a rebuilt one.
    if (c.get('rowsWritten') === 0) return;
    invalidate();
  };
}
