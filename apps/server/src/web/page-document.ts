// The page documents the server sends: the web build's index.html cut once into the pieces a response is put
// together from — by concatenation, never String.replace with a replacement string (which would expand `$&`,
// `` $` `` and `$'` inside a post's stored title). spa.ts builds every public page from them; the contact page
// that answers a form refused without JavaScript (contact-refusal-pages.ts) is the same pieces without the app's
// scripts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface IndexParts {
  head: string;
  /** The head without its default title and description (for a page that brings its own). */
  headForPage: string;
  /** headForPage without the app's module scripts and their preloads: a page that is not to be hydrated. */
  headWithoutApp: string;
  tail: string;
  /** The tail cut inside the empty #root, where a server-rendered page goes (null: no such element). */
  root: [before: string, after: string] | null;
}

// The default title and description in index.html, dropped when a page brings its own.
const DEFAULT_HEAD = /<title data-ssr>[\s\S]*?<\/title>|<meta data-ssr name="description"[^>]*>/g;
// What Vite's build writes into the head to start the app: its entry script and the chunks preloaded with it.
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const ROOT_OPEN = '<div id="root">';
const ROOT = `${ROOT_OPEN}</div>`;

export function splitIndex(html: string): IndexParts {
  // Without a </head> (not a Vite build) the additions go at the very end, where they still work.
  const at = html.includes('</head>') ? html.indexOf('</head>') : html.length;
  const head = html.slice(0, at);
  const tail = html.slice(at);
  const rootAt = tail.indexOf(ROOT);
  const inside = rootAt + ROOT_OPEN.length;
  const root: IndexParts['root'] = rootAt < 0 ? null : [tail.slice(0, inside), tail.slice(inside)];
  const headForPage = head.replace(DEFAULT_HEAD, () => '');
  return { head, headForPage, headWithoutApp: headForPage.replace(APP_SCRIPTS, () => ''), tail, root };
}

/** index.html of the build in `distDir`, read and cut on first use; null while there is none. */
export function indexLoader(distDir: string): () => IndexParts | null {
  const indexPath = join(distDir, 'index.html');
  let index: IndexParts | null = null;
  return () => {
    if (index === null && existsSync(indexPath)) index = splitIndex(readFileSync(indexPath, 'utf8'));
    return index;
  };
}

/**
 * A server-rendered page as a document that is only read, never hydrated: its head and body with no script of
 * the app's (a tail's own <script> tags other than the app's are kept: index.html has none).
 */
export function staticDocument(parts: IndexParts, head: string, html: string): string | null {
  if (!parts.root) return null;
  return parts.headWithoutApp + head + parts.root[0] + html + parts.root[1].replace(APP_SCRIPTS, () => '');
}
