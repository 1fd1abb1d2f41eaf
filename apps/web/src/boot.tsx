import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@/lib/router';
import { App } from '@/app/app';
import { reportNavigations } from '@/app/page-view-reporting';
import { createAppRouter, resolveLazyMatches } from '@/app/router';
import { rememberLanding } from '@/lib/analytics/landing';
import { SiteOriginContext } from '@/lib/site-origin';
import { readSsrState, SsrStateContext } from '@/lib/ssr-state';

// The app's start, imported by main.tsx once the document is parsed (and a server-rendered page painted).

// The server's head tags stay: each page declares the same ones (components/page-meta.tsx, from the head
// builder the server uses), and React 19 adopts the server's elements instead of adding copies.

/** Resolves in a later task, so the browser can handle input (and paint) in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Where this tab's visit began (the consultation form's attribution), read before the app changes the URL and
// stored a task later: a fresh tab's first storage access is slow on a phone.
const landingAt = { pathname: location.pathname, search: location.search, hostname: location.hostname };
const referrer = document.referrer;
setTimeout(() => rememberLanding(() => sessionStorage, landingAt, referrer), 0);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const ssr = readSsrState();
if (ssr) {
  // A public page the server rendered: take over its HTML as it is (no second paint). A post that does
  // not exist was answered with the not-found page; its URL becomes /404 first (SPEC §2).
  if (ssr.location && ssr.location !== window.location.pathname) {
    window.history.replaceState(window.history.state, '', ssr.location);
  }
  // The shell's modules have just run (one task); matching the URL and loading the page's modules is the next.
  await nextTask();
  await resolveLazyMatches(window.location);
  // The page is already painted, so nothing waits on the steps below: each runs in a task of its own
  // (the router's set-up and React's are each tens of milliseconds on a slow phone; together, one long
  // task that would delay a tap).
  await nextTask();
  const router = createAppRouter();
  reportNavigations(router);
  await nextTask();
  // As a transition, hydration yields to the browser between pieces of work: the page stays responsive
  // while React takes it over.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SsrStateContext value={ssr}>
          <SiteOriginContext value={ssr.origin}>
            <App>
              <RouterProvider router={router} />
            </App>
          </SiteOriginContext>
        </SsrStateContext>
      </StrictMode>,
    );
  });
} else {
  const router = createAppRouter();
  reportNavigations(router);
  createRoot(root).render(
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
}
