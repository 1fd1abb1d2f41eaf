// Analytics rollups and retention (issue 28, ADR 0021): a day's rollup equals its raw counts and rerunning it
// changes nothing; retention deletes only old rolled-up days and keeps their rollups; the job rolls up every
// finished day once (yesterday once more after midnight), skips the pass while another process holds its
// lock, and plans its next pass.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import {
  ANALYTICS_LOCK_KEY,
  nextPassDelay,
  runAnalyticsPass,
  SETTLE_MS,
  startAnalyticsRollup,
} from '../../src/jobs/analytics-rollup.ts';
import { backends } from '../support/backends.ts';
import { describeOnPostgres } from '../support/postgres-only.ts';
import { captureLog } from '../support/log-capture.ts';
import { manualTimers } from '../support/manual-timers.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { addEvents, dayOffset, type EventSpec } from './report-events.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const midnight = (ms: number) => Math.floor(ms / DAY) * DAY;

const sample = (day: number): EventSpec[] => [
  { day, visitor: 1, path: '/blog/a', referrer: 'example.org' },
  { day, visitor: 1, path: '/blog/b' },
  { day, visitor: 2, path: '/blog/a', utm: ['news', 'email', null], device: 'mobile' },
  { day, visitor: 3, path: '/education', area: 'learner', device: 'tablet' },
  { day, visitor: 3, path: '/education', area: 'learner', device: 'tablet' },
];

describe('nextPassDelay', () => {
  const day = Date.UTC(2026, 10, 28);
  it('is an hour, or just after the next UTC midnight, or the moment yesterday settles, whichever comes first', () => {
    expect(nextPassDelay(day + 2 * HOUR)).toBe(HOUR);
    expect(nextPassDelay(day + 23.5 * HOUR)).toBe(31 * 60 * 1000);
    expect(nextPassDelay(day + 60 * 1000)).toBe(SETTLE_MS - 60 * 1000);
    expect(nextPassDelay(day + SETTLE_MS)).toBe(HOUR);
  });
});

