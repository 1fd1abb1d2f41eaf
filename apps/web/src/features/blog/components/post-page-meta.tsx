import { PageMeta } from '@/components/page-meta';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSiteOrigin } from '@/lib/site-origin';
import type { Post } from '../api/types';
import { articleJsonLd, serializeJsonLd, toIsoDate } from '../lib/article-json-ld';
import { authorName, postDate } from '../lib/post-fields';

const DEFAULT_DESCRIPTION = 'Insights on Bitcoin and cryptocurrency for businesses and investors.';

/**
 * The post page's metadata (SPEC §2 /blog/{slug}): title and description with their fallbacks, article
 * tags, canonical link and Article JSON-LD. React 19 hoists the title, meta and link elements into <head>;
 * the JSON-LD script stays in the body, where search engines read it just the same.
 */
export function PostPageMeta({ post }: { post: Post }) {
  const path = paths.blogPost.href(post.slug);
  const title = post.meta_title?.trim() || post.title;
  const description = post.meta_description?.trim() || post.excerpt?.trim() || DEFAULT_DESCRIPTION;
  const origin = useSiteOrigin();
  const published = postDate(post);
  const jsonLd = articleJsonLd({
    headline: post.title,
    description,
    author: authorName(post),
    publisher: env.siteName,
    url: new URL(path, origin).toString(),
    image: new URL(paths.socialCard.href(post.slug), origin).toString(),
    datePublished: published,
    dateModified: post.updated_at,
  });
  return (
    <>
      <PageMeta title={title} description={description} path={path} type="article" />
      <meta property="article:published_time" content={toIsoDate(published)} />
      <meta property="article:modified_time" content={toIsoDate(post.updated_at)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </>
  );
}
