import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { clientIp, headersForSql } from '../http/client-ip.ts';
import { RestHandler } from './handler.ts';
import { SchemaCacheHolder } from './schema-cache/cache.ts';
import { listenForReload } from './schema-cache/listen.ts';

/** PostgREST-compatible /rest/v1 (issue: Data API). */
export function restRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const cache = new SchemaCacheHolder(deps.db);
  const handler = new RestHandler(deps, cache);
  if (deps.db.kind === 'postgres' && deps.config.databaseUrl) listenForReload(deps.config.databaseUrl, cache, deps.logger);
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const prefix = url.pathname.indexOf('/rest/v1');
    const path = prefix >= 0 ? url.pathname.slice(prefix + '/rest/v1'.length) : url.pathname;
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    // SQL's request.headers carry the real client IP, never the client's own X-Forwarded-For (per-IP limits).
    const sqlHeaders = headersForSql(headers, clientIp(c, deps.config.trustProxy));
    const reply = await handler.handle({ method: c.req.method, path, query: url.search.slice(1), headers: sqlHeaders, body: () => c.req.text() });
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  });
  return app;
}
