// Shared by the analytics suites: browsers to send requests as (user agent + client IP through X-Forwarded-For,
// which the servers under test trust one hop of), and the stored events read as the database owner.
import type { Queryable } from '../../src/db/types.ts';

export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const TABLET_UA =
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

/** The environment the analytics suites start servers with: one trusted proxy, so each test picks its IPs. */
export const ANALYTICS_ENV = { TRUST_PROXY: '1', SITE_URL: 'https://advisory.example' };

let n = 0;
/** A client IP no other test uses (a fresh visitor and a fresh rate-limit bucket). */
export const freshIp = () => `198.51.100.${(n = (n % 250) + 1)}`;

export interface Browser {
  ua: string;
  ip: string;
}

export const browser = (ua = DESKTOP_UA, ip = freshIp()): Browser => ({ ua, ip });

export const headersOf = (b: Browser, extra: Record<string, string> = {}) => ({
  'user-agent': b.ua,
  'x-forwarded-for': b.ip,
  ...extra,
});

export interface StoredView {
  day: string;
  path: string;
  visitor: string;
  area: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string;
}

/**
 * The stored views, one entry per view: a row standing for several identical views (`views`, written in one
 * batch) appears that many times.
 */
export async function storedViews(db: Queryable): Promise<StoredView[]> {
  const { rows } = await db.query<StoredView & { views: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, path, visitor, area, referrer_host, utm_source, utm_medium,
            utm_campaign, device, views
     from public.analytics_events order by id`,
  );
  return rows.flatMap(({ views, ...view }) => Array.from({ length: views }, () => view));
}

/** How many rows hold the stored views. */
export async function storedRows(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.analytics_events`);
  return rows[0]?.n ?? 0;
}
