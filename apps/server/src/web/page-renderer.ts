// The public pages' HTML, rendered by the web build's server entry (apps/web/src/entry-server.tsx, built
// into <dist>/.ssr/entry-server.js). The server hands it the anon key, the site's name and URL, and an
// in-process fetch to its own data API — so a page's data is read as `anon`, through the same RLS and in
// the same shape as the browser would read it. (spa.ts caches the pages it sends, app.ts drops them.)
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DbConnectionError } from '../db/unavailable.ts';
import type { ContactSubmission } from '@advisory/site/contact-form-rules';
import type { Logger } from '../http/logger.ts';

/** apps/web/src/entry-server.tsx's exports (its build has no type declarations to import). */
interface SsrEntry {
  setup(options: {
    apiUrl: string;
    anonKey: string;
    siteName: string;
    siteUrl: string;
    fetch: typeof globalThis.fetch;
    window: unknown;
    onRenderError?: (error: unknown) => void;
  }): void;
  render(path: string, options?: RenderOptions): Promise<RenderedPage | null>;
  /** Absent in builds before issue 24. */
  renderPostBody?(html: string): string;
}

/** What a render shows besides the page's data (apps/web/src/entry-server.tsx's RenderOptions). */
export interface RenderOptions {
  /** The contact page answering a form refused without JavaScript: what was typed, each field's message. */
  contact?: ContactSubmission;
}

export interface RenderedPage {
  status: number;
  /** The markup that goes inside #root; null for a page the browser renders (it still has its head). */
  html: string | null;
  /** The page's head elements, built from the same read as the body (absent from a stand-in entry: none). */
  head?: string;
  /** For the browser that hydrates the page (its ssr-state data block). */
  state: unknown;
}

export interface PageRenderer {
  /** The page at `path`, or null when the build renders it in the browser only (or has no server entry). */
  /**
   * Throws a DbConnectionError when the data API answered 503 to any read the page made (the database cannot serve
   * now): a page rendered without its data must not be sent as if it were the page.
   */
  render(path: string, options?: RenderOptions): Promise<RenderedPage | null>;
  /**
   * A post body as its public page shows it (sanitized, responsive images), or null when the build has no
   * server entry (or one without this export) to render it with.
   */
  renderPostBody(html: string): Promise<string | null>;
}

export interface PageRendererOptions {
  distDir: string;
  anonKey: string;
  siteName: string;
  siteUrl: string;
  /** The server's own app, answering /rest/v1 in process. */
  fetch: (request: Request) => Response | Promise<Response>;
  logger?: Logger;
  /** The entry module itself, instead of the build's file (AppDeps.ssrEntry). */
  entry?: () => Promise<unknown>;
}

/** The in-process origin the data API's requests name; they never reach a socket. */
const IN_PROCESS = 'http://in-process.invalid';

export function createPageRenderer(opts: PageRendererOptions): PageRenderer {
  const entryFile = join(opts.distDir, '.ssr', 'entry-server.js');
  let entry: Promise<SsrEntry | null> | null = null;
  // The render a data read belongs to (renders run concurrently over one entry): where a 503 is noted.
  const rendering = new AsyncLocalStorage<{ unavailable: boolean }>();
  const readData = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const res = await opts.fetch(new Request(input, init));
    const render = rendering.getStore();
    if (res.status === 503 && render) render.unavailable = true;
    return res;
  };

  const load = (): Promise<SsrEntry | null> => {
    entry ??= (async () => {
      if (!opts.entry && !existsSync(entryFile)) return null;
      const [mod, { JSDOM }] = await Promise.all([
        (opts.entry ? opts.entry() : import(pathToFileURL(entryFile).href)) as Promise<SsrEntry>,
        import('jsdom'),
      ]);
      mod.setup({
        apiUrl: IN_PROCESS,
        anonKey: opts.anonKey,
        siteName: opts.siteName,
        siteUrl: opts.siteUrl,
        fetch: readData,
        // DOMPurify's DOM on Node: posts' HTML is sanitized on the server with the browser's rules.
        window: new JSDOM('').window,
        onRenderError: (err) => opts.logger?.warn({ err }, 'a public page failed in part while rendering'),
      });
      return mod;
    })();
    return entry;
  };

  return {
    async render(path, options) {
      const mod = await load();
      if (!mod) return null;
      const render = { unavailable: false };
      const page = await rendering.run(render, () => (options ? mod.render(path, options) : mod.render(path)));
      if (render.unavailable)
        throw new DbConnectionError('lost', `the data API answered 503 while rendering ${path}`);
      return page;
    },
    async renderPostBody(html) {
      const mod = await load();
      return mod?.renderPostBody ? mod.renderPostBody(html) : null;
    },
  };
}
