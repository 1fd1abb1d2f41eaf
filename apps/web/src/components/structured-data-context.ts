import { createContext } from 'react';
import type { HeadSite } from '@/lib/head';

/** What a page's structured data is built from: its canonical path and description, and the site. */
export interface StructuredDataRequest {
  path: string;
  description: string;
  site: HeadSite;
}

/** Builds the structured data of the public page at a path (loaded when first asked: not part of a page's first load). */
export type StructuredDataLoader = (request: StructuredDataRequest) => Promise<unknown[]>;

/**
 * The app's builder of the marketing pages' structured data (app/providers.tsx provides it: the data needs
 * the firm's facts and the glossary, which shared components may not import). Null outside the app (a
 * component test): a page then states only the structured data it brings itself.
 */
export const StructuredDataContext = createContext<StructuredDataLoader | null>(null);
