import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { startTestServer, type TestServer } from '../../test/support/test-server.ts';

describe.each(backends)('HTTP skeleton on %s', (backend) => {
  let t: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body>app</body></html>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    t = await startTestServer(backend, {}, { webDist: dist });
  });
  afterAll(async () => {
    await t.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /healthz with the database version', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string; version: string };
    expect(body).toMatchObject({ status: 'ok', database: backend });
    expect(body.version).toMatch(/^PostgreSQL \d+/);
  });

  it('serves the SPA with history fallback and the public config, never the service key', async () => {
    const res = await fetch(`${t.url}/admin/some/deep/route`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<body>app</body>');
    expect(html).toContain(`"anonKey":"${t.anonKey}"`);
    expect(html).not.toContain(t.serviceKey);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the page itself at / and /index.html, never the build directory as a download', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain(`"anonKey":"${t.anonKey}"`);
    }
  });

  it('compresses the page for a browser that accepts gzip', async () => {
    const res = await fetch(`${t.url}/about`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('<body>app</body>');
  });

  it('sends the precompressed brotli file to a browser that accepts it', async () => {
    const res = await fetch(`${t.url}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toBe('console.log(1)'); // fetch decodes br
  });

  it('API answers carry nosniff but not the page headers (CSP is for pages)', async () => {
    const res = await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('caches hashed assets for a year', async () => {
    const res = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a CORS preflight on the APIs as Supabase does', async () => {
    const res = await fetch(`${t.url}/rest/v1/anything`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
    const get = await fetch(`${t.url}/healthz`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  // One connection per request (no keep-alive): the server may close a connection after refusing a body.
  function rawRequest(
    path: string,
    opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; body: string }> {
    const url = new URL(`${t.url}${path}`);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, method: opts.method ?? 'GET', headers: opts.headers, agent: false },
        (res) => {
          let data = '';
          res.on('data', (c: Buffer) => (data += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
        },
      );
      req.on('error', reject);
      req.end(opts.body);
    });
  }
  const json = { 'Content-Type': 'application/json' };

  it('rejects an API body over 100 KB with 413 JSON', async () => {
    const res = await rawRequest('/auth/v1/signup', {
      method: 'POST',
      headers: { ...json, apikey: t.anonKey },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(120 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'request_too_large' });
  });

  it('allows up to 2 MB where a post is saved', async () => {
    const res = await rawRequest('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { ...json, apikey: t.anonKey },
      body: JSON.stringify({ content: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).not.toBe(413);
    const tooBig = await rawRequest('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { ...json, apikey: t.anonKey },
      body: JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024 + 10) }),
    });
    expect(tooBig.status).toBe(413);
  });

  it('rejects headers over 16 KiB with 431 JSON', async () => {
    const res = await rawRequest('/healthz', { headers: { 'X-Big': 'y'.repeat(20 * 1024) } });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'request_header_fields_too_large' });
  });

  it('answers /healthz with 503 once the database is gone', async () => {
    await t.db.close();
    const res = await rawRequest('/healthz');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'unavailable' });
  });
});
