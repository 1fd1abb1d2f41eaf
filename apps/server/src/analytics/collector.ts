// Page views on their way to the database (ADR 0021): `record()` only puts a view in memory, so a page never
// waits for analytics; a flush writes what is queued as one multi-row insert (the rows bound as one JSON
// parameter), every second or as soon as a batch is full. A full queue drops views rather than grow (logged
// once per overflow). Each process inserts only what it received, so several processes never count twice.
// Rows are bounded per client and minute (minute-rows.ts) and referrer/UTM values per day (value-cap.ts), so a
// flood of page loads with fresh values costs a row per path a minute, not a row per load; every view still counts.
// Whether to collect at all is the admins' setting (analytics_settings.collect), read once and kept until a
// write drops it (app.ts: through the data API here, or NOTIFY site_changed from anywhere).
import { realTimer, type Timer } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { rateLimitKey } from '../http/client-ip.ts';
import type { Logger } from '../http/logger.ts';
import type { Device } from './classify.ts';
import type { Area } from './counted-path.ts';
import { minuteRows, type Slot } from './minute-rows.ts';
import { REFERRER, UTM_CAMPAIGN, UTM_MEDIUM, UTM_SOURCE, valueCap } from './value-cap.ts';
import { dailySalts, utcDay, visitorHash, type DailySalts } from './visitor-hash.ts';

/** One counted view as the request gave it. `ip` and `userAgent` only make the visitor hash; never stored. */
export interface PageView {
  path: string;
  area: Area;
  device: Device;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  ip: string;
  userAgent: string;
}

/** Who a browser is, for the hash (retract). */
export interface Browser {
  ip: string;
  userAgent: string;
}

interface Queued extends Omit<PageView, 'ip' | 'userAgent'> {
  /** When it was recorded (ms, the collector's clock). */
  occurredAt: number;
  day: string;
  /** The hash, when today's salt was at hand; otherwise the browser, hashed at the flush and then let go. */
  visitor: string | null;
  browser: Browser | null;
  /** The views this row stands for (its browser's views of the page this minute, while it is queued). */
  n: number;
  /** In the queue still: later views of its browser and page count on it. */
  open: boolean;
  /** Not written before this moment (ms): a minute's carry waits for its minute to end (minute-rows.ts). */
  due: number;
}

/** One row of the insert's JSON (short keys: the batch is serialised on every flush). */
interface EventRow {
  t: string;
  d: string;
  p: string;
  v: string;
  a: Area;
  r: string | null;
  us: string | null;
  um: string | null;
  uc: string | null;
  dv: Device;
  /** How many identical views this row stands for. */
  n: number;
}

export interface CollectorOptions {
  db: Queryable;
  logger: Logger;
  /** The site's origin (part of the hash, so two sites' visitors never share ids). */
  siteOrigin: string;
  now?: () => number;
  timer?: Timer;
  /** The longest a view waits in memory (ms). */
  intervalMs?: number;
  /**
   * A flush starts as soon as this many are queued (default 1000). Only a busy site reaches it before the
   * 1 s timer; then larger batches cost the database less per view (PGlite, measured: 32 µs a row in batches
   * of 200, 18 µs in batches of 1000), which is what keeps page throughput with collection on near off.
   */
  batchSize?: number;
  /** Views held at most; more are dropped until a flush makes room. */
  maxQueued?: number;
}

export interface Collector {
  /** Queues a view (synchronous: never waits for the database). */
  record(view: PageView): void;
  /**
   * Removes this browser's most recent view of `path` today (a staff member's own visit): from the queue if it
   * is not written yet, else from the database. True when one was removed.
   */
  retract(browser: Browser, path: string): Promise<boolean>;
  /** Writes everything queued so far (a minute's carry too). */
  flush(): Promise<void>;
  /** Resolves once the writes started so far (by a timer, a full batch or flush()) are done; starts none. */
  settled(): Promise<void>;
  /** The collection setting changed: read it again before the next write. */
  settingsChanged(): void;
  /** Writes what is queued and records nothing more (shutdown). */
  stop(): Promise<void>;
  /** Views dropped because the queue was full, since start. */
  dropped(): number;
  /** Views not counted since start: a client past its rows for the minute (minute-rows.ts). */
  limited(): number;
}

// The batch as one JSON parameter (bound, never spliced into the SQL): on PGlite cheaper than ten unnested
// arrays (measured: 32 vs 52 µs a row in batches of 200, 18.5 vs 23 in batches of 1000).
const INSERT = `
  insert into public.analytics_events
    (occurred_at, day, path, visitor, area, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
  select e.t, e.d, e.p, e.v, e.a, e.r, e.us, e.um, e.uc, e.dv, e.n
  from jsonb_to_recordset($1::jsonb) as e(t timestamptz, d date, p text, v text, a text, r text, us text,
                                          um text, uc text, dv text, n integer)`;

