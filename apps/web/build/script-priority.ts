// The page's scripts load at low fetch priority: a public page arrives complete from the server, so what
// its first paint needs is the stylesheet and the two fonts; the app's code (which only hydrates the page)
// comes after them instead of competing with them on a slow link. The server's route preloads do the same
// (apps/server/src/web/route-preload.ts).
import type { Plugin } from 'vite';

export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" async fetchpriority="low"',
          )
          .replace(
            /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
            '<link rel="modulepreload" fetchpriority="low"',
          ),
    },
  };
}
