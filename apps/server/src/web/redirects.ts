// Real HTTP redirects from the `redirects` table (DESIGN.md §4), answered before the SPA. The server reads
// active rows as the table owner (browsers never see the table) and keeps them in memory for a few
// seconds, so a page view costs no query; a hit is counted in the background. A write through this
// server's data API drops the copy at once (`invalidate`), so a redirect staff just saved answers on the
// next request; the time limit covers writes from elsewhere (the CLI, another server on the same database).
//
// Where an answer may send a browser (ADR 0011): a page of this site — the request's query string is kept —
// or another site, which gets neither the query string nor the fragment the browser arrived with (an empty
// `#` stops it re-attaching one, RFC 9110 §10.2.2): a session in a fragment or a PKCE code in a query must not
// ride a redirect off the site. A row whose destination breaks the rules is not served at all.
import type { MiddlewareHandler } from 'hono';
import type { Tables } from '@advisory/site/database-types';
import type { Database } from '../db/types.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../http/logger.ts';
import { classifyDestination, sourceKey, type Destination } from '@advisory/site/redirect-destination';
import { sendUnavailablePage } from './unavailable-page.ts';

interface Redirect {
  id: string;
  destination: Exclude<Destination, { kind: 'invalid' }>;
  status: 301 | 302 | 307 | 308;
}

const STATUSES = new Set([301, 302, 307, 308]);

/** The Location header for a redirect answering a request with this query string ('' or '?…'). */
export function locationFor(destination: Redirect['destination'], query: string): string {
  let location: string;
  if (destination.kind === 'external') {
    location = destination.url.includes('#') ? destination.url : `${destination.url}#`;
  } else {
    const { path } = destination;
    const hash = path.indexOf('#');
    const [before, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
    location = query && !before.includes('?') ? `${before}${query}${fragment}` : path;
  }
  // A header carries bytes: anything beyond ASCII goes as UTF-8 escapes, as a browser would send it.
  return location.replace(/[\u0080-\uffff]+/g, (s) => encodeURIComponent(s));
}

export interface RedirectTable {
  middleware: MiddlewareHandler;
  /** Forget the copy: the next request waits for a fresh read. */
  invalidate(): void;
  /**
   * Whether a GET of this path (as the router sees it: percent-decoded) may be answered by a redirect: by the
   * copy pages are served from now, or by the table read afresh. The auth API asks before it sends a session
   * or a code to a page of the site (auth/redirect-target.ts).
   */
  redirects(path: string): Promise<boolean>;
}

/** A path the site's static files may answer (an asset, favicon.ico): served during an outage too. */
const FILE_PATH = /^\/assets\/|\.[A-Za-z0-9]+$/;

/** Reloads one request may wait for when writes keep invalidating the ones before. */
const MAX_RELOADS = 3;

/**
 * `siteOrigin`: SITE_URL's origin; an absolute destination on it is a page of this site. `siteName` names the site
 * on the "temporarily unavailable" page (left out when empty).
 */
export function redirectTable(
  db: Database,
  logger: Logger,
  siteOrigin: string,
  ttlMs = 5000,
  siteName = '',
): RedirectTable {
  let table = new Map<string, Redirect>();
  // The last read failed because the database cannot serve. Until a read succeeds, page paths answer 503 (with
  // Retry-After): never a page or a 404 in place of a redirect the copy may miss, and never a redirect from a
  // copy that may be stale — a 301 is kept by browsers for good, a 503 asks them to come back.
  let unreadable = false;
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  // Bumped by invalidate(): a read that started before a write must not be kept as fresh.
  let generation = 0;
  let refusedBefore = '';

  const load = async () => {
    const started = generation;
    const { rows } = await db.query<
      Pick<Tables<'redirects'>, 'id' | 'source_path' | 'destination_url' | 'redirect_type'>
    >(`select id, source_path, destination_url, redirect_type from public.redirects where is_active`);
    const next = new Map<string, Redirect>();
    const refused: { id: string; problem: string }[] = [];
    for (const r of rows) {
      const destination = classifyDestination(r.destination_url, siteOrigin);
      if (destination.kind === 'invalid') {
        refused.push({ id: r.id, problem: destination.problem });
        continue;
      }
      const status = Number(r.redirect_type);
      next.set(sourceKey(r.source_path), {
        id: r.id,
        destination,
        status: (STATUSES.has(status) ? status : 301) as Redirect['status'],
      });
    }
    if (started !== generation) return;
    // Said once per change, not on every reload.
    const refusedNow = refused.map((r) => r.id).join(',');
    if (refusedNow !== refusedBefore && refused.length > 0)
      logger.warn(
        { refused },
        'redirects not served: their destinations break the rules (fix them on the Redirects screen)',
      );
    refusedBefore = refusedNow;
    table = next;
    unreadable = false;
    loadedAt = performance.now();
  };

  const refresh = (): Promise<void> => {
    if (loading) return loading;
    const run: Promise<void> = load()
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) {
          unreadable = true;
          logger.warn({ err }, 'could not load redirects: the database cannot be reached');
        } else logger.warn({ err }, 'could not load redirects; serving pages without them');
      })
      .finally(() => {
        if (loading === run) loading = null;
      });
    loading = run;
    return run;
  };

  const current = async (): Promise<Map<string, Redirect>> => {
    // A copy older than the TTL is never served: the reload is awaited (an idle process used to answer its first
    // requests from a copy of any age). Writes anywhere drop the copy at once (invalidate, NOTIFY site_changed).
    // A write announced while the reload ran makes it discard what it read (it may predate the write): read again
    // rather than answer from the copy before it (a few times at most, so constant writes cannot hold a request).
    for (let tries = 0; tries < MAX_RELOADS && performance.now() - loadedAt > ttlMs; tries += 1) {
      const started = generation;
      await refresh();
      if (started === generation) break; // kept, or failed (said so); not discarded
    }
    return table;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const copy = await current();
    if (unreadable && !FILE_PATH.test(c.req.path)) return sendUnavailablePage(c, siteName);
    const hit = copy.get(sourceKey(c.req.path));
    if (!hit) return next();
    db.query(`update public.redirects set hit_count = hit_count + 1, last_hit_at = now() where id = $1`, [
      hit.id,
    ]).catch((err: unknown) => logger.warn({ err }, 'could not count a redirect hit'));
    c.header('Cache-Control', 'no-cache');
    return c.redirect(locationFor(hit.destination, new URL(c.req.url).search), hit.status);
  };

  const invalidate = () => {
    generation += 1;
    loadedAt = -Infinity;
    loading = null;
  };
  const redirects = async (path: string): Promise<boolean> => {
    const key = sourceKey(path);
    if ((await current()).has(key)) return true;
    invalidate();
    return (await current()).has(key);
  };
  return { middleware, invalidate, redirects };
}
