import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { invalidateOnWrites, type WritesEnv } from './invalidate-on-writes.ts';

/**
 * A stand-in table endpoint that answers `x-status` with `x-applied` as its Preference-Applied header and,
 * as rest/routes.ts does, says how many rows the write changed (`x-rows`).
 */
function appCounting() {
  let invalidations = 0;
  const app = new Hono<WritesEnv>();
  app.use(
    '/t',
    invalidateOnWrites(() => {
      invalidations += 1;
    }),
  );
  app.all('/t', (c) => {
    const applied = c.req.header('x-applied');
    if (applied) c.header('Preference-Applied', applied);
    const rows = c.req.header('x-rows');
    if (rows !== undefined) c.set('rowsWritten', Number(rows));
    return c.body(null, Number(c.req.header('x-status') ?? 204) as 200);
  });
  return { app, count: () => invalidations };
}

describe('invalidateOnWrites', () => {
  it('invalidates after a successful write, not after a read, a refusal or a rolled-back write', async () => {
    const { app, count } = appCounting();
    await app.request('/t', { method: 'PATCH' });
    expect(count()).toBe(1);
    await app.request('/t', { method: 'GET', headers: { 'x-status': '200' } });
    await app.request('/t', { method: 'POST', headers: { 'x-status': '409' } });
    await app.request('/t', { method: 'DELETE', headers: { 'x-applied': 'return=minimal, tx=rollback' } });
    expect(count()).toBe(1);
    await app.request('/t', { method: 'POST', headers: { 'x-status': '201', 'x-applied': 'tx=commit' } });
    expect(count()).toBe(2);
  });

  it('does not invalidate after a write that changed no row', async () => {
    const { app, count } = appCounting();
    await app.request('/t', { method: 'PATCH', headers: { 'x-rows': '0' } });
    await app.request('/t', { method: 'DELETE', headers: { 'x-rows': '0', 'x-status': '200' } });
    expect(count()).toBe(0);
    await app.request('/t', { method: 'PATCH', headers: { 'x-rows': '1' } });
    expect(count()).toBe(1);
  });
});
