import { Hono } from 'hono';
import type { Database } from '../db/types.ts';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

// Under a second, so a load balancer's 1 s probe gets an answer (503 rather than nothing) when the database hangs.
const HEALTH_TIMEOUT_MS = 900;

/**
 * /healthz: 200 with the database version when the database can serve requests, else 503. db.ping() does not
 * queue behind a long PGlite transaction (that one is bounded by the statement deadline).
 */
export function healthRoutes(db: Database): Hono {
  const app = new Hono();
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
      });
      const { version } = await Promise.race([db.ping(), timeout]).finally(() => clearTimeout(timer));
      return c.json({ status: 'ok', database: db.kind, version });
    } catch {
      // A stopped, restarting or unreachable database: 503 until it answers again (the pool reconnects by itself).
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ status: 'unavailable', database: db.kind }, 503);
    }
  });
  return app;
}
