import { Hono } from 'hono';
import type { Database } from '../db/types.ts';

const HEALTH_TIMEOUT_MS = 2000;

/** /healthz: 200 with the database version when the database answers, else 503. */
export function healthRoutes(db: Database): Hono {
  const app = new Hono();
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
      });
      const { rows } = await Promise.race([
        db.query<{ version: string }>('select version() as version'),
        timeout,
      ]).finally(() => clearTimeout(timer));
      return c.json({ status: 'ok', database: db.kind, version: rows[0]?.version ?? 'unknown' });
    } catch {
      return c.json({ status: 'unavailable', database: db.kind }, 503);
    }
  });
  return app;
}
