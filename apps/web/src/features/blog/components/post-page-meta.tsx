import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useSiteOrigin } from '@/lib/site-origin';
import type { Post } from '../api/types';
import { postDate, toIsoDate } from '../lib/post-fields';
import { postSocialImage } from '../lib/social-image';

const DEFAULT_DESCRIPTION = 'Insights on Bitcoin and cryptocurrency for businesses and investors.';

/**
 * The post page's metadata (SPEC §2 /blog/{slug}): title and description with their fallbacks, canonical
 * link, Open Graph and Twitter tags with the post's picture (its cover, else its drawn card) and article
 * tags; React 19 hoists them into <head>. The Article JSON-LD is the server's alone (page-head.ts): it stays
 * in the head for crawlers until the first client-side navigation, as the breadcrumbs do.
 *
 * The picture makes PageMeta's preview the large-image kind; these tags must be the ones the server wrote
 * (apps/server/src/web/page-head.ts), since they replace them on start.
 */
export function PostPageMeta({ post }: { post: Post }) {
  const path = paths.blogPost.href(post.slug);
  const title = post.meta_title?.trim() || post.title;
  const description = post.meta_description?.trim() || post.excerpt?.trim() || DEFAULT_DESCRIPTION;
  const origin = useSiteOrigin();
  const image = postSocialImage(post, origin);
  const published = postDate(post);
  return (
    <>
      <PageMeta title={title} description={description} path={path} type="article" image={image} />
      <meta property="article:published_time" content={toIsoDate(published)} />
      <meta property="article:modified_time" content={toIsoDate(post.updated_at)} />
    </>
  );
}
