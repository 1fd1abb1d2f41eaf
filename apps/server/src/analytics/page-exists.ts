// Whether a counted path is a page, as the server decides its 404 (ADR 0021): the route manifest says which
// paths name nothing (web/route-preload.ts: unknown paths and glossary terms), a /blog/{slug} is a page only
// while a published post has the slug (web/spa.ts, read through the same post-head cache the page handler fills,
// so a view of a page just served costs no read), and /certificates/{code} only while a certificate has the code
// (web/certificates.ts, which sets the page's 404 after the page handler answered). The beacon asks before it
// counts a view, so `/blog/free-btc-at-evil-example-com` matches the post pattern but never reaches Top Pages.
import type { Database } from '../db/types.ts';
import type { KeyedCache } from '../http/keyed-cache.ts';
import { keyedCache } from '../http/keyed-cache.ts';
import { findCertificate } from '../web/certificates.ts';
import { findPublishedPost, type PostHead } from '../web/page-head.ts';
import { createRoutePreloader } from '../web/route-preload.ts';

/** True when `path` (as stored: counted-path.ts's normalisePath) is a page; a promise when that takes a read. */
export type PageExists = (path: string) => boolean | Promise<boolean>;

export interface PageExistsOptions {
  distDir: string;
  db: Database;
  /** The page handler's post heads by slug (app.ts). */
  postHeads: KeyedCache<PostHead | null>;
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
      const slug = route.slug;
      return opts.postHeads.get(slug, () => findPublishedPost(opts.db, slug)).then((post) => post !== null);
    }
    const code = CERTIFICATE.exec(path)?.[1];
    if (route.kind === 'page' && code !== undefined)
      return certificates.get(code, async () => (await findCertificate(opts.db, code)) !== null);
    return true;
  };
}
