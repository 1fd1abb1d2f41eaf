import { Hono } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import type { RestApi } from './api.ts';

/** PostgREST-compatible /rest/v1 (issue: Data API): Hono's adapter to the pipeline (api.ts). */
export function restRoutes(api: RestApi, trustProxy: boolean): Hono {
  const app = new Hono();
  app.all('*', async (c) => {
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const url = new URL(c.req.url);
    const reply = await api.answer({
      method: c.req.method,
      path: url.pathname,
      query: url.search.slice(1),
      headers,
      ip: clientIp(c, trustProxy),
      body: () => c.req.text(),
    });
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  });
  return app;
}
