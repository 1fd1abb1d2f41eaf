import { createContext } from 'react';
import type { HeadTag } from '@/lib/head';

/** A page's head as its PageMeta declared it while rendering on the server. */
export interface CollectedHead {
  tags: HeadTag[];
  /** The page's structured data (built after the render, from what the page was rendered with). */
  structuredData: () => Promise<unknown[]>;
}

/**
 * Where a page rendered on the server hands its head (entry-server.tsx): the server writes that head into the
 * HTML, so the page itself renders no head elements there (nothing for React to hoist and a regex to cut).
 * The last declaration wins: a page's own meta renders after its layout's. Null in the browser.
 */
export interface HeadCollector {
  collect(head: CollectedHead): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);
