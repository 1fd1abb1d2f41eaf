import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';

/** GoTrue-compatible /auth/v1 (issue: Auth). Endpoints are added here, one handler file per endpoint. */
export function authRoutes(_deps: AppDeps): Hono {
  const app = new Hono();
  app.all('*', (c) => c.json({ code: 'not_found', message: 'Not found' }, 404));
  return app;
}
