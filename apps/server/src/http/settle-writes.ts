import type { MiddlewareHandler } from 'hono';

/** What the data API's Hono adapter (rest/routes.ts) tells the middleware around it about a write. */
export type WritesEnv = { Variables: { rowsWritten?: number } };

/**
 * Around the data API: after a write that changed rows, the answer waits for `settle` — until the database's
 * announcement of the change (NOTIFY site_changed, db/site-changes.ts) has dropped this process's copies — so the
 * caller's next request sees its own write. The drops themselves come only from the announcement; this waits for
 * it. Not after a read, a refused write, a write rolled back (`Prefer: tx=rollback`, applied as the answer's
 * Preference-Applied says), nor one that changed no row (an empty PATCH, a PATCH or DELETE matching nothing),
 * which announced nothing.
 */
export function settleWrites(settle: () => Promise<void>): MiddlewareHandler<WritesEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    if (/\btx=rollback\b/.test(c.res.headers.get('Preference-Applied') ?? '')) return;
    // Unknown (an answer that did not say, an RPC) counts as changed: waiting costs one fence at most.
    if (c.get('rowsWritten') === 0) return;
    await settle();
  };
}
