// Scheduled posts go live on time with nobody online (issue 24). A post with status 'scheduled' is flipped to
// 'published' once its publish_date has come; the database records the change as a revision ('published',
// by nobody: the site). Safe with several processes on one PostgreSQL: the UPDATE re-checks the status on
// the row it locked, so a post another process published a moment earlier is not published again.
import type { Database } from '../db/types.ts';

export interface PublishedPost {
  id: string;
  slug: string;
}

const PUBLISH_DUE_SQL = `
  update public.blog_posts set status = 'published'
  where status = 'scheduled' and publish_date <= $1
  returning id, slug`;

const NEXT_DUE_SQL = `select min(publish_date) as next from public.blog_posts where status = 'scheduled'`;

/** Publishes every scheduled post due at `at`; answers them and when the next one is due (null: none). */
export async function publishDuePosts(
  db: Database,
  at: Date,
): Promise<{ published: PublishedPost[]; next: Date | null }> {
  const { rows } = await db.query<PublishedPost>(PUBLISH_DUE_SQL, [at.toISOString()]);
  const next = (await db.query<{ next: Date | null }>(NEXT_DUE_SQL)).rows[0]?.next ?? null;
  return { published: rows, next };
}