describe.each(backends)('analytics rollups on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.query('delete from public.analytics_events');
    await db.query('delete from public.analytics_daily');
    await db.query('delete from public.analytics_rolled_days');
    await db.query('update public.analytics_settings set retention_days = 90');
  });

  const daily = async (day: string) =>
    (
      await db.query<{ dimension: string; value: string; views: number; visitors: number }>(
        `select dimension, value, views::int as views, visitors::int as visitors from public.analytics_daily
         where day = $1::date order by dimension, value`,
        [day],
      )
    ).rows;
  const rolledDays = async () =>
    (
      await db.query<{ day: string }>(
        `select to_char(day, 'YYYY-MM-DD') as day from public.analytics_rolled_days order by day`,
      )
    ).rows.map((r) => r.day);
  const rollup = (day: string) => db.query('select public.analytics_rollup($1::date)', [day]);

  it('rolls a day up into the counts its raw events give, and a rerun changes nothing', async () => {
    await addEvents(db, [...sample(-2), { day: -3, visitor: 9, path: '/other-day' }]);
    const day = dayOffset(-2);
    await rollup(day);
    const rows = await daily(day);
    expect(rows).toEqual([
      { dimension: 'area', value: 'learner', views: 2, visitors: 1 },
      { dimension: 'area', value: 'public', views: 3, visitors: 2 },
      { dimension: 'campaign', value: '["news", "email", null]', views: 1, visitors: 1 },
      { dimension: 'device', value: 'desktop', views: 2, visitors: 1 },
      { dimension: 'device', value: 'mobile', views: 1, visitors: 1 },
      { dimension: 'device', value: 'tablet', views: 2, visitors: 1 },
      { dimension: 'engaged', value: '', views: 4, visitors: 2 },
      { dimension: 'page', value: '/blog/a', views: 2, visitors: 2 },
      { dimension: 'page', value: '/blog/b', views: 1, visitors: 1 },
      { dimension: 'page', value: '/education', views: 2, visitors: 1 },
      { dimension: 'referrer', value: '', views: 4, visitors: 3 },
      { dimension: 'referrer', value: 'example.org', views: 1, visitors: 1 },
      { dimension: 'total', value: '', views: 5, visitors: 3 },
    ]);
    // The raw counts, computed independently of the rollup.
    const { rows: raw } = await db.query<{ views: number; visitors: number }>(
      `select count(*)::int as views, count(distinct visitor)::int as visitors from public.analytics_events
       where day = $1::date`,
      [day],
    );
    expect(rows.find((r) => r.dimension === 'total')).toMatchObject(raw[0]!);
    expect(await rolledDays()).toEqual([day]);

    await rollup(day);
    expect(await daily(day)).toEqual(rows);
    expect(await rolledDays()).toEqual([day]);
    // A late event is in the next rollup of its day (the rollup replaces the day, it never adds twice).
    await addEvents(db, [{ day: -2, visitor: 4, path: '/blog/b' }]);
    await rollup(day);
    expect((await daily(day)).find((r) => r.dimension === 'total')).toEqual({
      dimension: 'total',
      value: '',
      views: 6,
      visitors: 4,
    });
  });

  it('deletes raw events past the retention only of rolled-up days, and keeps the rollups', async () => {
    await addEvents(db, [...sample(-10), ...sample(-12), ...sample(-3)]);
    await rollup(dayOffset(-10));
    await rollup(dayOffset(-3));
    await db.query('update public.analytics_settings set retention_days = 5');
    const { rows } = await db.query<{ n: string | number }>('select public.analytics_apply_retention() as n');
    expect(Number(rows[0]?.n)).toBe(5);
    const { rows: left } = await db.query<{ day: string; n: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n from public.analytics_events
       group by day order by day`,
    );
    expect(left).toEqual([
      { day: dayOffset(-12), n: 5 },
      { day: dayOffset(-3), n: 5 },
    ]);
    expect((await daily(dayOffset(-10))).find((r) => r.dimension === 'total')).toMatchObject({ views: 5 });
  });

  it('is not callable by the API roles', async () => {
    const { rows } = await db.query<{ fn: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as fn, has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname in ('analytics_rollup', 'analytics_apply_retention', 'analytics_day_rows')
       order by 1`,
    );
    expect(rows).toEqual([
      { fn: 'analytics_apply_retention', anon: false, authenticated: false },
      { fn: 'analytics_day_rows', anon: false, authenticated: false },
      { fn: 'analytics_rollup', anon: false, authenticated: false },
    ]);
  });

  it('a pass rolls up every finished day once and today each time, and applies retention', async () => {
    await addEvents(db, [...sample(-200), ...sample(-5), ...sample(-1), ...sample(0)]);
    const now = new Date(midnight(Date.now()) + 2 * HOUR);
    const first = await runAnalyticsPass(db, now);
    const days = [dayOffset(-200), dayOffset(-5), dayOffset(-1), dayOffset(0)];
    expect(first).toEqual({ rolled: days, deleted: 5, ran: true });
    expect(await rolledDays()).toEqual(days);
    expect(await daily(dayOffset(-200))).not.toEqual([]);
    expect(await runAnalyticsPass(db, now)).toEqual({ rolled: [dayOffset(0)], deleted: 0, ran: true });
  });

  it('rolls yesterday up once more after midnight, so a late batch is counted', async () => {
    await addEvents(db, sample(-1));
    const today = midnight(Date.now());
    // The pass just after midnight.
    await runAnalyticsPass(db, new Date(today + 60 * 1000));
    await db.query('update public.analytics_rolled_days set rolled_at = $1', [new Date(today + 60 * 1000)]);
    await addEvents(db, [{ day: -1, visitor: 7, path: '/late' }]);
    expect((await runAnalyticsPass(db, new Date(today + 5 * 60 * 1000))).rolled).toEqual([]);
    const settled = await runAnalyticsPass(db, new Date(today + SETTLE_MS));
    expect(settled.rolled).toEqual([dayOffset(-1)]);
    expect((await daily(dayOffset(-1))).find((r) => r.dimension === 'total')).toMatchObject({ views: 6 });
    // Rolled after it settled: not again.
    await db.query('update public.analytics_rolled_days set rolled_at = $1', [
      new Date(today + SETTLE_MS + 1000),
    ]);
    expect((await runAnalyticsPass(db, new Date(today + 3 * HOUR))).rolled).toEqual([]);
  });

  it('the job runs a pass at start, plans the next one, and logs finished days only', async () => {
    await addEvents(db, [...sample(-1), ...sample(0)]);
    const timers = manualTimers();
    const log = captureLog();
    const now = midnight(Date.now()) + 23.5 * HOUR;
    const job = startAnalyticsRollup({ db, logger: log.logger, timer: timers.timer, now: () => now });
    const armed = await timers.next();
    expect(armed.ms).toBe(31 * 60 * 1000);
    expect(await rolledDays()).toEqual([dayOffset(-1), dayOffset(0)]);
    const rolledLines = () =>
      log.lines.filter((l) => l.msg === 'analytics rolled up and raw events past retention removed');
    expect(rolledLines()).toEqual([expect.objectContaining({ days: [dayOffset(-1)], deletedEvents: 0 })]);
    // The next pass rolls up today again and has nothing to say.
    armed.fire();
    await timers.next();
    expect(rolledLines()).toHaveLength(1);
    await job.stop();
    expect(timers.running()).toBe(0);
  });
});

