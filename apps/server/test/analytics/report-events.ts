// Raw analytics events written as the database owner, on days chosen relative to today (UTC).
import type { Queryable } from '../../src/db/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC date `offset` days from today, as 'YYYY-MM-DD'. */
export function dayOffset(offset: number, now = Date.now()): string {
  return new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
}

/** A visitor hash (32 hex digits) for a small number. */
export function visitor(n: number): string {
  return n.toString(16).padStart(32, '0');
}

export interface EventSpec {
  /** Days from today (0 = today, -1 = yesterday). */
  day: number;
  visitor: number;
  path: string;
  area?: 'public' | 'learner';
  referrer?: string | null;
  utm?: [string, string | null, string | null];
  device?: 'desktop' | 'mobile' | 'tablet';
}

/** Inserts the events in one statement (as the server's batches do). */
export async function addEvents(db: Queryable, events: EventSpec[]): Promise<void> {
  await db.query(
    `insert into public.analytics_events
       (day, path, visitor, area, referrer_host, utm_source, utm_medium, utm_campaign, device)
     select e.day, e.path, e.visitor, e.area, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign, e.device
     from jsonb_to_recordset($1::jsonb) as e(
       day date, path text, visitor text, area text, referrer_host text,
       utm_source text, utm_medium text, utm_campaign text, device text)`,
    [
      JSON.stringify(
        events.map((e) => ({
          day: dayOffset(e.day),
          path: e.path,
          visitor: visitor(e.visitor),
          area: e.area ?? 'public',
          referrer_host: e.referrer ?? null,
          utm_source: e.utm?.[0] ?? null,
          utm_medium: e.utm?.[1] ?? null,
          utm_campaign: e.utm?.[2] ?? null,
          device: e.device ?? 'desktop',
        })),
      ),
    ],
  );
}
