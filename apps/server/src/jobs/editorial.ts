// The editorial workflow's background work (issue 24), one loop each: scheduled posts go live on time,
// published revisions get the body their public page showed (within a quarter of the main thread: issue 37),
// and the archive drops what is past its retention.
// Writes to posts through this process's data API wake the first two at once; another process's writes
// are seen within `pollMs`. docs/decisions/0016-revisions-and-archive.md.
import type { Timer } from '../clock.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';
import { startJobLoop } from './job-loop.ts';
import { renderPause, renderRevisionBodies } from './revision-bodies.ts';
import { publishDuePosts, type PublishedPost } from './scheduled-posts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RENDER_BATCH = 50;
/** Rendering time per pass (jsdom on the main thread); the loop then rests three times as long. */
const RENDER_BUDGET_MS = 100;

export interface EditorialJobsDeps {
  db: Database;
  logger: Logger;
  /** A post body as its public page shows it; null when this build cannot render one (no web build). */
  renderPostBody: (html: string) => Promise<string | null>;
  /** After posts went live: the public pages' caches drop what they hold. */
  onPublished: (posts: PublishedPost[]) => void;
  /** The longest pause between looks at the schedule (another process's schedule is seen within it). */
  pollMs?: number;
  timer?: Timer;
  /** The clock (ms) a post's time is compared with. */
  now?: () => number;
}

export interface EditorialJobs {
  /** Posts were written through this process: look at the schedule and the revisions now. */
  postsChanged(): void;
  stop(): Promise<void>;
}

export function startEditorialJobs(deps: EditorialJobsDeps): EditorialJobs {
  const { db, logger } = deps;
  const pollMs = deps.pollMs ?? 10_000;
  const now = deps.now ?? Date.now;
  const common = { logger, ...(deps.timer ? { timer: deps.timer } : {}) };

  // No renderer in this build (no web app built): nothing to wake the bodies' loop for until a restart.
  let cannotRender = false;
  // While the bodies' loop rests after rendering, a write does not cut the rest short (the bound would go).
  let restingUntil = 0;
  const bodies = startJobLoop({
    ...common,
    name: 'revision-bodies',
    retryMs: pollMs,
    pass: async () => {
      const pass = await renderRevisionBodies(db, deps.renderPostBody, {
        batch: RENDER_BATCH,
        budgetMs: RENDER_BUDGET_MS,
      });
      cannotRender = pass === null;
      if (pass === null) return DAY_MS;
      const pause = renderPause(pass, pollMs);
      restingUntil = pass.more ? now() + pause : 0;
      return pause;
    },
  });

  const scheduler = startJobLoop({
    ...common,
    name: 'scheduled-posts',
    retryMs: pollMs,
    pass: async () => {
      const at = now();
      const { published, next } = await publishDuePosts(db, new Date(at));
      if (published.length > 0) {
        logger.info({ posts: published.map((p) => p.slug) }, 'scheduled posts published');
        deps.onPublished(published);
        if (!cannotRender && now() >= restingUntil) bodies.wake();
      }
      if (next === null) return pollMs;
      // A post due now that was not published is held by another process's transaction: look again soon.
      const until = next.getTime() - at;
      return until <= 0 ? 250 : Math.min(pollMs, until);
    },
  });

  const retention = startJobLoop({
    ...common,
    name: 'archive-retention',
    retryMs: 60 * 60 * 1000,
    pass: async () => {
      const { rows } = await db.query<{ purged: number }>('select public.purge_post_archive() as purged');
      const purged = rows[0]?.purged ?? 0;
      if (purged > 0)
        logger.info({ revisions: purged }, 'archived post versions past their retention removed');
      return DAY_MS;
    },
  });

  return {
    postsChanged() {
      scheduler.wake();
      if (!cannotRender && now() >= restingUntil) bodies.wake();
    },
    async stop() {
      await Promise.all([scheduler.stop(), bodies.stop(), retention.stop()]);
    },
  };
}
