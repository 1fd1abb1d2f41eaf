import { Hono } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import type { WritesEnv } from '../http/settle-writes.ts';
import type { RestApi } from './api.ts';
import { bodyText } from './request/body.ts';

/** PostgREST-compatible /rest/v1 (issue: Data API): Hono's adapter to the pipeline (api.ts). */
export function restRoutes(api: RestApi, trustProxy: number): Hono<WritesEnv> {
  const app = new Hono<WritesEnv>();
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
      body: async () => bodyText(new Uint8Array(await c.req.arrayBuffer())),
    });
    // For http/settle-writes.ts: a write that changed no row announced nothing, so its answer need not wait.
    if (reply.rowsWritten !== undefined) c.set('rowsWritten', reply.rowsWritten);
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  });
  return app;
}
