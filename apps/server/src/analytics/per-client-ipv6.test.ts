// Analytics' per-client limits count an IPv6 client by its /64 (issue 37 item 9; http/client-ip.ts rateLimitKey):
// the beacon's per-address window behind a trusted proxy (trustProxy 1: X-Forwarded-For's right-most entry is the
// client), in process (Hono app.request), and the collector's rows per client and minute.
import { describe, expect, it, vi } from 'vitest';
import type { Database, Queryable, QueryResult } from '../db/types.ts';
import { deriveKeys } from '../http/keys.ts';
import type { Logger } from '../http/logger.ts';
import { manualTimers } from '../../test/support/manual-timers.ts';
import { BEACONS_PER_MINUTE, beaconRoutes } from './beacon-routes.ts';
import { createCollector, type Collector, type PageView } from './collector.ts';
import { ROWS_PER_CLIENT_MINUTE } from './minute-rows.ts';

const NOON = Date.parse('2026-12-07T12:00:00Z');

describe('analytics per IPv6 /64', () => {
  it(`the beacon answers 429 past ${BEACONS_PER_MINUTE} a minute from one /64, not from the next`, async () => {
    const keys = await deriveKeys('beacon-test-secret-beacon-test-secret-01');
    const collector = { retract: vi.fn(), record: vi.fn() } as unknown as Collector;
    const app = beaconRoutes({
      collector,
      rules: { areaOf: () => 'public', siteHost: 'advisory.example', trustProxy: 1 },
      db: {} as Database,
      keys,
      logger: { warn: vi.fn() } as unknown as Logger,
      now: () => NOON,
    });
    const post = (ip: string) =>
      app.request('/api/page-view', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0', 'x-forwarded-for': ip },
        body: '{"path": "/"}',
      });
    const statuses: number[] = [];
    for (let i = 1; i <= BEACONS_PER_MINUTE; i += 1) statuses.push((await post(`2001:db8:b:1::${i.toString(16)}`)).status);
    expect(statuses.every((s) => s === 202)).toBe(true);
    expect((await post('2001:db8:b:1:abcd::1')).status).toBe(429);
    expect((await post('2001:db8:b:2::1')).status).toBe(202);
  });

  it(`the collector lets one /64 make ${ROWS_PER_CLIENT_MINUTE} rows a minute, whichever of its addresses`, () => {
    // Nothing is written here (no flush): the database only has to be there.
    const db: Queryable = {
      query: async () => ({ rows: [], rowCount: 0, fields: [] }) as unknown as QueryResult<never>,
      exec: async () => undefined,
    };
    const c = createCollector({
      db,
      logger: { warn: vi.fn() } as unknown as Logger,
      siteOrigin: 'https://advisory.example',
      now: () => NOON,
      timer: manualTimers().timer,
    });
    const view = (path: string, ip: string): PageView => ({
      path,
      area: 'public',
      device: 'desktop',
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      ip,
      userAgent: 'Mozilla/5.0 Test',
    });
    for (let i = 0; i < ROWS_PER_CLIENT_MINUTE; i += 1) c.record(view(`/p${i}`, `2001:db8:7:7::${(i + 1).toString(16)}`));
    c.record(view('/new', '2001:db8:7:7:ffff::1')); // the same /64: over its rows
    c.record(view('/new', '2001:db8:7:8::1')); // the next /64 is another client
    expect(c.limited()).toBe(1);
  });
});
