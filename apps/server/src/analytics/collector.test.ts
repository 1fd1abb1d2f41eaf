import { describe, expect, it, vi } from 'vitest';
import type { Queryable, QueryResult } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';
import { manualTimers } from '../../test/support/manual-timers.ts';
import { createCollector, type PageView } from './collector.ts';
import { ROWS_PER_CLIENT_MINUTE } from './minute-rows.ts';
import { NEW_VALUES_PER_CLIENT_DAY, OTHER } from './value-cap.ts';
import { visitorHash } from './visitor-hash.ts';

const SALT = Buffer.alloc(32, 7);
const ORIGIN = 'https://advisory.example';
const NOON = Date.parse('2026-11-28T12:00:00Z');

/** A database that answers the collector's statements and keeps the events it is sent. */
function fakeDb(opts: { collect?: boolean; failInsert?: boolean } = {}) {
  const state = { collect: opts.collect ?? true, settingReads: 0, inserts: [] as EventRow[][], deleted: 0 };
  const result = (rows: unknown[] = [], rowCount = rows.length) =>
    ({ rows, rowCount, fields: [] }) as unknown as QueryResult<never>;
  const db: Queryable = {
    async query(sql: string, params: readonly unknown[] = []) {
      if (sql.includes('from public.analytics_settings')) {
        state.settingReads += 1;
        return result([{ collect: state.collect }]);
      }
      if (sql.includes('encode(salt')) return result([{ salt: SALT.toString('hex') }]);
      if (sql.includes('analytics_salts')) return result();
      if (sql.includes('insert into public.analytics_events')) {
        if (opts.failInsert) throw new Error('connection lost');
        state.inserts.push(JSON.parse(params[0] as string) as EventRow[]);
        return result();
      }
      if (sql.includes('delete from public.analytics_events')) {
        state.deleted += 1;
        return result([{ n: 1 }]);
      }
      throw new Error(`unexpected statement: ${sql}`);
    },
    exec: async () => undefined,
  };
  return { db, state };
}

const view = (path = '/blog', ip = '192.0.2.1'): PageView => ({
  path,
  area: 'public',
  device: 'desktop',
  referrerHost: 'news.example.com',
  utmSource: null,
  utmMedium: null,
  utmCampaign: 'launch',
  ip,
  userAgent: 'Mozilla/5.0 Test',
});

interface EventRow {
  p: string;
}
const paths = (rows: EventRow[]) => rows.map((r) => r.p);

const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };

function collector(
  db: Queryable,
  extra: { maxQueued?: number; batchSize?: number; now?: () => number } = {},
) {
  const timers = manualTimers();
  const log = logger();
  const c = createCollector({
    db,
    logger: log,
    siteOrigin: ORIGIN,
    now: () => NOON,
    timer: timers.timer,
    ...extra,
  });
  return { c, timers, log };
}

