import { withoutTrailingSlashes } from '../api/redirect-schema';
import type { NotFoundEntry, Redirect } from '../api/types';

/** How many missing paths the Top 404s panel lists. */
export const TOP_MISSES_SHOWN = 10;

/**
 * The most-requested missing paths that have no redirect yet, most hits first. A path with a redirect
 * (active or not) is left out: it has been dealt with, and a second redirect from it would be refused as a
 * duplicate source anyway. '/a' and '/a/' count as one page, as they do for the server.
 */
export function topMisses(
  log: readonly NotFoundEntry[],
  redirects: readonly Pick<Redirect, 'source_path'>[],
  limit = TOP_MISSES_SHOWN,
): NotFoundEntry[] {
  const covered = new Set(redirects.map((r) => withoutTrailingSlashes(r.source_path)));
  return log.filter((entry) => !covered.has(withoutTrailingSlashes(entry.path))).slice(0, limit);
}
