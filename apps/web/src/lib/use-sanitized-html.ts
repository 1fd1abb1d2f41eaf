import { use, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

type Sanitize = (html: string) => string;

// DOMPurify (lib/sanitize.ts and its chunk, ~12 KB gzip) is imported on demand: a post hydrated from the
// server's HTML keeps the server's sanitized markup and never calls it, so its first load must not
// download it. Loaded once; every render after that sanitizes synchronously.
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

/** Imports the sanitizer (once); the hook's renders pick it up as soon as it is there. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    (m) => {
      sanitizer = m.sanitizeHtml;
      for (const listener of listeners) listener();
      return m.sanitizeHtml;
    },
    (error: unknown) => {
      loading = null; // a later render may try again (a network blip)
      throw error;
    },
  );
  return loading;
}

/**
 * Starts importing the sanitizer right away unless the page holds the server's rendering of the element
 * `id` (a post being hydrated, which keeps it): called when a route's module loads, so that on client
 * navigation the sanitizer downloads alongside the page's data instead of after it.
 */
export function preloadSanitizerUnlessServerRendered(id: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  loadSanitizer().catch(() => undefined); // the hook's own load reports a failure
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => sanitizer;

/**
 * `html` sanitized for rendering, into the element with `id` — or null while the sanitizer is still
 * loading: the caller renders nothing of the body (a placeholder) until then, never the raw HTML.
 *
 * While React takes over a server-rendered page, that element already holds the server's sanitization of
 * the very same HTML (the same rules, lib/sanitize.ts, on the server's DOMPurify): its markup is used as it
 * is, without loading DOMPurify or sanitizing a long post a second time on the visitor's phone. Any other
 * render — client navigation, changed content — sanitizes. The server waits for the sanitizer (React's
 * `use`: the prerender holds the page until it is imported), so its HTML is always complete.
 */
export function useSanitizedHtml(html: string, id: string): string | null {
  const hydrated = useHydrated();
  const [fromServer] = useState(() => {
    if (hydrated || typeof document === 'undefined') return null;
    const element = document.getElementById(id);
    return element ? { html, markup: element.innerHTML } : null;
  });
  const keepServerMarkup = fromServer !== null && fromServer.html === html;
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const current = useSyncExternalStore(subscribe, loaded, loaded);
  const sanitize = current ?? (typeof document === 'undefined' ? use(loadSanitizer()) : null);

  useEffect(() => {
    if (keepServerMarkup || sanitize) return;
    let live = true;
    loadSanitizer().catch((error: unknown) => {
      if (live) setFailure({ error });
    });
    return () => {
      live = false;
    };
  }, [keepServerMarkup, sanitize]);

  const body = useMemo(() => {
    if (keepServerMarkup) return fromServer.markup;
    return sanitize ? sanitize(html) : null;
  }, [keepServerMarkup, fromServer, sanitize, html]);
  // The page cannot show this body safely: the route's error screen says so (a reload tries again).
  if (failure) throw failure.error;
  return body;
}
