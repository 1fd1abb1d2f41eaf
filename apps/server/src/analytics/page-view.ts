// A request as a page view, or null when it is not counted (ADR 0021): a path the site does not count, a bot
// or headless browser, Do Not Track or Global Privacy Control, a path that is no page (web/page-exists.ts: the
// server's 404). Both a server-rendered load (web/spa.ts) and the app's beacon (beacon-routes.ts) come here, so
// both count by the same rules.
import type { Context } from 'hono';
import { clientIp, UNKNOWN_IP } from '../http/client-ip.ts';
import { agentOf, optedOut, referrerHost, utmOf } from './classify.ts';
import type { Collector, PageView } from './collector.ts';
import { normalisePath, type AreaOf } from './counted-path.ts';

/** True when `path` (as stored: counted-path.ts's normalisePath) is a page; a promise when that takes a read. */
export type PageExists = (path: string) => boolean | Promise<boolean>;

export interface ViewRules {
  areaOf: AreaOf;
  /** SITE_URL's host: a referrer there is the site itself. */
  siteHost: string;
  /** Trusted proxy hops (config.trustProxy) for the client IP. */
  trustProxy: number;
  /** Whether a counted path is a page (the server's 404 check); without it every counted path is. */
  pageExists?: PageExists;
}

/** The view `c` makes of `target` (a path, with the landing URL's query if any), or null when not counted. */
export function pageViewOf(c: Context, target: string, rules: ViewRules): PageView | null {
  const path = normalisePath(target);
  const area = rules.areaOf(path);
  if (area === null) return null;
  const userAgent = c.req.header('user-agent') ?? '';
  const device = agentOf(userAgent);
  if (device === null || optedOut(c.req.header('dnt'), c.req.header('sec-gpc'))) return null;
  const referer = c.req.header('referer');
  const q = target.indexOf('?');
  const utm = utmOf(q < 0 ? '' : target.slice(q).replace(/#.*$/, ''));
  return {
    path,
    area,
    device,
    referrerHost: referer ? referrerHost(referer, [rules.siteHost, new URL(c.req.url).hostname]) : null,
    utmSource: utm.source,
    utmMedium: utm.medium,
    utmCampaign: utm.campaign,
    ip: clientIp(c, rules.trustProxy) ?? UNKNOWN_IP,
    userAgent,
  };
}

/**
 * Records `view` if its path is a page. Synchronous when that is known at once; otherwise the promise settles
 * once the check has (a failed check counts nothing: the page's own answer said what went wrong).
 */
export function recordIfPage(view: PageView, rules: ViewRules, collector: Collector): Promise<void> | void {
  const exists = rules.pageExists ? rules.pageExists(view.path) : true;
  if (exists === true) return collector.record(view);
  if (exists === false) return;
  return exists.then(
    (yes) => (yes ? collector.record(view) : undefined),
    () => undefined,
  );
}

/** A page the server answered 200 for: counted when it counts (never awaited; never waits for the database). */
export function recordPageLoad(c: Context, rules: ViewRules, collector: Collector): void {
  const url = c.req.url;
  const q = url.indexOf('?');
  const view = pageViewOf(c, q < 0 ? c.req.path : c.req.path + url.slice(q), rules);
  // A certificate page's 404 is set after the page handler answered 200 (web/certificates.ts): asked here too.
  if (view) void recordIfPage(view, rules, collector);
}
