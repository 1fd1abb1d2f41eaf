// sitemap.xml, rss.xml and robots.txt for search engines and feed readers. Posts are read as `anon`, so
// row-level security decides what is public, exactly as for a visitor; links use SITE_URL. The glossary's
// term pages come from the web build's route file (the glossary the app was built with).
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { withRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { WEB_DIST } from '../paths.ts';
import { readRoutesFile } from './route-preload.ts';
import { xmlText as xml } from './xml-text.ts';

const STATIC_PAGES = ['/', '/services', '/blog', '/glossary', '/about', '/contact', '/privacy', '/terms'];
const FEED_SIZE = 20;
const MAX_SITEMAP_POSTS = 5000;

interface PostRow {
  slug: string;
  title: string;
  excerpt: string | null;
  published: Date;
  updated: Date;
}

async function publishedPosts(db: Database, path: string, limit: number): Promise<PostRow[]> {
  return withRequest(db, { role: 'anon', claims: { role: 'anon' }, method: 'GET', path }, async (tx) => {
    const { rows } = await tx.query<PostRow>(
      `select slug, title, excerpt, coalesce(publish_date, created_at) as published, updated_at as updated
         from public.blog_posts where status = 'published'
        order by publish_date desc nulls last limit $1`,
      [limit],
    );
    return rows;
  });
}

export function feedRoutes(
  db: Database,
  config: Pick<Config, 'siteUrl' | 'siteName'>,
  distDir: string = WEB_DIST,
): Hono {
  const app = new Hono();
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
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /education\n\nSitemap: ${site}/sitemap.xml\n`,
    ),
  );

  app.get('/sitemap.xml', async (c) => {
    const posts = await publishedPosts(db, c.req.path, MAX_SITEMAP_POSTS);
    const urls = [
      ...[...STATIC_PAGES, ...glossaryTermPaths()].map((p) => `<url><loc>${xml(site + p)}</loc></url>`),
      ...posts.map(
        (p) =>
          `<url><loc>${xml(`${site}/blog/${p.slug}`)}</loc><lastmod>${p.updated.toISOString()}</lastmod></url>`,
      ),
    ];
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
    );
  });

  app.get('/rss.xml', async (c) => {
    const posts = await publishedPosts(db, c.req.path, FEED_SIZE);
    const items = posts
      .map(
        (p) =>
          `<item><title>${xml(p.title)}</title><link>${xml(`${site}/blog/${p.slug}`)}</link>` +
          `<guid isPermaLink="true">${xml(`${site}/blog/${p.slug}`)}</guid><pubDate>${p.published.toUTCString()}</pubDate>` +
          (p.excerpt ? `<description>${xml(p.excerpt)}</description>` : '') +
          `</item>`,
      )
      .join('');
    c.header('Content-Type', 'application/rss+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${xml(config.siteName)} — Bitcoin &amp; Crypto Insights</title>` +
        `<link>${xml(`${site}/blog`)}</link><description>${xml(`Insights on Bitcoin for businesses from ${config.siteName}.`)}</description>` +
        `${items}</channel></rss>\n`,
    );
  });
  return app;
}
