// Which /blog/{slug} paths are pages: the slugs of the published posts, read as `anon` in one query and kept
// briefly as one set (app.ts drops it when a post is written). The page handler asks it which page a path is
// (a post's, or the not-found page every unknown slug shares) and the analytics beacon whether a path is a page;
// neither reads the post itself — its page is rendered from the one read the render makes (web/spa.ts). Any
// number of unknown slugs costs no read at all.
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { keyedCache, type KeyedCache } from '../http/keyed-cache.ts';

export interface PublishedSlugs {
  has(slug: string): Promise<boolean>;
  /** Forget the set: the next question reads it again. */
  invalidate(): void;
}

// A slug is at most this long (the posts' check constraint allows no longer): a longer one is no post's.
const MAX_SLUG = 200;
const KEY = 'published';

async function readSlugs(db: Database): Promise<Set<string>> {
  return withRequest(
    db,
    { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: '/blog' },
    async (tx) => {
      const { rows } = await tx.query<{ slug: string }>(
        `select slug from public.blog_posts where status = 'published'`,
      );
      return new Set(rows.map((r) => r.slug));
    },
  );
}

export function publishedSlugs(
  db: Database,
  ttlMs: number,
  now?: (() => number) | undefined,
): PublishedSlugs {
  const cache: KeyedCache<Set<string>> = keyedCache(ttlMs, 1, now ? { now } : {});
  return {
    async has(slug) {
      if (slug.length > MAX_SLUG) return false;
      return (await cache.get(KEY, () => readSlugs(db))).has(slug);
    },
    invalidate: cache.invalidate,
  };
}
