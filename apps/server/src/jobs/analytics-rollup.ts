// Analytics rollups and retention (issue 28, ADR 0021). Each pass rolls up every finished UTC day that has raw
// events and no rollup yet, rolls yesterday up once more SETTLE_MS after midnight, rolls up today so far (the
// report then reads today as that rollup plus the events since: see analytics_day_rows), and deletes raw
// events past the retention setting (only of rolled days). The next pass is in an hour or just after the next
// UTC midnight, whichever comes first.
//
// Several processes: analytics_rollup() replaces its day in one transaction under a per-day lock, so running
// it twice writes the same rows; on PostgreSQL a pass also runs under a transaction-scoped advisory lock taken
// with try, so while one process does the work the others skip it. PGlite: one process per data directory.
import type { Timer } from '../clock.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';
import { startJobLoop, type JobLoop } from './job-loop.ts';

// Any constant other than the migrations' (727274101) and the start-up lock's (727274102).
export const ANALYTICS_LOCK_KEY = 727274103;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The pass after midnight runs this long after it (the day's last batches are written by then). */
const AFTER_MIDNIGHT_MS = 60 * 1000;
/** Yesterday is rolled up once more when this long has passed since midnight. */
export const SETTLE_MS = 10 * 60 * 1000;

export interface AnalyticsPass {
  /** The days rolled up ('YYYY-MM-DD'), oldest first, today last; empty when another process held the lock. */
  rolled: string[];
  /** Raw events deleted by retention. */
  deleted: number;
  /** False when another process was doing the pass (PostgreSQL). */
  ran: boolean;
}

// Days with raw events up to today, found by a loose index scan of analytics_events (day, visitor): one index
// probe per day instead of reading every event. A day is due when it is today, when it has no rollup, or
// when its rollup was made before SETTLE after its end and that moment has passed (the one re-roll of
// yesterday; a rollup of a finished day made before then is today's rollup of that day).
const DUE_DAYS_SQL = `
  with recursive days as (
    (select e.day from public.analytics_events e where e.day <= $1::date order by e.day limit 1)
    union all
    select (select e.day from public.analytics_events e where e.day > d.day and e.day <= $1::date
            order by e.day limit 1)
    from days d where d.day is not null
  )
  select to_char(d.day, 'YYYY-MM-DD') as day
  from days d
  left join public.analytics_rolled_days r on r.day = d.day
  where d.day is not null
    and (d.day = $1::date
         or r.day is null
         or (r.rolled_at < (d.day + 1)::timestamp at time zone 'UTC' + make_interval(secs => $3::double precision)
             and $2::timestamptz >= (d.day + 1)::timestamp at time zone 'UTC' + make_interval(secs => $3::double precision)))
  order by d.day`;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** One pass at `now`: roll up what is due, then apply retention. */
export async function runAnalyticsPass(db: Database, now: Date): Promise<AnalyticsPass> {
  const work = async (): Promise<AnalyticsPass> => {
    const { rows } = await db.query<{ day: string }>(DUE_DAYS_SQL, [
      utcDay(now.getTime()),
      now.toISOString(),
      SETTLE_MS / 1000,
    ]);
    const rolled: string[] = [];
    // A day per statement (each its own transaction), so no pass holds PGlite's one connection for long.
    for (const { day } of rows) {
      await db.query('select public.analytics_rollup($1::date)', [day]);
      rolled.push(day);
    }
    const { rows: gone } = await db.query<{ n: string | number }>(
      'select public.analytics_apply_retention() as n',
    );
    const deleted = Number(gone[0]?.n ?? 0);
    if (db.kind === 'pglite') {
      // PGlite has no autovacuum: without this the report is planned without column statistics (measured on
      // 1M events: the 30-day report 62–84 ms without, 36–51 ms with), and retention's deletes would leave
      // dead rows behind for good.
      if (deleted > 0) await db.query('vacuum public.analytics_events');
      if (rolled.length > 0 || deleted > 0)
        await db.query(
          'analyze public.analytics_events, public.analytics_daily, public.analytics_rolled_days',
        );
    }
    return { rolled, deleted, ran: true };
  };
  if (db.kind !== 'postgres') return work();
  return db.transaction(
    async (tx) => {
      const { rows } = await tx.query<{ got: boolean }>('select pg_try_advisory_xact_lock($1) as got', [
        ANALYTICS_LOCK_KEY,
      ]);
      if (!rows[0]?.got) return { rolled: [], deleted: 0, ran: false };
      return work();
    },
    { maintenance: true },
  );
}

/** How long after `now` the next pass is due: in an hour, or just after the next UTC midnight, or at SETTLE. */
export function nextPassDelay(now: number): number {
  const midnight = startOfUtcDay(now);
  const candidates = [now + HOUR_MS, midnight + DAY_MS + AFTER_MIDNIGHT_MS];
  if (now < midnight + SETTLE_MS) candidates.push(midnight + SETTLE_MS);
  return Math.min(...candidates) - now;
}

export interface AnalyticsJobDeps {
  db: Database;
  logger: Logger;
  timer?: Timer;
  now?: () => number;
}

export function startAnalyticsRollup(deps: AnalyticsJobDeps): JobLoop {
  const now = deps.now ?? Date.now;
  return startJobLoop({
    name: 'analytics-rollup',
    logger: deps.logger,
    ...(deps.timer ? { timer: deps.timer } : {}),
    retryMs: 5 * 60 * 1000,
    pass: async () => {
      const at = new Date(now());
      const result = await runAnalyticsPass(deps.db, at);
      // Today is rolled up on every pass: only finished days and deletions are worth a line.
      const finished = result.rolled.filter((day) => day < utcDay(at.getTime()));
      if (finished.length > 0 || result.deleted > 0)
        deps.logger.info(
          { days: finished, deletedEvents: result.deleted },
          'analytics rolled up and raw events past retention removed',
        );
      return nextPassDelay(now());
    },
  });
}
