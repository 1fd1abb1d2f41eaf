import { createContext, useContext } from 'react';

// The origin canonical links and JSON-LD name. In the browser it is the page's own; a server render gets
// the request's (entry-server.tsx provides it), so the hydrating browser renders the same URLs.
export const SiteOriginContext = createContext<string>(
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
