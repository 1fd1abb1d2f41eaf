import type { Collector } from './analytics/collector.ts';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import type { Keys } from './http/keys.ts';
import type { Logger } from './http/logger.ts';

/**
 * What the HTTP app is built from. Its own module, so the route modules (auth, rest) depend on this
 * shape and not on app.ts: the composition root imports everything and is imported only by server.ts.
 */
export interface AppDeps {
  db: Database;
  config: Config;
  keys: Keys;
  logger: Logger;
  /** Where the built SPA lives (tests may point elsewhere). */
  webDist?: string;
  /**
   * The web build's server entry (default: `<webDist>/.ssr/entry-server.js`, loaded when first needed). Tests of
   * what a page's HTML holds pass the app's own entry (apps/web/src/entry-server.tsx) loaded from source.
   */
  ssrEntry?: () => Promise<unknown>;
  /**
   * The clock, in ms, for what the server keeps in memory for a while (page caches, the schema cache's
   * reload throttle). Default Date.now; tests pass one they move, so no test waits for time to pass.
   */
  now?: () => number;
  /** Posts were written through the data API (the editorial jobs look at the schedule and revisions). */
  onPostsWritten?: () => void;
  /**
   * Called after this process dropped its copies for a table another process (or anyone) changed — NOTIFY
   * site_changed (PostgreSQL only). Tests wait on it instead of sleeping.
   */
  onSiteChange?: (table: string) => void;
  /** Page views on their way to the database (analytics/collector.ts); without it nothing is counted. */
  analytics?: Collector;
}
