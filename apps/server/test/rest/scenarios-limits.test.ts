// Safety limits of /rest/v1: the max-rows cap (1,000, also for limit=all and big limits), per-role statement
// timeouts on PostgreSQL (a slow function is cancelled for anon, allowed longer for authenticated), and
// the schema cache picking up a table created after the first request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, send, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const scenarios: Scenario[] = [
  { name: 'limit=all is capped at 1000 rows', url: '/t_reviews?select=id&limit=all', headers: { Prefer: 'count=exact' }, status: 206, resHeaders: { 'content-range': '0-999/1203' } },
  { name: 'no limit is capped at 1000 rows', url: '/t_reviews?select=id', status: 200, resHeaders: { 'content-range': '0-999/*' } },
  { name: 'a huge limit is capped too', url: '/t_reviews?select=id&limit=50000&offset=1000', status: 200, resHeaders: { 'content-range': '1000-1202/*' } },
  { name: 'an invalid limit is a 400, not a way around the cap', url: '/t_reviews?select=id&limit=1e9', status: 400, has: ['PGRST100'] },
];

describe.each(backends)('/rest/v1 limits on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    await f.t.db.query(`insert into public.t_reviews (book_id, stars) select 1 + g % 3, 1 + g % 5 from generate_series(1, 1200) g`);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);

  // PGlite ignores statement_timeout (its defence is the max-rows cap), so these run on PostgreSQL only.
  it('a repeated read reuses its built plan but never its data, and runs with the caller’s own role', async () => {
    const url = '/t_notes?select=body&order=id';
    const anon1 = JSON.parse((await send(f, { url })).text) as unknown[];
    const user = JSON.parse((await send(f, { url, as: 'user' })).text) as unknown[];
    await f.t.db.query(`insert into public.t_notes (owner, body, is_public) values ($1, 'later', true)`, ['33333333-3333-3333-3333-333333333333']);
    const anon2 = JSON.parse((await send(f, { url })).text) as unknown[];
    expect(anon1).toEqual([{ body: 'mine and public' }]);
    expect(user).toEqual([{ body: 'mine and public' }, { body: 'mine and private' }]);
    expect(anon2).toEqual([{ body: 'mine and public' }, { body: 'later' }]);
  });

  it('picks up a table created after the first request (schema cache reload)', async () => {
    expect((await send(f, { url: '/t_books?select=id&limit=1' })).status).toBe(200);
    await f.t.db.exec(`create table public.t_late (id int primary key); grant select on public.t_late to anon; insert into public.t_late values (7);`);
    // Misses reload the cache at most every 2 s (unknown names cannot hammer the catalog).
    await new Promise((r) => setTimeout(r, 2100));
    const res = await send(f, { url: '/t_late' });
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text)).toEqual([{ id: 7 }]);
  });

  if (backend === 'postgres') {
    it("reloads the schema cache on NOTIFY pgrst, 'reload schema'", async () => {
      // Right after a load, a miss does not reload (throttled): only the notification can explain success.
      await send(f, { url: '/t_nope_yet' });
      await f.t.db.exec(`create table public.t_notified (id int); grant select on public.t_notified to anon; notify pgrst, 'reload schema';`);
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await send(f, { url: '/t_notified' })).status;
      }
      expect(status).toBe(200);
    });
  }

  if (backend === 'postgres') it('cancels a slow statement for anon after 3 s with PostgREST’s error JSON', async () => {
    const started = Date.now();
    const res = await send(f, { method: 'POST', url: '/rpc/t_slow', body: { seconds: 6 } });
    const elapsed = Date.now() - started;
    expect(res.status, res.text).toBe(500);
    expect(JSON.parse(res.text)).toEqual({ code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null });
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(5500);
    // The connection is healthy afterwards.
    expect((await send(f, { url: '/t_books?select=id&limit=1' })).status).toBe(200);
  }, 20_000);

  if (backend === 'postgres') it('lets an authenticated call run past 3 s (its limit is 8 s)', async () => {
    const res = await send(f, { method: 'POST', url: '/rpc/t_slow', as: 'user', body: { seconds: 3.5 } });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('1');
  }, 20_000);
});
