// Server-Timing on API answers is PostgREST's server-timing-enabled: off by default (no header, no work to build
// it), and with SERVER_TIMING_ENABLED=true each answer names its stages — reads (the direct node:http path and its
// cached repeat), errors and writes (the Hono path) alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const READ = '/rest/v1/blog_posts?select=slug&limit=1';

async function answers(t: TestServer): Promise<Record<'first' | 'repeat' | 'error' | 'write', string | null>> {
  const headers = { apikey: t.anonKey };
  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${t.url}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
    await res.arrayBuffer();
    return res.headers.get('server-timing');
  };
  return {
    first: await get(READ),
    repeat: await get(READ),
    error: await get('/rest/v1/no_such_table'),
    write: await get('/rest/v1/contact_requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
  };
}

describe.each(backends)('Server-Timing on %s', (backend) => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    off = await startTestServer(backend);
    on = await startTestServer(backend, { SERVER_TIMING_ENABLED: 'true' });
  });
  afterAll(async () => {
    await off.stop();
    await on.stop();
  });

  it('is not sent by default', async () => {
    expect(await answers(off)).toEqual({ first: null, repeat: null, error: null, write: null });
  });

  it('names each stage when SERVER_TIMING_ENABLED=true', async () => {
    const got = await answers(on);
    const dur = (stages: string[]) => new RegExp(`^${stages.map((s) => `${s};dur=\\d+\\.\\d`).join(', ')}$`);
    expect(got.first).toMatch(dur(['jwt', 'parse', 'plan', 'transaction', 'response']));
    // The repeat is the cached read: parse and plan are one step.
    expect(got.repeat).toMatch(dur(['jwt', 'plan', 'transaction', 'response']));
    expect(got.error).toMatch(/^jwt;dur=\d+\.\d/);
    expect(got.write).toMatch(/^jwt;dur=\d+\.\d/);
  });
});
