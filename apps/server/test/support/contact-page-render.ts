// The contact page as the app renders it (apps/web/src/entry-server.tsx from source, the server build's swaps)
// in a stand-in index.html with the app's script and a preload, for the tests of the page a refused post gets.
import { createPageRenderer, type PageRenderer } from '../../src/web/page-renderer.ts';
import { splitIndex, type IndexParts } from '../../src/web/page-document.ts';
import { loadAppEntry } from './app-entry.ts';

export const CONTACT_INDEX =
  '<!doctype html><html><head><title data-ssr>Default</title><meta data-ssr name="description" content="d">' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/contact.js"></head><body><div id="root"></div></body></html>';

export function appContactPages(siteName = 'Adv'): { pages: PageRenderer; index: () => IndexParts } {
  const parts = splitIndex(CONTACT_INDEX);
  const pages = createPageRenderer({
    distDir: '/nonexistent',
    anonKey: 'anon-key',
    siteName,
    siteUrl: 'https://advisory.example',
    // The contact page reads nothing from the data API.
    fetch: () => new Response('{"message":"not in this test"}', { status: 404 }),
    entry: loadAppEntry,
  });
  return { pages, index: () => parts };
}
