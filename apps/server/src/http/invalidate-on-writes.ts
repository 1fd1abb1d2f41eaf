import type { MiddlewareHandler } from 'hono';

/**
 * Around a data API table: after a successful write (any method but GET/HEAD), run `invalidate` — unless
 * the write was rolled back (`Prefer: tx=rollback`, applied as the answer's Preference-Applied says), which
 * changed nothing that a cache could hold.
 */
export function invalidateOnWrites(invalidate: () => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    if (/\btx=rollback\b/.test(c.res.headers.get('Preference-Applied') ?? '')) return;
    invalidate();
  };
}
