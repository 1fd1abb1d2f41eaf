// `GET /social/blog/{slug}.png`: a published post's social card (issue 13), at a URL that stays the same
// for the post. The post is read as `anon`, so a draft has no card. A card is rendered once per version
// of the post (its updated_at) and kept in memory; browsers and link-preview crawlers revalidate by ETag.
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';
import { formatLongDate } from '@advisory/site/dates';
import { renderCard } from './social-card.ts';

const SUFFIX = '.png';
/** Cards kept in memory: the recent posts are the shared ones. */
const KEEP = 64;

interface CardPost {
  title: string;
  shown_date: Date;
  updated_at: Date;
}

// The share-image URLs are part of a post's head, defined once for the server and the app.
export { coverShareUrl, SHARE_IMAGE, socialCardUrl } from '@advisory/site/head/post-head';

async function findCardPost(db: Database, slug: string): Promise<CardPost | null> {
  if (slug.length === 0 || slug.length > 200) return null;
  return withRequest(
    db,
    { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: `/social/blog/${slug}` },
    async (tx) => {
      const { rows } = await tx.query<CardPost>(
        `select title, coalesce(publish_date, created_at) as shown_date, updated_at
           from public.blog_posts where slug = $1 and status = 'published'`,
        [slug],
      );
      return rows[0] ?? null;
    },
  );
}

export function socialCardRoutes(db: Database, config: Pick<Config, 'siteName'>, logger: Logger): Hono {
  const app = new Hono();
  // Insertion order is age: the oldest card goes first. A render in flight is shared by its requests.
  const cards = new Map<string, Promise<Buffer>>();

  const cardFor = (key: string, post: CardPost): Promise<Buffer> => {
    const kept = cards.get(key);
    if (kept) return kept;
    const rendering = renderCard({
      title: post.title,
      siteName: config.siteName,
      date: formatLongDate(post.shown_date),
    });
    cards.set(key, rendering);
    rendering.catch(() => cards.delete(key));
    if (cards.size > KEEP) cards.delete(cards.keys().next().value as string);
    return rendering;
  };

  app.get('/social/blog/:file', async (c) => {
    const file = c.req.param('file');
    const post = file.endsWith(SUFFIX) ? await findCardPost(db, file.slice(0, -SUFFIX.length)) : null;
    if (!post) {
      c.header('Cache-Control', 'no-store');
      return c.json({ code: 'not_found', message: 'No published post has this card.' }, 404);
    }
    const version = post.updated_at.getTime();
    const etag = `"card-${version}"`;
    // An hour fresh, then revalidated: an edited title shows on the next share.
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('ETag', etag);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    try {
      const png = await cardFor(`${file}|${version}`, post);
      c.header('Content-Type', 'image/png');
      return c.body(new Uint8Array(png));
    } catch (err) {
      logger.error({ err }, 'could not render a social card');
      c.header('Cache-Control', 'no-store');
      return c.json({ code: 'card_unavailable', message: 'The card could not be drawn.' }, 503);
    }
  });
  return app;
}
