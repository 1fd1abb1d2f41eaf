import type { MiddlewareHandler } from 'hono';

/** Around a data API table: after a successful write (any method but GET/HEAD), run `invalidate`. */
export function invalidateOnWrites(invalidate: () => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) invalidate();
  };
}