// One view of the newest matching row: the row goes when it stood for one view, else its count drops by one.
const RETRACT = `
  with target as (
    select id, views from public.analytics_events
    where day = $1::date and visitor = $2 and path = $3
    order by occurred_at desc, id desc limit 1),
  gone as (
    delete from public.analytics_events e using target t where e.id = t.id and t.views = 1 returning 1),
  fewer as (
    update public.analytics_events e set views = e.views - 1 from target t
    where e.id = t.id and t.views > 1 returning 1)
  select (select count(*) from gone)::int + (select count(*) from fewer)::int as n`;

/** Browsers whose visitor id is remembered at most (memory only, today's). */
const MAX_HASHES_KEPT = 10_000;

export function createCollector(opts: CollectorOptions): Collector {
  const { db, logger, siteOrigin } = opts;
  const now = opts.now ?? Date.now;
  const timer = opts.timer ?? realTimer;
  const intervalMs = opts.intervalMs ?? 1000;
  const batchSize = opts.batchSize ?? 1000;
  const maxQueued = opts.maxQueued ?? 10_000;
  const salts: DailySalts = dailySalts(db, now);

  let queue: Queued[] = [];
  // Carries in the queue (written only once their minute is over, or by flush()).
  let held = 0;
  const rowsOf = minuteRows<Queued>();
  const values = valueCap();
  // Today's visitor ids by browser, so a returning browser is not hashed again (bounded; dropped each day).
  let hashDay = '';
  let hashes = new Map<string, string>();
  const visitorOf = (salt: Buffer, day: string, ip: string, userAgent: string): string => {
    if (day !== hashDay || hashes.size >= MAX_HASHES_KEPT) {
      hashDay = day;
      hashes = new Map();
    }
    const browserKey = `${ip}\0${userAgent}`;
    let id = hashes.get(browserKey);
    if (id === undefined) {
      id = visitorHash(salt, siteOrigin, ip, userAgent);
      hashes.set(browserKey, id);
    }
    return id;
  };
  let cancelTimer: (() => void) | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let stopped = false;
  let droppedViews = 0;
  // Views over a client's rows for the minute (minute-rows.ts): not counted, as a beacon over its limit.
  let limitedViews = 0;
  let overflowLogged = false;
  // The setting, as last read (undefined: read it at the next flush); `generation` guards a read in flight.
  let collect: boolean | undefined;
  let generation = 0;

  const collecting = async (): Promise<boolean> => {
    if (collect !== undefined) return collect;
    const asked = generation;
    const { rows } = await db.query<{ collect: boolean }>(
      `select collect from public.analytics_settings where id`,
    );
    const value = rows[0]?.collect ?? true;
    if (asked === generation) collect = value;
    return value;
  };

  const hashed = async (view: Queued): Promise<string | null> => {
    if (view.visitor) return view.visitor;
    const salt = view.browser ? await salts.saltFor(view.day) : null;
    return salt && view.browser
      ? visitorHash(salt, siteOrigin, view.browser.ip, view.browser.userAgent)
      : null;
  };

  // One timer, for the earliest write due: the next batch's (intervalMs) or a minute's carries.
  let armedAt = Infinity;
  const arm = (ms: number) => {
    const at = now() + ms;
    if (cancelTimer && armedAt <= at) return;
    cancelTimer?.();
    armedAt = at;
    cancelTimer = timer(ms, () => {
      cancelTimer = null;
      void flush(false);
    });
  };

  // flush() asked for everything, carries included; the timer and a full batch write only what is due.
  let everything = false;
  const write = async (): Promise<void> => {
    cancelTimer?.();
    cancelTimer = null;
    if (queue.length === 0) return;
    const all = everything;
    everything = false;
    let taken = queue;
    queue = [];
    if (held > 0 && !all) {
      // The carries of a minute not over yet stay (and a timer for the first of them to come due).
      const at = now();
      const kept = taken.filter((q) => q.due > at);
      if (kept.length > 0) {
        taken = taken.filter((q) => q.due <= at);
        queue = kept;
        arm(Math.max(1, Math.min(...kept.map((q) => q.due)) - at));
      }
    }
    held = queue.length;
    for (const q of taken) q.open = false;
    try {
      if (!(await collecting())) return;
      // Identical views of the batch are one row counting them (the first one's moment): a client that floods a
      // page costs a row per flush, not a row per request.
      const rows = new Map<string, EventRow>();
      for (const view of taken) {
        const visitor = await hashed(view);
        // A view whose day's salt is gone (recorded just before midnight, before any salt was read) is lost.
        if (!visitor) continue;
        const key = `${view.day}\0${visitor}\0${view.path}\0${view.area}\0${view.referrerHost}\0${view.utmSource}\0${view.utmMedium}\0${view.utmCampaign}\0${view.device}`;
        const same = rows.get(key);
        if (same) same.n += view.n;
        else
          rows.set(key, {
            t: new Date(view.occurredAt).toISOString(),
            d: view.day,
            p: view.path,
            v: visitor,
            a: view.area,
            r: view.referrerHost,
            us: view.utmSource,
            um: view.utmMedium,
            uc: view.utmCampaign,
            dv: view.device,
            n: view.n,
          });
      }
      if (rows.size === 0) return;
      await db.query(INSERT, [JSON.stringify([...rows.values()])]);
      overflowLogged = false;
    } catch (err) {
      // Analytics never take a page or the process down: the batch is lost, and said so.
      logger.warn({ err, views: taken.length }, 'analytics: could not write page views; they are dropped');
    }
  };

  /**
   * A view of a page its browser already has a row of this minute: counted on that row while it is queued,
   * else on the minute's carry (made once, written when the minute ends).
   */
  const countOn = (slot: Slot<Queued>, at: number): void => {
    if (slot.first.open) slot.first.n += 1;
    else if (slot.carry?.open) slot.carry.n += 1;
    else if (queue.length >= maxQueued) droppedViews += 1;
    else {
      const due = rowsOf.minuteEnd(at);
      slot.carry = { ...slot.first, occurredAt: at, n: 1, open: true, due };
      queue.push(slot.carry);
      held += 1;
      arm(Math.max(1, due - at));
    }
  };

  // At most one flush waits behind the one running: it takes whatever is queued when it starts, so a burst of
  // views past the batch size starts one more write, not one per view.
  let pending: Promise<void> | null = null;
  const flush = (all = true): Promise<void> => {
    if (all) everything = true;
    if (pending) return pending;
    const next = flushing.then(() => {
      pending = null;
      return write();
    });
    pending = next;
    flushing = next;
    return next;
  };

  return {
    record(view) {
      if (stopped || collect === false) return;
      const at = now();
      const day = utcDay(at);
      const salt = salts.cached(day);
      // The client, as per-IP limits count it (http/client-ip.ts: an address, an IPv6 /64).
      const client = rateLimitKey(view.ip);
      const browserKey = `${view.ip}\0${view.userAgent}`;
      const place = rowsOf.place(at, client, browserKey, view.path);
      if (place === 'over') {
        limitedViews += 1;
        return;
      }
      if (place !== 'new') {
        countOn(place, at);
        return;
      }
      if (queue.length >= maxQueued) {
        droppedViews += 1;
        if (!overflowLogged) {
          overflowLogged = true;
          logger.warn(
            { maxQueued },
            'analytics: the page-view queue is full; views are dropped until it drains',
          );
        }
        return;
      }
      // Field by field, not spread: this runs for every page served.
      const queued: Queued = {
        path: view.path,
        area: view.area,
        device: view.device,
        referrerHost: values.admit(REFERRER, view.referrerHost, client, day),
        utmSource: values.admit(UTM_SOURCE, view.utmSource, client, day),
        utmMedium: values.admit(UTM_MEDIUM, view.utmMedium, client, day),
        utmCampaign: values.admit(UTM_CAMPAIGN, view.utmCampaign, client, day),
        occurredAt: at,
        day,
        visitor: salt ? visitorOf(salt, day, view.ip, view.userAgent) : null,
        browser: salt ? null : { ip: view.ip, userAgent: view.userAgent },
        n: 1,
        open: true,
        due: 0,
      };
      queue.push(queued);
      rowsOf.open(client, browserKey, view.path, queued);
      // Today's salt is fetched once, in the background, so later views are hashed as they come.
      if (!salt) salts.saltFor(day).catch(() => undefined);
      if (queue.length - held >= batchSize) void flush(false);
      else arm(intervalMs);
    },
    async retract(browser, path) {
      const day = utcDay(now());
      const salt = await salts.saltFor(day);
      if (!salt) return false;
      const visitor = visitorHash(salt, siteOrigin, browser.ip, browser.userAgent);
      // The newest first: a view still queued is more recent than any written.
      for (let i = queue.length - 1; i >= 0; i -= 1) {
        const q = queue[i]!;
        const same =
          q.visitor === visitor ||
          (q.browser !== null && q.browser.ip === browser.ip && q.browser.userAgent === browser.userAgent);
        if (q.day === day && q.path === path && same) {
          if (q.n > 1) q.n -= 1;
          else {
            queue.splice(i, 1);
            q.open = false;
            if (q.due > 0) held -= 1;
          }
          return true;
        }
      }
      // A batch being written is in neither place: wait for it.
      await flushing;
      const { rows } = await db.query<{ n: number }>(RETRACT, [day, visitor, path]);
      return (rows[0]?.n ?? 0) > 0;
    },
    flush: () => flush(true),
    settled: () => flushing,
    settingsChanged() {
      generation += 1;
      collect = undefined;
    },
    async stop() {
      stopped = true;
      await flush();
    },
    dropped: () => droppedViews,
    limited: () => limitedViews,
  };
}
