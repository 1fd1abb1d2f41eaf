// Two server processes on one PostgreSQL (issue 28): each writes only the views it received, so the stored
// total is exactly the requests sent (nothing counted twice, nothing lost), and both hash with the one salt of
// the day — the same browser is the same visitor whichever process it reached. PostgreSQL only: with PGlite one
// process owns the database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.ts';
import { describeOnPostgres } from '../support/postgres-only.ts';
import { testConfig, type TestServer } from '../support/test-server.ts';
import { PLAIN_INDEX, startWebHost } from '../support/web-host.ts';
import { writeWebRoutes } from '../support/web-routes.ts';
import { ANALYTICS_ENV, browser, headersOf, storedViews } from './support.ts';

describeOnPostgres('page views in two processes on one %s', () => {
  let a: TestServer;
  let b: RunningServer;
  let dist = '';
  const waiting: { table: string; resolve: () => void }[] = [];
  /** Resolves when B has dropped its copies for `table` (NOTIFY site_changed). */
  const changeOn = (table: string) => new Promise<void>((resolve) => waiting.push({ table, resolve }));

  beforeAll(async () => {
    a = await startWebHost('postgres', ANALYTICS_ENV);
    dist = mkdtempSync(join(tmpdir(), 'dist-b-'));
    writeFileSync(join(dist, 'index.html'), PLAIN_INDEX);
    writeWebRoutes(dist);
    b = await startServer(testConfig({ ...ANALYTICS_ENV, DATABASE_URL: a.config.databaseUrl! }), {
      webDist: dist,
      onSiteChange: (table) => {
        for (const w of waiting.splice(0)) {
          if (w.table === table) w.resolve();
          else waiting.push(w);
        }
      },
    });
  });
  afterAll(async () => {
    await b?.close(1000);
    await a?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('stores exactly the views each received, hashed with one shared salt', async () => {
    const browsers = Array.from({ length: 6 }, () => browser());
    const sent: Promise<Response>[] = [];
    // Every browser reaches both processes, by loads and beacons, all at once.
    for (const [i, who] of browsers.entries()) {
      for (const url of [a.url, b.url]) {
        sent.push(fetch(`${url}/blog`, { headers: headersOf(who) }));
        sent.push(
          fetch(`${url}/api/page-view`, {
            method: 'POST',
            headers: headersOf(who, { 'content-type': 'text/plain' }),
            body: JSON.stringify({ path: `/glossary?utm_source=n${i}` }),
          }),
        );
      }
    }
    const answers = await Promise.all(sent);
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(12).fill(200), ...Array(12).fill(202)]);
    await Promise.all([a.server.analytics.flush(), b.analytics.flush()]);
    const views = await storedViews(a.db);
    expect(views).toHaveLength(sent.length);
    expect(views.filter((v) => v.path === '/blog')).toHaveLength(12);
    // One salt, so each browser is one visitor across both processes.
    expect(new Set(views.map((v) => v.visitor)).size).toBe(browsers.length);
    const { rows } = await a.db.query<{ n: number }>('select count(*)::int as n from public.analytics_salts');
    expect(rows[0]!.n).toBe(1);
  });

  it('stops counting in the other process as soon as the setting is changed anywhere', async () => {
    await Promise.all([a.server.analytics.flush(), b.analytics.flush()]);
    await a.db.query('delete from public.analytics_events');
    const who = browser();
    const setCollect = async (collect: boolean) => {
      const heard = changeOn('analytics_settings');
      // Straight into the database (psql, a job): only NOTIFY site_changed tells the processes.
      await a.db.query('update public.analytics_settings set collect = $1', [collect]);
      await heard;
    };
    await fetch(`${b.url}/about`, { headers: headersOf(who) }); // seen by B: collection on
    await b.analytics.flush();
    await setCollect(false);
    await fetch(`${b.url}/services`, { headers: headersOf(who) });
    await b.analytics.flush();
    await setCollect(true);
    await fetch(`${b.url}/contact`, { headers: headersOf(who) });
    await b.analytics.flush();
    expect((await storedViews(a.db)).map((v) => v.path)).toEqual(['/about', '/contact']);
  });
});
