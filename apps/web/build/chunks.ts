// How the browser build groups modules into files. Left to itself the bundler gives every module shared
// between lazy routes its own file: a public page's first load was 36 files, most under 1 KB, and on a
// slow mobile link each costs a round trip before the page can run. The site's shell — React, the router,
// the layout, header, footer and what they import — is one file beside the entry; each route keeps its own.
// Only modules every page needs may be listed here: anything else would be downloaded by every visitor.

// Radix's Slot is not here: Button's asChild uses our own (components/ui/slot.tsx); Radix's stays with
// the admin screens' dialogs and menus that import it.
const NODE_SHELL = ['react', 'react-dom', 'scheduler', 'clsx', 'class-variance-authority'];
// lucide-react: its core and the header's icons only (every other icon stays with the screen using it).
const SHELL_ICONS = ['bitcoin', 'menu', 'x', 'external-link'];
// Not boot.tsx: it waits (top-level await) for the page's route modules, which import the shell — inside
// the shell that wait would never end.
const SRC_SHELL = [
  'app/app.tsx',
  'app/providers.tsx',
  'app/router.tsx',
  'components/layouts/',
  'components/ui/button.tsx',
  'components/ui/slot.tsx',
  // Every public page's head (title, description, canonical, social tags): on every first load anyway.
  'components/page-meta.tsx',
  'components/route-page-meta.tsx',
  'components/head-tags.tsx',
  'components/structured-data-context.ts',
  'app/structured-data.ts',
  'lib/head.ts',
  'components/ui/spinner.tsx',
  'components/ui/toaster.tsx',
  'config/',
  'lib/cn.ts',
  'lib/class-groups.ts',
  'lib/auth/',
  'lib/supabase-loader.ts',
  'lib/ssr-state.ts',
  // The blog's reads' provider (the public layout's); the store and hooks stay with the blog (blog-shared).
  'lib/public-reads-provider.tsx',
  // Read by the public pages that must behave before hydration (the contact form, a post's body).
  'lib/use-hydrated.ts',
  'lib/site-origin.ts',
  'lib/json-block.ts',
  'lib/router/',
  // The page-view beacon and the visit's landing (issue 28): a few hundred bytes every page load runs.
  'app/page-view-reporting.tsx',
  'lib/analytics/',
];

// Under the folders above but needed only by the signed-in areas (the learner and admin screens' guard):
// it goes with those screens, not to every visitor.
const NOT_SHELL = /\/apps\/web\/src\/components\/layouts\/require-auth\.tsx$/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SHELL = new RegExp(
  [
    `/node_modules/(?:${NODE_SHELL.map(escape).join('|')})/`,
    `/node_modules/lucide-react/dist/esm/(?:createLucideIcon|defaultAttributes|Icon|shared/|context|lucide-react)`,
    `/node_modules/lucide-react/dist/esm/icons/(?:${SHELL_ICONS.map(escape).join('|')})\\.js$`,
    `/apps/web/src/(?:${SRC_SHELL.map(escape).join('|')})`,
    // The head's tag list, shared with the server (packages/site, through apps/web/src/lib/head.ts).
    `/packages/site/src/head/head-tags\\.ts$`,
  ].join('|'),
);

// TanStack Query as the pages that read data load it: the provider route (app/data-root.tsx), the
// client, caches and hydration, and useQuery. Left to the bundler these were six files (the provider, the
// caches, `query`, `removable`, `useBaseQuery`, `mutation` — the caches import it); every data page loads
// all of them together. What only the admin screens use (useMutation, useQueries …) stays out.
const QUERY_CORE = [
  'queryObserver',
  'timeoutManager',
  'utils',
  'environmentManager',
  'subscribable',
  'focusManager',
  'notifyManager',
  'onlineManager',
  'retryer',
  'removable',
  'query',
  'infiniteQueryBehavior',
  'hydration',
  'mutationCache',
  'queryCache',
  'queryClient',
  'mutation',
];
const REACT_QUERY = [
  'QueryClientProvider',
  'IsRestoringProvider',
  'QueryErrorResetBoundary',
  'errorBoundaryUtils',
  'suspense',
  'useBaseQuery',
  'useQuery',
  'queryOptions',
];
const DATA_ROOT = new RegExp(
  [
    `/node_modules/@tanstack/query-core/build/modern/(?:${QUERY_CORE.join('|')})\\.js$`,
    `/node_modules/@tanstack/react-query/build/modern/(?:${REACT_QUERY.join('|')})\\.js$`,
    `/apps/web/src/(?:app/data-root\\.tsx|lib/query-client\\.ts)$`,
  ].join('|'),
);

// Small modules both blog pages (/blog and a post) import: the cover, the post's fields, dates and reading
// time, the icons beside them, skeletons and the data client's loader. Left to the bundler they were eight
// files of 0.2–0.7 KB, each with its own request and compression window on those pages' first load (issue
// 23's covers took a post 1.4 KB past its 100 KB budget). The clock icon is not in it: the contact page
// uses it too, and took the whole group with it (1.5 KB) when it was.
const BLOG_SHARED = new RegExp(
  [
    `/apps/web/src/lib/(?:media-url|format|public-client)\\.ts$`,
    `/packages/site/src/(?:dates|media-url)\\.ts$`,
    `/apps/web/src/lib/public-reads\\.tsx$`,
    `/apps/web/src/features/blog/(?:lib/reading-time|lib/post-fields|api/types)\\.ts$`,
    `/apps/web/src/components/cover-image\\.tsx$`,
    `/apps/web/src/components/ui/skeleton\\.tsx$`,
    `/node_modules/lucide-react/dist/esm/icons/(?:user|calendar)\\.m?js$`,
  ].join('|'),
);

// The same for what a post adds to them (its footer's badge, the back and call-to-action arrows); another
// page using one of these gets the few hundred bytes of the others with it.
const POST_EXTRAS = new RegExp(
  [
    `/apps/web/src/components/ui/badge\\.tsx$`,
    `/node_modules/lucide-react/dist/esm/icons/(?:arrow-left|arrow-right)\\.m?js$`,
  ].join('|'),
);

export const chunkGroups = [
  // Vite's module-preload helper stays a file of its own: the entry needs it (to import the app after
  // the first paint) and must not pull the whole shell in with it.
  { name: 'preload-helper', test: /vite\/preload-helper/, priority: 20 },
  { name: 'shell', test: (id: string) => SHELL.test(id) && !NOT_SHELL.test(id), priority: 10 },
  { name: 'data-root', test: DATA_ROOT, priority: 8 },
  { name: 'blog-shared', test: BLOG_SHARED, priority: 6 },
  { name: 'post-extras', test: POST_EXTRAS, priority: 6 },
  // The notices' library, loaded with the first notice (components/ui/toaster.tsx); named so that tests
  // can tell it is not part of a page's first load.
  { name: 'sonner', test: /\/node_modules\/sonner\//, priority: 5 },
];
