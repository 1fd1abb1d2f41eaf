import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunks';
import { emitRoutes } from './build/emit-routes';
import { precompress } from './build/precompress';
import { lowPriorityScripts } from './build/script-priority';
import { ssrBuild, ssrSwaps } from './build/ssr-build';

// The API is same-origin in production (the Node server hosts the SPA); in `npm run dev` Vite proxies it.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-rendering build (build/ssr-build.ts) needs only React and the module swaps.
  plugins: isSsrBuild
    ? [react(), ssrSwaps()]
    : [react(), tailwindcss(), lowPriorityScripts(), emitRoutes(), precompress(), ssrBuild()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    manifest: true,
    // No <link rel=modulepreload> added at run time for each dependency of a lazy chunk: on a server-rendered
    // page the app is fetched after the first paint anyway, and inserting a score of links while it starts
    // cost more main-thread time than the round trip it saves (Lighthouse on /contact and a post, ADR 0009).
    // index.html keeps its own (the entry's small static import). The server still preloads the first
    // route's chunks of a page the browser renders alone (apps/server/src/web/route-preload.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: false,
    target: 'es2022',
    // The server build bundles into one file anyway; the browser's first load gets one shell file.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    port: 5173,
    proxy: { '/auth/v1': apiTarget, '/rest/v1': apiTarget, '^/certificates/[^/]+\\.pdf$': apiTarget },
  },
}));
