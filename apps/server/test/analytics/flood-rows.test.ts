// An anonymous client's page loads with fresh UTM values and referrers (issue 37 #8, ADR 0021), on both
// databases: every view still counts, but one browser's loads of a page are one row a minute, one address
// makes at most ROWS_PER_CLIENT_MINUTE rows a minute whatever user agents it sends, and each client brings at
// most NEW_VALUES_PER_CLIENT_DAY new values of a dimension a day (the rest are stored as "(other)").
// The server's clock is held inside one minute, so no minute boundary falls in the middle of a test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROWS_PER_CLIENT_MINUTE } from '../../src/analytics/minute-rows.ts';
import { NEW_VALUES_PER_CLIENT_DAY, OTHER } from '../../src/analytics/value-cap.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';
import {
  ANALYTICS_ENV,
  DESKTOP_UA,
  browser,
  headersOf,
  storedRows,
  storedViews,
  type Browser,
} from './support.ts';

describe.each(backends)('rows from a flood of page loads with fresh UTM values, on %s', (backend) => {
  let t: TestServer;
  let held: number | null = null;

  beforeAll(async () => {
    t = await startWebHost(backend, ANALYTICS_ENV, undefined, {}, () => held ?? Date.now());
  });
  afterAll(async () => t?.stop());
  beforeEach(async () => {
    held = null;
    await t.server.analytics.flush();
    await t.db.query('delete from public.analytics_events');
    // The start of a minute (plus a second): the test's loads all fall in it.
    held = Math.floor(Date.now() / 60_000) * 60_000 + 1000;
  });

  const load = async (path: string, b: Browser, referer?: string) => {
    const res = await fetch(`${t.url}${path}`, { headers: headersOf(b, referer ? { referer } : {}) });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
  };

  it('makes one browser’s loads of a page with fresh UTM values and referrers one row, counting every view', async () => {
    const b = browser();
    for (let i = 0; i < 40; i += 1) {
      await load(`/?utm_source=s${i}&utm_campaign=c${i}`, b, `https://r${i}.example/`);
    }
    // Two at most: the first load's row, and (if a batch wrote it meanwhile) the one the rest gathered in.
    await t.server.analytics.flush();
    expect(await storedRows(t.db)).toBeLessThanOrEqual(2);
    const views = await storedViews(t.db);
    expect(views).toHaveLength(40);
    expect(new Set(views.map((v) => v.utm_campaign))).toEqual(new Set(['c0']));
  });

  // Values of its own (f…): a value another test brought today would be free for this client.
  it(`lets one address make ${ROWS_PER_CLIENT_MINUTE} rows a minute whatever user agents it sends`, async () => {
    const ip = browser().ip;
    const flood = ROWS_PER_CLIENT_MINUTE + 10;
    for (let i = 0; i < flood; i += 1)
      await load(`/?utm_campaign=f${i}`, { ip, ua: `${DESKTOP_UA} Flood/${i}` }, `https://f${i}.example/`);
    await load('/about', { ip, ua: `${DESKTOP_UA} Flood/x` }); // a new page past the allowance: not counted
    await t.server.analytics.flush();
    expect(await storedRows(t.db)).toBe(ROWS_PER_CLIENT_MINUTE);
    const views = await storedViews(t.db);
    expect(views).toHaveLength(flood); // the loads past the allowance count on the address's row of the page
    // New values per client per day are bounded: the first ones, then "(other)".
    const campaigns = new Set(views.map((v) => v.utm_campaign));
    expect(campaigns.size).toBe(NEW_VALUES_PER_CLIENT_DAY + 1);
    expect(campaigns.has(OTHER)).toBe(true);
    expect(new Set(views.map((v) => v.referrer_host)).size).toBe(NEW_VALUES_PER_CLIENT_DAY + 1);
    // Another address is not held back, and a value already seen today is free for it.
    await load('/about?utm_campaign=f0', browser());
    await t.server.analytics.flush();
    expect((await storedViews(t.db)).filter((v) => v.path === '/about')).toMatchObject([
      { utm_campaign: 'f0' },
    ]);
  });
});
