import { useMemo, useState } from 'react';
import { sanitizeHtml } from './sanitize';
import { useHydrated } from './use-hydrated';

/**
 * `html` sanitized for rendering, into the element with `id`. While React takes over a server-rendered
 * page, that element already holds the server's sanitization of the very same HTML (the same rules,
 * lib/sanitize.ts, on the server's DOMPurify): its markup is used as it is instead of sanitizing a long
 * post a second time on the visitor's phone during hydration. Any other render — client navigation,
 * changed content, the server itself — sanitizes.
 */
export function useSanitizedHtml(html: string, id: string): string {
  const hydrated = useHydrated();
  const [fromServer] = useState(() => {
    if (hydrated || typeof document === 'undefined') return null;
    const element = document.getElementById(id);
    return element ? { html, markup: element.innerHTML } : null;
  });
  return useMemo(
    () => (fromServer && fromServer.html === html ? fromServer.markup : sanitizeHtml(html)),
    [fromServer, html],
  );
}
