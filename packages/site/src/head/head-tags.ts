// A public page's head as a list of tags: ONE definition that both sides render. The server writes the list
// into a page's raw HTML (renderHeadTags, for crawlers and link previews that run no JavaScript); the web app
// renders the same list as React elements (apps/web/src/components/head-tags.tsx), which React 19 hoists into
// <head> and — since they are equal — adopts the server's elements instead of adding copies. A client-side
// navigation renders the list of the new page, so it is the head the server would have written for it.
//
// Pure and dependency-free on purpose: the web app bundles this folder (apps/web/src/lib/head.ts re-exports
// it), so nothing here may import Node modules or the server's configuration.

/** What a page's head names of the site: its origin (no trailing slash) and its name. */
export interface HeadSite {
  siteUrl: string;
  siteName: string;
}

/** The picture a shared link shows (a post's cover crop or its drawn card). */
export interface HeadImage {
  /** Absolute (crawlers resolve nothing). */
  url: string;
  alt: string;
  /** Known for the drawn card only: a cover keeps its file's format and is never enlarged. */
  type?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface PageHeadInput {
  /** The page's own title; " | {site name}" is appended (fullTitle). */
  title: string;
  description: string;
  /** The canonical URL's path on the site, e.g. '/blog/my-post'. */
  path: string;
  type?: 'website' | 'article';
  /** Kept out of search results (sign-in, not-found). */
  noindex?: boolean;
  image?: HeadImage | null;
  /** A post's dates (ISO 8601): its article:published_time and article:modified_time. */
  article?: { published: string; modified: string } | null;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

/** "{title} | {site name}", or the site name alone for the page titled with it. */
export function fullTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

/** The absolute URL of a path on the site. */
export function siteHref(site: HeadSite, path: string): string {
  return site.siteUrl + path;
}

/** Title, description, canonical link, Open Graph and Twitter tags, robots — in the order the server writes them. */
export function pageHeadTags(page: PageHeadInput, site: HeadSite): HeadTag[] {
  const title = fullTitle(page.title, site.siteName);
  const url = siteHref(site, page.path);
  const image = page.image;
  const og = (property: string, content: string): HeadTag => ({ tag: 'meta', property, content });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', name, content });
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    named('description', page.description),
    { tag: 'link', rel: 'canonical', href: url },
    og('og:type', page.type ?? 'website'),
    og('og:title', title),
    og('og:description', page.description),
    og('og:url', url),
    og('og:site_name', site.siteName),
  ];
  if (image) {
    tags.push(og('og:image', image.url));
    if (image.type) tags.push(og('og:image:type', image.type));
    if (image.width) tags.push(og('og:image:width', String(image.width)));
    if (image.height) tags.push(og('og:image:height', String(image.height)));
    tags.push(og('og:image:alt', image.alt));
  }
  if (page.article) {
    tags.push(og('article:published_time', page.article.published));
    tags.push(og('article:modified_time', page.article.modified));
  }
  tags.push(
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', page.description),
  );
  if (image) tags.push(named('twitter:image', image.url), named('twitter:image:alt', image.alt));
  if (page.noindex) tags.push(named('robots', 'noindex'));
  return tags;
}

/**
 * A JSON-LD block's text: '<' is escaped so that text from authors or the firm can never close the
 * <script> element early. Both sides write exactly this text, so the app recognises the server's blocks.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
