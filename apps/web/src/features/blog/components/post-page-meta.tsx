import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSiteOrigin } from '@/lib/site-origin';
import type { Post } from '../api/types';
import { articleJsonLd, serializeJsonLd, toIsoDate } from '../lib/article-json-ld';
import { authorName, postDate } from '../lib/post-fields';
import { postSocialImage } from '../lib/social-image';

const DEFAULT_DESCRIPTION = 'Insights on Bitcoin and cryptocurrency for businesses and investors.';

/**
 * The post page's metadata (SPEC §2 /blog/{slug}): title and description with their fallbacks, canonical
 * link, Open Graph and Twitter tags with the post's picture (its cover, else its drawn card), article tags
 * and Article JSON-LD. React 19 hoists the title, meta and link elements into <head>; the JSON-LD script
 * stays in the body, where search engines read it just the same.
 *
 * Not PageMeta: a post's link preview is the large-image kind and carries its picture, and these tags
 * must be the ones the server wrote (apps/server/src/web/page-head.ts), since they replace them on start.
 */
export function PostPageMeta({ post }: { post: Post }) {
  const path = paths.blogPost.href(post.slug);
  const title = post.meta_title?.trim() || post.title;
  const fullTitle = `${title} | ${env.siteName}`;
  const description = post.meta_description?.trim() || post.excerpt?.trim() || DEFAULT_DESCRIPTION;
  const origin = useSiteOrigin();
  const url = new URL(path, origin).toString();
  const image = postSocialImage(post, origin);
  const published = postDate(post);
  const jsonLd = articleJsonLd({
    headline: post.title,
    description,
    author: authorName(post),
    publisher: env.siteName,
    url,
    image: image.url,
    datePublished: published,
    dateModified: post.updated_at,
  });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="article" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={env.siteName} />
      <meta property="og:image" content={image.url} />
      {image.type && <meta property="og:image:type" content={image.type} />}
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      <meta property="article:published_time" content={toIsoDate(published)} />
      <meta property="article:modified_time" content={toIsoDate(post.updated_at)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </>
  );
}
