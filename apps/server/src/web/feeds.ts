// sitemap.xml, rss.xml and robots.txt for search engines and feed readers. Posts are read as `anon`, so
// row-level security decides what is public, exactly as for a visitor; links use SITE_URL. The glossary's
// term pages come from the web build's route file (the glossary the app was built with). A post with a cover
// carries it in the feed as Media RSS (`media:content`, the 1200×630 crop its link previews show).
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { WEB_DIST } from '../paths.ts';
import { planResize } from '../storage/transform/render.ts';
import type { KeyedCache } from '../http/keyed-cache.ts';
import { pageResponse, sendPage, type PageResponse } from './page-response.ts';
import { readRoutesFile } from './route-preload.ts';
import { coverShareUrl, SHARE_IMAGE } from './social-cards.ts';
import { xmlText as xml } from './xml-text.ts';

const STATIC_PAGES = ['/', '/services', '/blog', '/glossary', '/about', '/contact', '/privacy', '/terms'];
const FEED_SIZE = 20;
const MAX_SITEMAP_POSTS = 5000;

export interface PostRow {
  slug: string;
  title: string;
  excerpt: string | null;
  published: Date;
  updated: Date;
  cover_image_path: string | null;
  cover_image_alt: string | null;
}

/** What the catalogue knows of a cover file: the crop keeps its type; its size follows from the file's. */
export interface CoverFile {
  object_path: string;
  mime_type: string;
  width: number | null;
  height: number | null;
}

async function publishedPosts(db: Database, path: string, limit: number): Promise<PostRow[]> {
  return withRequest(db, { role: 'anon', claims: { role: 'anon' }, method: 'GET', path }, async (tx) => {
    const { rows } = await tx.query<PostRow>(
      `select slug, title, excerpt, coalesce(publish_date, created_at) as published, updated_at as updated,
              cover_image_path, cover_image_alt
         from public.blog_posts where status = 'published'
        order by publish_date desc nulls last limit $1`,
      [limit],
    );
    return rows;
  });
}

/**
 * The covers' files as the media catalogue describes them. The catalogue is staff-only under RLS, so this
 * read is the server's own (service_role) and asks only for the paths published posts already show.
 */
async function coverFiles(db: Database, path: string, posts: PostRow[]): Promise<Map<string, CoverFile>> {
  const paths = [...new Set(posts.flatMap((p) => (p.cover_image_path ? [p.cover_image_path] : [])))];
  if (paths.length === 0) return new Map();
  const rows = await withRequest(
    db,
    { role: 'service_role', claims: { role: 'service_role' }, method: 'GET', path },
    async (tx) =>
      (
        await tx.query<CoverFile>(
          `select object_path, mime_type, width, height from public.media_assets where object_path = any($1::text[])`,
          [paths],
        )
      ).rows,
  );
  return new Map(rows.map((r) => [r.object_path, r]));
}

/**
 * `<media:content>` for a post's cover: the crop's URL, its type (the file's own: `format=origin`) and,
 * when the file's size is known, the crop's (never enlarged, so a small file gives a smaller crop).
 */
export function coverMediaContent(siteUrl: string, post: PostRow, file: CoverFile | undefined): string {
  if (!post.cover_image_path) return '';
  const attrs = [`url="${xml(coverShareUrl(siteUrl, post.cover_image_path))}"`, 'medium="image"'];
  if (file?.mime_type.startsWith('image/')) attrs.push(`type="${xml(file.mime_type)}"`);
  if (file?.width && file.height) {
    const crop = planResize({ width: file.width, height: file.height }, { ...SHARE_IMAGE, resize: 'cover' });
    if (crop) attrs.push(`width="${crop.width}"`, `height="${crop.height}"`);
  }
  const alt = post.cover_image_alt?.trim();
  return (
    `<media:content ${attrs.join(' ')}>` +
    (alt ? `<media:description type="plain">${xml(alt)}</media:description>` : '') +
    `</media:content>`
  );
}

// Crawlers and feed readers may keep them 5 minutes; the server rebuilds them when the page cache lets them go.
const FEED_CACHE_CONTROL = 'public, max-age=300';
const SITEMAP_TYPE = 'application/xml; charset=utf-8';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';
// Keys in the page cache: no page's path (those start with '/') can name them.
const SITEMAP_KEY = 'feed sitemap.xml';
const RSS_KEY = 'feed rss.xml';

export function feedRoutes(
  db: Database,
  config: Pick<Config, 'siteUrl' | 'siteName'>,
  distDir: string = WEB_DIST,
  /**
   * The pages' cache (app.ts): the sitemap and the feed are built once and kept compressed with the pages, and
   * dropped with them when a post or profile is written. Without it they are built for every request.
   */
  pageCache?: KeyedCache<PageResponse>,
): Hono {
  const app = new Hono();
  const cached = (key: string, build: () => Promise<PageResponse>) =>
    pageCache ? pageCache.get(key, build) : build();
  const site = config.siteUrl;
  // Read when first asked, and again while there is none: the build may finish after the server started.
  let termPaths: string[] = [];
  const glossaryTermPaths = () => {
    if (termPaths.length === 0) {
      const terms = readRoutesFile(distDir).site?.glossary.terms ?? [];
      termPaths = terms.map((t) => `/glossary/${encodeURIComponent(t.slug)}`);
    }
    return termPaths;
  };

  app.get('/robots.txt', (c) =>
    c.text(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /education\nDisallow: /preview\n\nSitemap: ${site}/sitemap.xml\n`,
    ),
  );

  const sitemap = async (path: string): Promise<PageResponse> => {
    const posts = await publishedPosts(db, path, MAX_SITEMAP_POSTS);
    const urls = [
      ...[...STATIC_PAGES, ...glossaryTermPaths()].map((p) => `<url><loc>${xml(site + p)}</loc></url>`),
      ...posts.map(
        (p) =>
          `<url><loc>${xml(`${site}/blog/${p.slug}`)}</loc><lastmod>${p.updated.toISOString()}</lastmod></url>`,
      ),
    ];
    return pageResponse(
      200,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      SITEMAP_TYPE,
    );
  };
  app.get('/sitemap.xml', async (c) =>
    sendPage(c, await cached(SITEMAP_KEY, () => sitemap(c.req.path)), false, FEED_CACHE_CONTROL),
  );

  const rss = async (path: string): Promise<PageResponse> => {
    const posts = await publishedPosts(db, path, FEED_SIZE);
    const files = await coverFiles(db, path, posts);
    const items = posts
      .map(
        (p) =>
          `<item><title>${xml(p.title)}</title><link>${xml(`${site}/blog/${p.slug}`)}</link>` +
          `<guid isPermaLink="true">${xml(`${site}/blog/${p.slug}`)}</guid><pubDate>${p.published.toUTCString()}</pubDate>` +
          (p.excerpt ? `<description>${xml(p.excerpt)}</description>` : '') +
          coverMediaContent(site, p, p.cover_image_path ? files.get(p.cover_image_path) : undefined) +
          `</item>`,
      )
      .join('');
    return pageResponse(
      200,
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${xml(config.siteName)} — Bitcoin &amp; Crypto Insights</title>` +
        `<link>${xml(`${site}/blog`)}</link><description>${xml(`Insights on Bitcoin for businesses from ${config.siteName}.`)}</description>` +
        `${items}</channel></rss>\n`,
      RSS_TYPE,
    );
  };
  app.get('/rss.xml', async (c) =>
    sendPage(c, await cached(RSS_KEY, () => rss(c.req.path)), false, FEED_CACHE_CONTROL),
  );
  return app;
}
