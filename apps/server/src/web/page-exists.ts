// Whether a counted path is a page, as the server decides its 404 (ADR 0021): the route manifest says which
// paths name nothing (web/route-preload.ts: unknown paths and glossary terms), a /blog/{slug} is a page only
// while a published post has the slug (web/published-slugs.ts, the same set the page handler asks, so a view of a
// page just served costs no read), and /certificates/{code} only while a certificate has the code
// (web/certificates.ts, which sets the page's 404 after the page handler answered). The beacon asks before it
// counts a view, so `/blog/free-btc-at-evil-example-com` matches the post pattern but never reaches Top Pages.
import type { PageExists } from '../analytics/page-view.ts';
import type { Database } from '../db/types.ts';
import { keyedCache } from '../http/keyed-cache.ts';
import { findCertificate } from './certificates.ts';
import type { PublishedSlugs } from './published-slugs.ts';
import { createRoutePreloader } from './route-preload.ts';

export interface PageExistsOptions {
  distDir: string;
  db: Database;
  /** The page handler's set of published slugs (app.ts). */
  publishedSlugs: Pick<PublishedSlugs, 'has'>;
  now?: (() => number) | undefined;
}

// The certificate page's path (web/certificates.ts mounts the same); a code is checked there by its shape first.
const CERTIFICATE = /^\/certificates\/([^/]+)$/;
const CERTIFICATES_TTL_MS = 5000;

export function pageExists(opts: PageExistsOptions): PageExists {
  const routes = createRoutePreloader(opts.distDir);
  // Codes asked about recently (a few hundred; unknown ones in their own pool, as for posts).
  const certificates = keyedCache<boolean>(CERTIFICATES_TTL_MS, 200, {
    apart: { is: (found) => !found, max: 200 },
    ...(opts.now ? { now: opts.now } : {}),
  });
  return (path) => {
    const route = routes.kindOf(path);
    if (route.kind === 'not-found') return false;
    if (route.kind === 'post' && route.slug) {
      return opts.publishedSlugs.has(route.slug);
    }
    const code = CERTIFICATE.exec(path)?.[1];
    if (route.kind === 'page' && code !== undefined)
      return certificates.get(code, async () => (await findCertificate(opts.db, code)) !== null);
    return true;
  };
}
