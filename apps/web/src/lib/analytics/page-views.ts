// The page-view beacon (docs/decisions/0021). In every visitor's first load, so kept to a few hundred bytes.
// The server counts a page's first load itself; this reports the in-app navigations after it
// (`navigator.sendBeacon('/api/page-view', {"path"})`), never for /admin… or /preview…, and never while a
// staff member is signed in. Once the app knows the signed-in user is staff, it asks the server once per page
// load to take back the first load's view (`POST /api/page-view/retract` with the access token).

/** Who is looking, as the app knows it: a navigation waits while a stored session's role is not known yet. */
export type Viewer = { kind: 'unknown' } | { kind: 'visitor' } | { kind: 'staff'; token: string };

export interface PageViewTransport {
  send(path: string): void;
  retract(path: string, token: string): void;
}

const NOT_COUNTED = /^\/(admin|preview)(\/|$)/;

export function createPageViews(firstPath: string, transport: PageViewTransport) {
  let shown = firstPath;
  let viewer: Viewer['kind'] = 'unknown';
  let held: string[] = [];
  let retracted = false;
  return {
    /** Where the router starts (a not-found page's URL may have been replaced before it did). */
    start(path: string) {
      shown = path;
    },
    /** The page on screen is now `path`; `notFound`: the not-found page, which the 404 log counts. */
    navigated(path: string, notFound = false) {
      if (path === shown) return;
      shown = path;
      if (notFound || NOT_COUNTED.test(path) || viewer === 'staff') return;
      if (viewer === 'visitor') transport.send(path);
      else held.push(path);
    },
    viewer(next: Viewer) {
      viewer = next.kind;
      if (next.kind === 'visitor') for (const path of held) transport.send(path);
      if (next.kind !== 'unknown') held = [];
      if (next.kind === 'staff' && !retracted) {
        retracted = true;
        if (!NOT_COUNTED.test(firstPath)) transport.retract(firstPath, next.token);
      }
    },
  };
}

export type PageViews = ReturnType<typeof createPageViews>;

const warn = (error: unknown) => console.warn('Page view not reported', error);

export const beaconTransport: PageViewTransport = {
  send(path) {
    try {
      navigator.sendBeacon('/api/page-view', JSON.stringify({ path }));
    } catch (error) {
      warn(error);
    }
  },
  retract(path, token) {
    fetch('/api/page-view/retract', {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ path }),
    }).catch(warn);
  },
};

/** The page load's beacon: the first path is where the tab landed, before the app changed the URL. */
export const pageViews: PageViews = createPageViews(
  typeof location === 'undefined' ? '/' : location.pathname,
  beaconTransport,
);