describe('createCollector', () => {
  it('writes queued views in one multi-row insert when its 1 s timer fires', async () => {
    const { db, state } = fakeDb();
    const { c, timers } = collector(db);
    c.record(view('/blog'));
    c.record(view('/about', '192.0.2.2'));
    expect(timers.running()).toBe(1); // one timer for the batch, not one per view
    const armed = await timers.next();
    expect(armed.ms).toBe(1000);
    expect(state.inserts).toEqual([]);
    armed.fire();
    await c.flush();
    expect(state.inserts).toHaveLength(1);
    const row = (path: string, ip: string) => ({
      t: new Date(NOON).toISOString(),
      d: '2026-11-28',
      p: path,
      v: visitorHash(SALT, ORIGIN, ip, 'Mozilla/5.0 Test'),
      a: 'public',
      r: 'news.example.com',
      us: null,
      um: null,
      uc: 'launch',
      dv: 'desktop',
      n: 1,
    });
    expect(state.inserts[0]).toEqual([row('/blog', '192.0.2.1'), row('/about', '192.0.2.2')]);
    expect(timers.running()).toBe(0);
  });

  it('writes at once when a batch is full, without waiting for the timer', async () => {
    const { db, state } = fakeDb();
    const { c } = collector(db, { batchSize: 3 });
    for (let i = 0; i < 3; i += 1) c.record(view(`/p${i}`));
    await c.flush(); // waits for the write the third view started
    expect(state.inserts).toHaveLength(1);
    expect(paths(state.inserts[0]!)).toEqual(['/p0', '/p1', '/p2']);
  });

  it('starts one write for a burst past the batch size, not one per view', async () => {
    const { db, state } = fakeDb();
    const { c } = collector(db, { batchSize: 3 });
    for (let i = 0; i < 7; i += 1) c.record(view(`/p${i}`));
    const waiting = c.flush();
    expect(c.flush()).toBe(waiting); // the views past the batch joined the write already waiting
    await waiting;
    expect(state.inserts.map((i) => i.length)).toEqual([7]);
  });

  it('drops views while its queue is full and says so once', async () => {
    const { db, state } = fakeDb();
    const { c, log } = collector(db, { maxQueued: 2 });
    for (let i = 0; i < 5; i += 1) c.record(view(`/p${i}`));
    expect(c.dropped()).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(/queue is full/);
    await c.flush();
    expect(paths(state.inserts[0]!)).toEqual(['/p0', '/p1']);
  });

  it('writes nothing while collection is off, reads the setting once, and again after a change', async () => {
    const { db, state } = fakeDb({ collect: false });
    const { c } = collector(db);
    c.record(view());
    await c.flush();
    c.record(view()); // known to be off: not even queued
    await c.flush();
    expect(state.inserts).toEqual([]);
    expect(state.settingReads).toBe(1);
    state.collect = true;
    c.settingsChanged();
    c.record(view('/after'));
    await c.flush();
    expect(state.settingReads).toBe(2);
    expect(state.inserts.map(paths)).toEqual([['/after']]);
  });

  it('logs a failed write and goes on (a page never fails for analytics)', async () => {
    const { db } = fakeDb({ failInsert: true });
    const { c, log } = collector(db);
    c.record(view());
    await expect(c.flush()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ views: 1 }),
      expect.stringMatching(/dropped/),
    );
  });

  it('takes a retracted view out of the queue, newest first, else deletes it in the database', async () => {
    const { db, state } = fakeDb();
    const { c } = collector(db);
    const browser = { ip: '192.0.2.1', userAgent: 'Mozilla/5.0 Test' };
    c.record(view('/blog'));
    c.record(view('/blog', '192.0.2.9'));
    c.record(view('/blog'));
    expect(await c.retract(browser, '/blog')).toBe(true);
    expect(state.deleted).toBe(0);
    await c.flush();
    expect(paths(state.inserts[0]!)).toEqual(['/blog', '/blog']);
    expect(await c.retract(browser, '/blog')).toBe(true);
    expect(state.deleted).toBe(1);
  });

  it('writes a browser’s views of a page in a batch as one row with their count, the first one’s moment and source', async () => {
    const { db, state } = fakeDb();
    const { c } = collector(db);
    for (let i = 0; i < 5; i += 1) c.record(view('/blog'));
    c.record(view('/blog', '192.0.2.9'));
    c.record({ ...view('/blog'), utmSource: 'ad' });
    await c.flush();
    const counts = (state.inserts[0] as unknown as { n: number; us: string | null }[]).map((r) => [
      r.us,
      r.n,
    ]);
    expect(counts).toEqual([
      [null, 6], // the view with another UTM source counts on its browser's row of the page
      [null, 1],
    ]);
  });

  it('counts a repeat of a queued view on it, so one client’s flood never fills the queue', async () => {
    const { db, state } = fakeDb();
    const { c } = collector(db, { maxQueued: 1 });
    c.record(view('/blog')); // the first view of the day fetches the salt; its hash waits for the flush
    await c.flush();
    for (let i = 0; i < 10; i += 1) c.record(view('/blog'));
    expect(c.dropped()).toBe(0);
    c.record(view('/about'));
    expect(c.dropped()).toBe(1); // a new view has no room
    await c.flush();
    expect((state.inserts[1] as unknown as { p: string; n: number }[]).map((r) => [r.p, r.n])).toEqual([
      ['/blog', 10],
    ]);
  });

  it('makes a browser’s flood of fresh UTM values one row per page a minute (plus one carry), every view counted', async () => {
    const { db, state } = fakeDb();
    let t = NOON;
    const { c, timers } = collector(db, { now: () => t });
    const load = (i: number) =>
      c.record({ ...view('/'), utmCampaign: `c${i}`, referrerHost: `r${i}.example` });
    const rows = () => state.inserts.flat() as unknown as { uc: string; r: string; n: number }[];
    load(0);
    (await timers.next()).fire(); // the batch's 1 s timer
    await c.settled();
    expect(rows().map((r) => [r.uc, r.n])).toEqual([['c0', 1]]);
    for (let i = 1; i < 50; i += 1) {
      t += 1000;
      load(i);
    }
    // The other 49 gather in the minute's carry, written when the minute ends (its timer says when).
    const early = await timers.next();
    expect(early.ms).toBe(59_000);
    early.fire(); // before its time (a timer late or early): nothing due is written
    await c.settled();
    expect(rows()).toHaveLength(1);
    const carry = await timers.next();
    expect(carry.ms).toBe(NOON + 60_000 - t);
    t = NOON + 60_000;
    carry.fire();
    await c.settled();
    expect(rows().map((r) => [r.uc, r.r, r.n])).toEqual([
      ['c0', 'r0.example', 1],
      ['c0', 'r0.example', 49],
    ]);
    load(50); // a new minute: a row of its own
    await c.flush();
    expect(rows()).toHaveLength(3);
  });

  it(`lets one address make ${ROWS_PER_CLIENT_MINUTE} rows a minute, however many user agents it sends`, async () => {
    const { db, state } = fakeDb();
    const { c } = collector(db);
    const as = (ua: number, path: string) => c.record({ ...view(path), userAgent: `Mozilla/5.0 Test ${ua}` });
    for (let i = 0; i < ROWS_PER_CLIENT_MINUTE; i += 1) as(i, `/p${i % 10}`);
    as(1000, '/p3'); // a page the address has a row of: counted on it
    as(1001, '/new'); // a page it has none of: not counted
    c.record(view('/new', '192.0.2.77')); // another address is not held back
    expect(c.limited()).toBe(1);
    await c.flush();
    const rows = state.inserts.flat() as unknown as { p: string; n: number }[];
    expect(rows).toHaveLength(ROWS_PER_CLIENT_MINUTE + 1);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(ROWS_PER_CLIENT_MINUTE + 2);
    expect(rows.find((r) => r.p === '/p3')!.n).toBe(2);
  });

  it('stores a client’s referrer and UTM values past its daily allowance as (other)', async () => {
    const { db, state } = fakeDb();
    const { c } = collector(db);
    for (let i = 0; i < NEW_VALUES_PER_CLIENT_DAY + 2; i += 1)
      c.record({ ...view(`/p${i}`), utmSource: `s${i}`, referrerHost: null });
    await c.flush();
    const sources = (state.inserts.flat() as unknown as { us: string }[]).map((r) => r.us);
    expect(sources.slice(0, NEW_VALUES_PER_CLIENT_DAY)).toEqual(
      Array.from({ length: NEW_VALUES_PER_CLIENT_DAY }, (_, i) => `s${i}`),
    );
    expect(sources.slice(NEW_VALUES_PER_CLIENT_DAY)).toEqual([OTHER, OTHER]);
  });

  it('writes what is queued on stop and records nothing after', async () => {
    const { db, state } = fakeDb();
    const { c, timers } = collector(db);
    c.record(view('/last'));
    await c.stop();
    expect(state.inserts.map(paths)).toEqual([['/last']]);
    expect(timers.running()).toBe(0);
    c.record(view('/late'));
    await c.flush();
    expect(state.inserts).toHaveLength(1);
  });
});
