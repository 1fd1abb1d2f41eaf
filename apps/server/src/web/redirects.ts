// Real HTTP redirects from the `redirects` table (DESIGN.md §4), answered before the SPA. The server reads
// active rows as the table owner (browsers never see the table) and keeps them in memory for a few
// seconds, so a page view costs no query; a hit is counted in the background. A write through this
// server's data API drops the copy at once (`invalidate`), so a redirect staff just saved answers on the
// next request; the time limit covers writes from elsewhere (the CLI, another server on the same database).
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';

interface Redirect {
  id: string;
  destination: string;
  status: 301 | 302 | 307 | 308;
}

const STATUSES = new Set([301, 302, 307, 308]);

/** '/a/' and '/a' are the same page to a visitor. */
function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export interface RedirectTable {
  middleware: MiddlewareHandler;
  /** Forget the copy: the next request waits for a fresh read. */
  invalidate(): void;
}

export function redirectTable(db: Database, logger: Logger, ttlMs = 5000): RedirectTable {
  let table = new Map<string, Redirect>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;
  // Bumped by invalidate(): a read that started before a write must not be kept as fresh.
  let generation = 0;

  const load = async () => {
    const started = generation;
    const { rows } = await db.query<{
      id: string;
      source_path: string;
      destination_url: string;
      redirect_type: string;
    }>(`select id, source_path, destination_url, redirect_type from public.redirects where is_active`);
    const next = new Map<string, Redirect>();
    for (const r of rows) {
      const status = Number(r.redirect_type);
      next.set(normalise(r.source_path), {
        id: r.id,
        destination: r.destination_url,
        status: (STATUSES.has(status) ? status : 301) as Redirect['status'],
      });
    }
    if (started !== generation) return;
    table = next;
    loadedAt = performance.now();
  };

  const refresh = (): Promise<void> => {
    if (loading) return loading;
    const run: Promise<void> = load()
      .catch((err: unknown) => logger.warn({ err }, 'could not load redirects; serving pages without them'))
      .finally(() => {
        if (loading === run) loading = null;
      });
    loading = run;
    return run;
  };

  const current = async (): Promise<Map<string, Redirect>> => {
    if (performance.now() - loadedAt > ttlMs) {
      const run = refresh();
      // The first load (and the one after a write) is awaited; later refreshes serve the previous table.
      if (loadedAt === -Infinity) await run;
    }
    return table;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const hit = (await current()).get(normalise(c.req.path));
    if (!hit) return next();
    db.query(`update public.redirects set hit_count = hit_count + 1, last_hit_at = now() where id = $1`, [
      hit.id,
    ]).catch((err: unknown) => logger.warn({ err }, 'could not count a redirect hit'));
    const query = new URL(c.req.url).search;
    const location = query && !hit.destination.includes('?') ? `${hit.destination}${query}` : hit.destination;
    c.header('Cache-Control', 'no-cache');
    return c.redirect(location, hit.status);
  };

  const invalidate = () => {
    generation += 1;
    loadedAt = -Infinity;
    loading = null;
  };
  return { middleware, invalidate };
}
