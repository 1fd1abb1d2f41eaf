// The server-rendering entry (built by build/ssr-build.ts into <dist>/.ssr/entry-server.js and called by
// apps/server/src/web/page-renderer.ts). It renders the public pages the route manifest marks `ssr` with
// the data they show, read as `anon` through the server's own data API; the browser hydrates the HTML
// (main.tsx). Other paths answer null: the server sends the app's shell and the browser renders them.
import type { WindowLike } from 'dompurify';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '@/app/app';
import type { RouteHandle } from '@/app/router';
import { routes } from '@/app/router';
import { createStaticRouter, RouterProvider } from '@/lib/router';
import { HeadCollectorContext, type CollectedHead } from '@/components/head-collector';
import { configureEnv } from '@/config/env.server';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { RouteMeta } from '@/config/routes';
import { prefetchBlogList, prefetchBlogPost, type PublicReadsSeed } from '@/features/blog/api/prefetch';
import { ContactSubmissionContext, type ContactSubmission } from '@/features/marketing/lib/contact-submission';
import { pageHeadTags, renderHead } from '@/lib/head';
import { SiteOriginContext } from '@/lib/site-origin';
import type { SsrState } from '@/lib/ssr-state';
import { SsrStateContext } from '@/lib/ssr-state';
import { configurePurify } from '@/lib/purify.server';
import { sanitizeHtml } from '@/lib/sanitize';
import { configureServerClient } from '@/lib/supabase.server';

export interface RenderSetup {
  /** The data API's URL as the in-process fetch sees it (any origin: it never leaves the process). */
  apiUrl: string;
  anonKey: string;
  siteName: string;
  /** The site's canonical origin (SITE_URL): the pages' canonical links and structured data name it. */
  siteUrl: string;
  /** Answers the data API's requests in process (the server's own app). */
  fetch: typeof globalThis.fetch;
  /** A DOM window for DOMPurify (jsdom's): posts' HTML is sanitized on the server as in the browser. */
  window: WindowLike;
  /** Told about an error inside the page while rendering (that part is then rendered by the browser). */
  onRenderError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** 200, or 404 for the not-found page (an unknown path, or a post no published post has). */
  status: number;
  /** The markup inside #root; null for a page the browser renders (its head is still the server's). */
  html: string | null;
  /**
   * The page's head — title, meta, canonical link, JSON-LD — as the page declared it while rendering, from the
   * same read of its data as the body ('' for a page that declares none). The server writes it into <head>.
   */
  head: string;
  /** For the browser that hydrates it (the page's ssr-state data block). */
  state: SsrState;
}

let origin = 'http://localhost';
let onRenderError: RenderSetup['onRenderError'];

/** Once per process, before the first render. */
export function setup(options: RenderSetup): void {
  origin = new URL(options.siteUrl).origin;
  onRenderError = options.onRenderError;
  configureEnv({ supabaseUrl: options.apiUrl, anonKey: options.anonKey, siteName: options.siteName });
  configureServerClient(options.apiUrl, options.anonKey, options.fetch);
  configurePurify(options.window);
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream)
    out += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return out;
}

function headOnly(path: string, meta: RouteMeta): RenderedPage {
  const site = { siteUrl: origin, siteName: env.siteName };
  const tags = pageHeadTags(
    { title: meta.title, description: meta.description, path, noindex: meta.noindex === true },
    site,
  );
  return { status: 200, html: null, head: renderHead(tags), state: { reads: {}, origin } };
}

/** Reads what the page shows; 'not-found' when its data names nothing (a post slug). */
async function prefetch(
  route: RouteHandle['route'],
  params: Record<string, string | undefined>,
  reads: PublicReadsSeed,
): Promise<'ok' | 'not-found'> {
  if (route.path === paths.blog.path) await prefetchBlogList(reads);
  if (route.path === paths.blogPost.path) {
    return (await prefetchBlogPost(reads, params.slug ?? '')) ? 'ok' : 'not-found';
  }
  return 'ok';
}

/** What a render shows besides the page's data. */
export interface RenderOptions {
  /**
   * The contact page answering a form refused without JavaScript (apps/server web/contact-post.ts): what was
   * typed, each field's message, a notice. The server sends that page without the app's scripts.
   */
  contact?: ContactSubmission;
}

/** The page at `path` (a URL path), or null when it is not rendered on the server. */
export async function render(path: string, options: RenderOptions = {}): Promise<RenderedPage | null> {
  const router = await createStaticRouter(routes, path);
  const leaf = router?.state.matches.at(-1);
  const route = (leaf?.route.handle as RouteHandle | undefined)?.route;
  if (!router || !leaf || !route) return null;
  // A public page the browser renders (sign-in): the server still writes its head, as RoutePageMeta declares it.
  if (!route.ssr) return route.meta ? headOnly(route.path, route.meta) : null;

  const reads: PublicReadsSeed = {};
  const outcome = await prefetch(route, leaf.params, reads);
  if (outcome === 'not-found') {
    const page = await render(paths.notFound.href());
    return page && { ...page, state: { ...page.state, location: paths.notFound.href() } };
  }
  const state: SsrState = { reads, origin };
  let declared: CollectedHead | null = null;
  const collector = { collect: (head: CollectedHead) => void (declared = head) };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <SsrStateContext value={state}>
          <SiteOriginContext value={origin}>
            <App>
              <ContactSubmissionContext value={options.contact ?? null}>
                <RouterProvider router={router} />
              </ContactSubmissionContext>
            </App>
          </SiteOriginContext>
        </SsrStateContext>
      </HeadCollectorContext>
    </StrictMode>,
    // One piece of HTML: no boundary is split out to be revealed by an inline script (the page's CSP
    // allows none), however large the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => onRenderError?.(error) },
  );
  const html = await streamToString(prelude);
  const page = declared as CollectedHead | null;
  const head = page ? renderHead(page.tags, await page.structuredData()) : '';
  return { status: route.path === '*' ? 404 : 200, html, head, state };
}

/**
 * A post's body exactly as its public page shows it (the same sanitizer, responsive images): what a revision
 * records of the page it published (apps/server/src/jobs/revision-bodies.ts). Call setup() first.
 */
export function renderPostBody(html: string): string {
  return sanitizeHtml(html);
}
