// The <head> of a blog post, rendered by the server: crawlers and link previews (which do not run
// JavaScript) see the post's title, description, canonical link, picture (its cover's 1200×630 crop, else
// its drawn social card — the app's PostPageMeta writes the same tags) and structured data (an
// Article and its BreadcrumbList). The app replaces these tags with its own when it starts (they carry
// data-ssr). The post is read as `anon`, so only a published post shows, with only a public author name.
import type { Config } from '../config.ts';
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './social-card.ts';
import { coverShareUrl, socialCardUrl } from './social-cards.ts';

export interface PostHead {
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  excerpt: string | null;
  publish_date: Date | null;
  created_at: Date;
  updated_at: Date;
  /** The author's public name (anon reads published authors' names only); null credits the firm. */
  author_name: string | null;
  /** The cover's path in the media bucket, and its alt text (required by the database when set). */
  cover_image_path: string | null;
  cover_image_alt: string | null;
}

export function attr(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export async function findPublishedPost(db: Database, slug: string): Promise<PostHead | null> {
  if (slug.length > 200) return null;
  return withRequest(
    db,
    { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: `/blog/${slug}` },
    async (tx) => {
      const { rows } = await tx.query<PostHead>(
        `select p.title, p.meta_title, p.meta_description, p.excerpt, p.publish_date, p.created_at, p.updated_at,
                p.cover_image_path, p.cover_image_alt,
                (select coalesce(a.full_name, a.username) from public.profiles a where a.user_id = p.author_id)
                  as author_name
           from public.blog_posts p where p.slug = $1 and p.status = 'published'`,
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
  const cover = post.cover_image_path;
  const image = cover ? coverShareUrl(config.siteUrl, cover) : socialCardUrl(config.siteUrl, slug);
  const imageAlt = (cover && post.cover_image_alt?.trim()) || post.title;
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
    // The drawn card's type and size are known; a cover keeps its own format and is never enlarged, so a
    // smaller file's crop is smaller than 1200×630: better no size than a wrong one.
    ...(cover
      ? []
      : [
          `<meta data-ssr property="og:image:type" content="image/png">`,
          `<meta data-ssr property="og:image:width" content="${CARD_WIDTH}">`,
          `<meta data-ssr property="og:image:height" content="${CARD_HEIGHT}">`,
        ]),
    `<meta data-ssr property="og:image:alt" content="${attr(imageAlt)}">`,
    `<meta data-ssr name="twitter:card" content="summary_large_image">`,
    `<meta data-ssr name="twitter:title" content="${attr(title)}">`,
    `<meta data-ssr name="twitter:description" content="${attr(description)}">`,
    `<meta data-ssr name="twitter:image" content="${attr(image)}">`,
    `<meta data-ssr name="twitter:image:alt" content="${attr(imageAlt)}">`,
    // The post's Article is written here only (the app renders none of its own, which kept a post's first
    // load within its budget): crawlers read it from the head, as they read the breadcrumbs.
    jsonLd(articleData(post, url, image, description, config)),
    jsonLd(breadcrumbData(post, url, config.siteUrl)),
  ].join('');
}

/** A JSON-LD data block; '<' is escaped so that author text can never close the element early. */
export function jsonLd(data: unknown, fate: 'replaced' | 'kept' = 'kept'): string {
  // `replaced` (data-ssr): the app renders its own copy and drops this one when it starts (the post's
  // Article). `kept` (data-ssr-ld): nothing in the app renders it, so it stays for crawlers that run
  // JavaScript, until the first client-side navigation (app/router.tsx) makes it describe another page.
  const marker = fate === 'replaced' ? 'data-ssr' : 'data-ssr-ld';
  return `<script ${marker} type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** schema.org Article, with the post's picture. */
function articleData(
  post: PostHead,
  url: string,
  image: string,
  description: string,
  config: Pick<Config, 'siteName'>,
) {
  const publisher = { '@type': 'Organization', name: config.siteName };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description,
    image,
    author: post.author_name ? { '@type': 'Person', name: post.author_name } : publisher,
    publisher,
    datePublished: (post.publish_date ?? post.created_at).toISOString(),
    dateModified: post.updated_at.toISOString(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/** Home › Blog › the post. */
function breadcrumbData(post: PostHead, url: string, siteUrl: string) {
  const crumbs: [string, string][] = [
    ['Home', `${siteUrl}/`],
    ['Blog', `${siteUrl}/blog`],
    [post.title, url],
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}
