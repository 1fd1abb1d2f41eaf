// A blog post's head (SPEC §2 /blog/{slug}): title from meta_title else title, description from
// meta_description else the excerpt else a default, canonical link, article tags, the picture a shared
// link shows (the cover's 1200×630 crop, else the card the server draws from the title) and structured data
// (an Article and its BreadcrumbList). The server reads the post as `anon` (web/page-head.ts), the app reads
// the same columns through the data API; both hand them here.
import { siteHref, type HeadImage, type HeadSite, type PageHeadInput } from './head-tags.ts';
import { knownAuthorName } from './post-author.ts';
import { mediaRenderUrl } from '../media-url.ts';
import type { Tables } from '../database-types.ts';

/** A link preview's size: Open Graph's and X's large image (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * A cover's 1200×630 crop, absolute: og:image, twitter:image, the Article's image and the feed's
 * media:content. `format=origin` keeps the file's own format (a crawler may not take WebP).
 */
export function coverShareUrl(siteUrl: string, path: string): string {
  return siteUrl + mediaRenderUrl(path, { ...SHARE_IMAGE, resize: 'cover', format: 'origin' });
}

/** Where a post's drawn card lives (`GET /social/blog/{slug}.png`), absolute. */
export function socialCardUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/social/blog/${encodeURIComponent(slug)}.png`;
}

/**
 * What a post's head is made of: its public columns as the data API answers them (or the server's Dates), and
 * the author's public profile (anon reads published authors' names only); a null author credits the firm.
 */
export type PostHeadFields = Pick<
  Tables<'blog_posts'>,
  'slug' | 'title' | 'meta_title' | 'meta_description' | 'excerpt' | 'cover_image_path' | 'cover_image_alt'
> & {
  publish_date: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  author: Pick<Tables<'profiles'>, 'full_name' | 'username'> | null;
};

/** ISO 8601 in UTC, as search engines expect (PostgREST sends `+00:00` offsets, the server Dates). */
const iso = (value: string | Date) => new Date(value).toISOString();

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The description a post's head and Article carry. */
export function postDescription(post: PostHeadFields, site: HeadSite): string {
  return (
    post.meta_description?.trim() ||
    post.excerpt?.trim() ||
    `Insights on Bitcoin for businesses from ${site.siteName}.`
  );
}

/** The post's picture for link previews: its cover's crop, else its drawn card (whose type and size are known). */
export function postShareImage(post: PostHeadFields, site: HeadSite): HeadImage {
  const cover = post.cover_image_path;
  if (cover) {
    return {
      url: coverShareUrl(site.siteUrl, cover),
      alt: post.cover_image_alt?.trim() || post.title,
    };
  }
  return {
    url: socialCardUrl(site.siteUrl, post.slug),
    alt: post.title,
    type: 'image/png',
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
  };
}

export function postHeadInput(post: PostHeadFields, site: HeadSite): PageHeadInput {
  return {
    title: post.meta_title?.trim() || post.title,
    description: postDescription(post, site),
    path: postPath(post.slug),
    type: 'article',
    image: postShareImage(post, site),
    article: { published: iso(post.publish_date ?? post.created_at), modified: iso(post.updated_at) },
  };
}

/** schema.org Article (with the post's picture) and its BreadcrumbList, Home › Blog › the post. */
export function postStructuredData(post: PostHeadFields, site: HeadSite): unknown[] {
  const url = siteHref(site, postPath(post.slug));
  const publisher = { '@type': 'Organization', name: site.siteName };
  const name = knownAuthorName(post.author);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: postDescription(post, site),
    image: postShareImage(post, site).url,
    author: name ? { '@type': 'Person', name } : publisher,
    publisher,
    datePublished: iso(post.publish_date ?? post.created_at),
    dateModified: iso(post.updated_at),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
  const crumbs: [string, string][] = [
    ['Home', `${site.siteUrl}/`],
    ['Blog', `${site.siteUrl}/blog`],
    [post.title, url],
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([n, item], i) => ({ '@type': 'ListItem', position: i + 1, name: n, item })),
  };
  return [article, breadcrumbs];
}
