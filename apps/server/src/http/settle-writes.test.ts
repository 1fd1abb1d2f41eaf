import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { settleWrites, type WritesEnv } from './settle-writes.ts';

/**
 * A stand-in table endpoint that answers `x-status` with `x-applied` as its Preference-Applied header and,
 * as rest/routes.ts does, says how many rows the write changed (`x-rows`). Each settle is held until the test
 * lets it go.
 */
function appSettling() {
  const held: (() => void)[] = [];
  let asked = () => {};
  /** Resolves when the next settle is asked for. */
  const nextAsk = () => new Promise<void>((resolve) => (asked = resolve));
  const app = new Hono<WritesEnv>();
  app.use(
    '/t',
    settleWrites(
      () =>
        new Promise<void>((resolve) => {
          held.push(resolve);
          asked();
        }),
    ),
  );
  app.all('/t', (c) => {
    const applied = c.req.header('x-applied');
    if (applied) c.header('Preference-Applied', applied);
    const rows = c.req.header('x-rows');
    if (rows !== undefined) c.set('rowsWritten', Number(rows));
    return c.body(null, Number(c.req.header('x-status') ?? 204) as 200);
  });
  /** Lets every held settle go. */
  const release = () => held.splice(0).forEach((r) => r());
  return { app, held, release, nextAsk };
}

describe('settleWrites', () => {
  it('holds the answer to a successful write until its changes are settled', async () => {
    const { app, held, release, nextAsk } = appSettling();
    const ask = nextAsk();
    let answered = false;
    const res = Promise.resolve(app.request('/t', { method: 'PATCH' })).then((r) => {
      answered = true;
      return r;
    });
    // The settle is asked for (the write has run) and the answer waits for it.
    await ask;
    expect(held).toHaveLength(1);
    expect(answered).toBe(false);
    release();
    expect((await res).status).toBe(204);
  });

  it('does not wait after a read, a refusal, a rolled-back write or one that changed no row', async () => {
    const { app, held } = appSettling();
    await app.request('/t', { method: 'GET', headers: { 'x-status': '200' } });
    await app.request('/t', { method: 'POST', headers: { 'x-status': '409' } });
    await app.request('/t', { method: 'DELETE', headers: { 'x-applied': 'return=minimal, tx=rollback' } });
    await app.request('/t', { method: 'PATCH', headers: { 'x-rows': '0' } });
    await app.request('/t', { method: 'DELETE', headers: { 'x-rows': '0', 'x-status': '200' } });
    expect(held).toHaveLength(0);
  });
});
