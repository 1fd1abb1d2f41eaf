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
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
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
