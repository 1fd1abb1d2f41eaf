// The <head> of a blog post, rendered by the server: crawlers and link previews (which do not run
// JavaScript) see the post's title, description and canonical link. The app replaces these tags with its
// own when it starts (they carry data-ssr). The post is read as `anon`, so only a published post shows.
import type { Config } from '../config.ts';
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './social-card.ts';
import { socialCardUrl } from './social-cards.ts';

export interface PostHead {
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  excerpt: string | null;
}

function attr(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export async function findPublishedPost(db: Database, slug: string): Promise<PostHead | null> {
  if (slug.length > 200) return null;
  return withRequest(
    db,
    { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: `/blog/${slug}` },
    async (tx) => {
      const { rows } = await tx.query<PostHead>(
        `select title, meta_title, meta_description, excerpt from public.blog_posts where slug = $1 and status = 'published'`,
        [slug],
      );
      return rows[0] ?? null;
    },
  );
}

export function postHeadTags(
  post: PostHead,
  slug: string,
  config: Pick<Config, 'siteUrl' | 'siteName'>,
): string {
  const title = `${post.meta_title || post.title} | ${config.siteName}`;
  const description =
    post.meta_description || post.excerpt || `Insights on Bitcoin for businesses from ${config.siteName}.`;
  const url = `${config.siteUrl}/blog/${encodeURIComponent(slug)}`;
  const image = socialCardUrl(config.siteUrl, slug);
  return [
    `<title data-ssr>${attr(title)}</title>`,
    `<meta data-ssr name="description" content="${attr(description)}">`,
    `<link data-ssr rel="canonical" href="${attr(url)}">`,
    `<meta data-ssr property="og:type" content="article">`,
    `<meta data-ssr property="og:title" content="${attr(title)}">`,
    `<meta data-ssr property="og:description" content="${attr(description)}">`,
    `<meta data-ssr property="og:url" content="${attr(url)}">`,
    `<meta data-ssr property="og:site_name" content="${attr(config.siteName)}">`,
    `<meta data-ssr property="og:image" content="${attr(image)}">`,
    `<meta data-ssr property="og:image:type" content="image/png">`,
    `<meta data-ssr property="og:image:width" content="${CARD_WIDTH}">`,
    `<meta data-ssr property="og:image:height" content="${CARD_HEIGHT}">`,
    `<meta data-ssr property="og:image:alt" content="${attr(post.title)}">`,
    `<meta data-ssr name="twitter:card" content="summary_large_image">`,
    `<meta data-ssr name="twitter:image" content="${attr(image)}">`,
  ].join('');
}
