// Where a consultation request's visit began (ADR 0021, conversions), for the form posted without JavaScript
// (web/contact-post.ts): the app sends what it noted on its first load, but a browser without script has only its
// address and user agent, which make today's visitor hash. The landing is that visitor's first view today (a visit
// is one visitor's day). Only the page, the referrer host and the UTM tags are passed on; the hash is not kept.
import type { Queryable } from '../db/types.ts';
import type { Browser, Collector } from './collector.ts';
import { dailySalts, utcDay, visitorHash } from './visitor-hash.ts';

export interface Landing {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export type FindLanding = (browser: Browser) => Promise<Landing | null>;

const FIRST_VIEW = `
  select path, referrer_host, utm_source, utm_medium, utm_campaign
  from public.analytics_events
  where day = $1::date and visitor = $2
  order by occurred_at, id
  limit 1`;

export function landingFinder(opts: {
  db: Queryable;
  collector: Collector;
  siteOrigin: string;
  now?: () => number;
}): FindLanding {
  const now = opts.now ?? Date.now;
  const salts = dailySalts(opts.db, now);
  return async (browser) => {
    // The view that brought the visitor here may still be queued in memory.
    await opts.collector.flush();
    const day = utcDay(now());
    const salt = await salts.saltFor(day);
    if (!salt) return null;
    const visitor = visitorHash(salt, opts.siteOrigin, browser.ip, browser.userAgent);
    const { rows } = await opts.db.query<{
      path: string;
      referrer_host: string | null;
      utm_source: string | null;
      utm_medium: string | null;
      utm_campaign: string | null;
    }>(FIRST_VIEW, [day, visitor]);
    const first = rows[0];
    return first
      ? {
          path: first.path,
          referrerHost: first.referrer_host,
          utmSource: first.utm_source,
          utmMedium: first.utm_medium,
          utmCampaign: first.utm_campaign,
        }
      : null;
  };
}
