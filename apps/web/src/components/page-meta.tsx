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
  /** The picture a shared link shows (a post's cover or drawn card): a large-image preview. */
  image?: PageImage;
}

export interface PageImage {
  /** Absolute (crawlers resolve nothing). */
  url: string;
  alt: string;
  /** Given when known (the drawn card); a cover's crop keeps its file's format and may be smaller. */
  type?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * Title, description, social tags and canonical link. React 19 hoists these elements into <head>, so a
 * page declares its metadata where it renders.
 */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
  noindex = false,
  image,
}: PageMetaProps) {
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
      {image && <meta property="og:image" content={image.url} />}
      {image?.type && <meta property="og:image:type" content={image.type} />}
      {image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {image?.height && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image.url} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