// PGlite has no autovacuum: the job keeps the statistics the report is planned on, and vacuums after retention.
describe.each(backends.filter((b) => b === 'pglite'))('the analytics job on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
  });
  afterAll(async () => cleanup());

  it('analyzes the analytics tables after a pass that rolled up or deleted anything', async () => {
    const reltuples = async () =>
      (
        await db.query<{ relname: string; n: number }>(
          `select relname, reltuples::int as n from pg_class
           where relname in ('analytics_events', 'analytics_daily', 'analytics_rolled_days') order by relname`,
        )
      ).rows;
    // Never analyzed or vacuumed: PostgreSQL says -1.
    expect((await reltuples()).map((r) => r.n)).toEqual([-1, -1, -1]);
    await addEvents(db, sample(-1));
    await runAnalyticsPass(db, new Date(midnight(Date.now()) + 2 * HOUR));
    expect(await reltuples()).toEqual([
      { relname: 'analytics_daily', n: 13 },
      { relname: 'analytics_events', n: 5 },
      { relname: 'analytics_rolled_days', n: 1 },
    ]);
  });
});

// PostgreSQL only: PGlite's data directory has one process by design, so a pass there takes no lock.
describeOnPostgres(
  'the analytics job with two processes on %s',
  (backend) => {
    let db: Database;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const t = await openTestDatabase(backend);
      db = t.opened.db;
      cleanup = t.cleanup;
    });
    afterAll(async () => cleanup());
    const rolledDays = async () =>
      (
        await db.query<{ day: string }>(
          `select to_char(day, 'YYYY-MM-DD') as day from public.analytics_rolled_days`,
        )
      ).rows.map((r) => r.day);

    it('a rollup waits for events still being written, so none is left out of it and of the report', async () => {
      await db.query('delete from public.analytics_events');
      let commit = () => {};
      const committing = new Promise<void>((r) => (commit = r));
      let inFlight = () => {};
      const written = new Promise<void>((r) => (inFlight = r));
      // A batch in flight (uncommitted, on its own connection), then a later batch committed with higher ids.
      const batch = db.transaction(async (tx) => {
        await addEvents(tx, [{ day: -3, visitor: 1, path: '/in-flight' }]);
        inFlight();
        await committing;
      });
      await written;
      await addEvents(db, [{ day: -3, visitor: 2, path: '/committed' }]);
      let settled = false;
      const rolling = db
        .query('select public.analytics_rollup($1::date)', [dayOffset(-3)])
        .finally(() => (settled = true));
      // The rollup waits for the in-flight batch (an event, not a pause: pg_locks shows its lock request).
      while (!settled) {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where not granted and relation = 'public.analytics_events'::regclass`,
        );
        if (rows[0]!.n > 0) break;
      }
      commit();
      await batch;
      await rolling;
      const { rows } = await db.query<{ views: number }>(
        `select views::int as views from public.analytics_daily where day = $1::date and dimension = 'total'`,
        [dayOffset(-3)],
      );
      expect(rows[0]?.views).toBe(2);
      await db.query('delete from public.analytics_events');
      await db.query('delete from public.analytics_daily');
      await db.query('delete from public.analytics_rolled_days');
    });

    it('skips the pass while another process holds the lock', async () => {
      await addEvents(db, sample(-1));
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let locked = () => {};
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [ANALYTICS_LOCK_KEY]);
        locked();
        await held;
      });
      await isLocked;
      const now = new Date(midnight(Date.now()) + 2 * HOUR);
      expect(await runAnalyticsPass(db, now)).toEqual({ rolled: [], deleted: 0, ran: false });
      expect(await rolledDays()).toEqual([]);
      release();
      await holder;
      expect((await runAnalyticsPass(db, now)).rolled).toEqual([dayOffset(-1)]);
    });
  },
);
