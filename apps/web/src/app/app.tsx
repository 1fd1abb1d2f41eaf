import type { ReactNode } from 'react';
import { AppProviders } from './providers';

/** The app around its router: the browser's RouterProvider, or the server's StaticRouterProvider. */
export function App({ children }: { children: ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
