import { env } from '@/config/env';
import { useSiteOrigin } from '@/lib/site-origin';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Path of the canonical URL on this site, e.g. '/blog/my-post'. */
  path: string;
  type?: 'website' | 'article';
  /** Set for pages that must stay out of search results (sign-in, not-found). */
  noindex?: boolean;
}

/**
 * Title, description, social tags and canonical link. React 19 hoists these elements into <head>, so a
 * page declares its metadata where it renders.
 */
export function PageMeta({ title, description, path, type = 'website', noindex = false }: PageMetaProps) {
  const fullTitle = title === env.siteName ? title : `${title} | ${env.siteName}`;
  const url = new URL(path, useSiteOrigin()).toString();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={env.siteName} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
