import { createContext, useContext } from 'react';

// The origin canonical links and JSON-LD name. In the browser it is the page's own; a server render gets
// the request's (entry-server.tsx provides it), so the hydrating browser renders the same URLs.
// A page the browser renders alone (sign-in) names the origin of the canonical link the server wrote into
// it (SITE_URL), so its head stays the server's even when the visitor came by another name for the host.
export const SiteOriginContext = createContext<string>(pageOrigin());

function pageOrigin(): string {
  if (typeof window === 'undefined') return 'http://localhost';
  const canonical = document.querySelector<HTMLLinkElement>('head > link[rel="canonical"][data-ssr]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
