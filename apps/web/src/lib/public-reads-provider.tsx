import { createContext, useState, type ReactNode } from 'react';
import { useSsrState } from './ssr-state';

/**
 * Where the pages below one public layout keep their reads (lib/public-reads.tsx makes the store on first
 * use: its code stays with the pages that read, not in every page's first load).
 */
export interface PublicReadsSlot {
  /** What the server read for the page, by key (SsrState.reads). */
  seed: Record<string, unknown>;
  /** When that was read: as old as the page, not as the moment a layout mounts again (after the admin area). */
  at: number;
  store?: object;
}

export const PublicReadsContext = createContext<PublicReadsSlot | null>(null);

/** The reads of the pages below it, for as long as it is mounted (the public site's layout). */
export function PublicReadsProvider({ children }: { children: ReactNode }) {
  const ssr = useSsrState();
  const [slot] = useState<PublicReadsSlot>(() => ({
    seed: ssr?.reads ?? {},
    at: typeof window === 'undefined' ? Date.now() : performance.timeOrigin,
  }));
  return <PublicReadsContext value={slot}>{children}</PublicReadsContext>;
}
