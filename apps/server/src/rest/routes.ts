import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** PostgREST-compatible /rest/v1 (issue: Data API). */
export function restRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  app.all('*', (c) => c.json({ code: 'PGRST125', message: 'Invalid path specified in request URL', details: null, hint: null }, 404));
  return app;
}
