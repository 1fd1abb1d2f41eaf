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
  // The server's clock: it stands still unless a test moves it (the schema cache's reload throttle reads it).
  let clock = 0;
  beforeAll(async () => {
    f = await startFixtureServer(backend, { now: () => clock });
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

  it('picks up a table created after the first request once the miss throttle allows (schema cache reload)', async () => {
    expect((await send(f, { url: '/t_books?select=id&limit=1' })).status).toBe(200);
    await f.t.db.exec(`create table public.t_late (id int primary key); grant select on public.t_late to anon; insert into public.t_late values (7);`);
    // Misses reload the cache at most every 2 s (unknown names cannot hammer the catalog).
    expect((await send(f, { url: '/t_late' })).status).toBe(404);
    clock += 1_999;
    expect((await send(f, { url: '/t_late' })).status).toBe(404);
    clock += 1;
    const res = await send(f, { url: '/t_late' });
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text)).toEqual([{ id: 7 }]);
  });

  if (backend === 'postgres') {
    it("reloads the schema cache on NOTIFY pgrst, 'reload schema'", async () => {
      // The clock stands still, so a miss never reloads: only the notification can explain success. It is
      // sent once the server's listener is listening; then the table is asked for until it appears (a
      // bounded number of tries: a client has no event to wait for).
      const listeners = async () =>
        (await f.t.db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'listen pgrst'`)).rows[0]?.n ?? 0;
      for (let i = 0; i < 1_000 && (await listeners()) === 0; i++);
      expect(await listeners()).toBe(1);
      await f.t.db.exec(`create table public.t_notified (id int); grant select on public.t_notified to anon;`);
      expect((await send(f, { url: '/t_notified' })).status).toBe(404);
      await f.t.db.exec(`notify pgrst, 'reload schema'`);
      let status = 404;
      for (let i = 0; i < 1_000 && status !== 200; i++) status = (await send(f, { url: '/t_notified' })).status;
      expect(status).toBe(200);
    });

    it('sets each role’s statement timeout: anon 3 s, authenticated 8 s', async () => {
      await f.t.db.exec(`create function public.t_statement_timeout() returns text language sql stable as $$ select current_setting('statement_timeout') $$;
        grant execute on function public.t_statement_timeout() to anon, authenticated;`);
      clock += 2_000; // the function is new: the next miss may reload the schema cache
      const timeout = async (as: 'anon' | 'user') =>
        JSON.parse((await send(f, { method: 'POST', url: '/rpc/t_statement_timeout', as, body: {} })).text) as unknown;
      expect(await timeout('anon')).toBe('3s');
      expect(await timeout('user')).toBe('8s');
    });
  }

  // How long each role may run is checked above from the setting itself; these show it is enforced.
  if (backend === 'postgres') it('cancels a slow statement for anon with PostgREST’s error JSON', async () => {
    const res = await send(f, { method: 'POST', url: '/rpc/t_slow', body: { seconds: 6 } });
    expect(res.status, res.text).toBe(500);
    expect(JSON.parse(res.text)).toEqual({ code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null });
    // The connection is healthy afterwards.
    expect((await send(f, { url: '/t_books?select=id&limit=1' })).status).toBe(200);
  }, 20_000);

  if (backend === 'postgres') it('lets an authenticated call run past 3 s (its limit is 8 s)', async () => {
    const res = await send(f, { method: 'POST', url: '/rpc/t_slow', as: 'user', body: { seconds: 3.5 } });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('1');
  }, 20_000);
});
