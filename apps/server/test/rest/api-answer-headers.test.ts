// The headers every API answer carries after the middleware (CORS, request id, nosniff) on top of the handler's
// own. They are written onto the finished answer in place (http/response-header.ts) rather than through Hono's
// rebuild of the response, which must not change a single header: reads, errors, auth and preflights alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const EXPOSED =
  'Content-Encoding,Content-Location,Content-Range,Content-Type,Date,Location,Range-Unit,X-Total-Count,Link,X-Supabase-Api-Version,x-sb-error-code';

describe.each(backends)('API answer headers on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t.stop());

  const expectApiHeaders = (res: Response) => {
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe(EXPOSED);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w.-]{1,64}$/);
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  };

  it('a read keeps its own headers and body and gains the API headers', async () => {
    const res = await fetch(`${t.url}/rest/v1/blog_posts?select=slug&limit=1`, { headers: { apikey: t.anonKey, 'X-Request-Id': 'client-id.1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-range')).toMatch(/^(0-0|\*)\/\*$/);
    expect(res.headers.get('server-timing')).toBeNull(); // SERVER_TIMING_ENABLED is off by default (server-timing.test.ts)
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(await res.clone().text())));
    expect(Array.isArray(await res.json())).toBe(true);
    expectApiHeaders(res);
    expect(res.headers.get('x-request-id')).toBe('client-id.1');
  });

  it('a HEAD answers the same headers without a body', async () => {
    const res = await fetch(`${t.url}/rest/v1/blog_posts?select=slug`, { method: 'HEAD', headers: { apikey: t.anonKey } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expectApiHeaders(res);
  });

  it('an error answer (401 without an apikey, 404 of an unknown table) carries them too', async () => {
    const noKey = await fetch(`${t.url}/rest/v1/blog_posts`);
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { code: string }).code).toBe('PGRST301');
    expectApiHeaders(noKey);
    const unknown = await fetch(`${t.url}/rest/v1/no_such_table`, { headers: { apikey: t.anonKey } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('proxy-status')).toBe('PostgREST; error=PGRST205');
    expectApiHeaders(unknown);
  });

  it('a write and an auth answer carry them', async () => {
    const write = await fetch(`${t.url}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x', slug: 'x' }),
    });
    expect(write.status).toBe(401);
    expectApiHeaders(write);
    const settings = await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } });
    expect(settings.status).toBe(200);
    expectApiHeaders(settings);
  });

  it('a preflight is still answered by the CORS middleware alone', async () => {
    const res = await fetch(`${t.url}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey, range' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toContain('accept-profile');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
    expect(res.headers.get('access-control-expose-headers')).toBe(EXPOSED);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w.-]{1,64}$/);
  });
});
