// Two server processes on one PostgreSQL (issue 28): each writes only the views it received, so the stored
// total is exactly the requests sent (nothing counted twice, nothing lost), and both hash with the one salt of
// the day — the same browser is the same visitor whichever process it reached. PostgreSQL only: with PGlite one
// process owns the database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.ts';
import { backends } from '../support/backends.ts';
import { testConfig, type TestServer } from '../support/test-server.ts';
import { PLAIN_INDEX, startWebHost } from '../support/web-host.ts';
import { writeWebRoutes } from '../support/web-routes.ts';
import { ANALYTICS_ENV, browser, headersOf, storedViews } from './support.ts';

describe.each(backends.filter((b) => b === 'postgres'))('page views in two processes on one %s', () => {
  let a: TestServer;
  let b: RunningServer;
  let dist = '';

  beforeAll(async () => {
    a = await startWebHost('postgres', ANALYTICS_ENV);
    dist = mkdtempSync(join(tmpdir(), 'dist-b-'));
    writeFileSync(join(dist, 'index.html'), PLAIN_INDEX);
    writeWebRoutes(dist);
    b = await startServer(testConfig({ ...ANALYTICS_ENV, DATABASE_URL: a.config.databaseUrl! }), {
      webDist: dist,
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
});
