import { createContext, useContext } from 'react';
import { readJsonBlock } from './json-block';

/** What a server-rendered page hands to the browser that hydrates it. */
export interface SsrState {
  /** What the page was rendered with (posts, related posts), by key: lib/public-reads.tsx starts from it. */
  reads: Record<string, unknown>;
  /** The site's canonical origin the page was rendered with (its canonical links, its JSON-LD). */
  origin: string;
  /**
   * The path the page was rendered for when it differs from the URL: a post that does not exist is
   * answered with the not-found page, and the browser replaces its URL with /404 (SPEC §2) before hydrating.
   */
  location?: string;
}

/** The server-rendered state while the page hydrates; null when the app started in the browser alone. */
export const SsrStateContext = createContext<SsrState | null>(null);

export function useSsrState(): SsrState | null {
  return useContext(SsrStateContext);
}

/**
 * The state the server wrote into a server-rendered page (`<script type="application/json"
 * id="ssr-state">`, apps/server/src/web/spa.ts); null on a page the browser renders alone.
 */
export function readSsrState(): SsrState | null {
  return readJsonBlock<SsrState>('ssr-state');
}
