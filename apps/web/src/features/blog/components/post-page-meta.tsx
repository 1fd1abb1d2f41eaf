import { PageMeta } from '@/components/page-meta';
import { postHeadInput, type HeadSite } from '@/lib/head';
import { useSiteOrigin } from '@/lib/site-origin';
import { env } from '@/config/env';
import type { Post } from '../api/types';

/**
 * The post page's head (SPEC §2 /blog/{slug}): title and description with their fallbacks, canonical link,
 * article tags, Open Graph and Twitter tags with the post's picture (its cover, else its drawn card), and
 * its Article and BreadcrumbList — from the same builder as the server's HTML (packages/site/src/head/
 * post-head.ts), so the app keeps the server's tags when it starts.
 */
export function PostPageMeta({ post }: { post: Post }) {
  const site: HeadSite = { siteUrl: useSiteOrigin(), siteName: env.siteName };
  return (
    <PageMeta
      {...postHeadInput(post, site)}
      structuredData={{
        key: `${post.id} ${post.updated_at}`,
        load: async (s) => (await import('../lib/post-structured-data')).postStructuredData(post, s),
      }}
    />
  );
}
