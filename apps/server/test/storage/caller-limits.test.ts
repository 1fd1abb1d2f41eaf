// Storage requests run as the caller with the data API's limits (storage/context.ts callerContext): the role's
// statement timeout (anon 3 s, authenticated 8 s; PostgreSQL's statement_timeout, PGlite's transaction deadline),
// answered as Supabase Storage's DatabaseTimeout rather than a 500; and the client's IP as PGlite's turn key.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps.ts';
import { callerContext, type StorageCtx } from '../../src/storage/context.ts';
import { backends } from '../support/backends.ts';
import { startStorageServer, type StorageTestServer } from './support.ts';

describe.each(backends)('storage caller limits on %s', (backend) => {
  let t: StorageTestServer;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    await t.admin().storage.createBucket('slow', { public: true });
    expect(
      (await t.admin().storage.from('slow').upload('f.txt', 'x', { contentType: 'text/plain' })).error,
    ).toBeNull();
    // Reading this bucket's rows as anon takes longer than anon's 3 s statement timeout.
    await t.db.query(
      `create policy "slow: anon waits" on storage.objects for select to anon
       using (bucket_id = 'slow' and (select true from pg_sleep(3.5)))`,
    );
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('stops an anon request at anon’s statement timeout and answers DatabaseTimeout', async () => {
    const res = await fetch(`${t.url}/storage/v1/object/info/slow/f.txt`, {
      headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}` },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      statusCode: '544',
      error: 'DatabaseTimeout',
      code: 'DatabaseTimeout',
      message: 'Timeout while querying the database',
    });
    // The server is still serving (PGlite's connection was reopened after the deadline).
    const again = await fetch(t.admin().storage.from('slow').getPublicUrl('f.txt').data.publicUrl);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('x');
  });
});

describe('storage callerContext', () => {
  const ctxFor = (kind: 'pglite' | 'postgres'): StorageCtx =>
    ({
      deps: { db: { kind }, config: { trustProxy: 1, dbStatementTimeoutMs: 10_000 } } as unknown as AppDeps,
    }) as StorageCtx;
  const contextOf = async (kind: 'pglite' | 'postgres', role: 'anon' | 'authenticated' | 'service_role') => {
    const app = new Hono();
    app.get('*', (c) =>
      c.json(
        callerContext(ctxFor(kind), c, { role, claims: { role }, verified: true }, 'storage.object.info'),
      ),
    );
    const res = await app.request('/storage/v1/object/info/b/n', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    return (await res.json()) as { timeoutMs: number; client: string; settings: Record<string, string> };
  };

  it('gives each role the data API’s statement timeout and the client’s IP as its turn key', async () => {
    expect(await contextOf('pglite', 'anon')).toMatchObject({
      timeoutMs: 3000,
      client: '203.0.113.9',
      settings: { 'storage.operation': 'storage.object.info' },
    });
    expect((await contextOf('pglite', 'anon')).settings.statement_timeout).toBeUndefined();
    expect(await contextOf('postgres', 'anon')).toMatchObject({
      timeoutMs: 3000,
      settings: { statement_timeout: '3000ms' },
    });
    expect(await contextOf('postgres', 'authenticated')).toMatchObject({
      timeoutMs: 8000,
      settings: { statement_timeout: '8000ms' },
    });
    const service = await contextOf('postgres', 'service_role');
    expect(service.settings.statement_timeout).toBeUndefined();
    expect(service.timeoutMs).toBe(10_000);
  });
});
