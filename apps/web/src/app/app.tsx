import { useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers';

/**
 * Marks the document once React runs the page (`<html data-app-ready>`): a server-rendered page looks
 * complete before that, and the end-to-end tests wait for the mark before they act on it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** The app around its router: the browser's router, or the server's (one location, never navigating). */
export function App({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      {children}
      <ReadyMark />
    </AppProviders>
  );
}
