// The server-rendering bundle, built with every client build (`vite build`, whichever outDir the caller
// gives): `<outDir>/.ssr/entry-server.js`, self-contained (no node_modules needed beside it), so a build made
// elsewhere (the e2e runner's, the bench's) carries its own. The server loads it (apps/server/src/web/
// page-renderer.ts) and does not serve it: paths under /. are not files of the site.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export const SSR_DIR = '.ssr';
const src = (p: string) => fileURLToPath(new URL(`../src/${p}`, import.meta.url));

// Browser-only modules and their server stand-ins: the run-time config (no `window`), supabase-js's
// clients (an anon client that reads through the server's own data API in process) and DOMPurify (on a
// DOM the server provides).
export const SSR_SWAPS: Readonly<Record<string, string>> = {
  [src('config/env.ts')]: src('config/env.server.ts'),
  [src('lib/supabase.ts')]: src('lib/supabase.server.ts'),
  [src('lib/purify.ts')]: src('lib/purify.server.ts'),
};

/** In the server build, imports of the browser-only modules resolve to their stand-ins. */
export function ssrSwaps(): Plugin {
  return {
    name: 'ssr-swaps',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? (SSR_SWAPS[resolved.id] ?? null) : null;
    },
  };
}

/** After the client build: the server build into `<outDir>/.ssr`. */
export function ssrBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ssr-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        root: config.root,
        // Errors only: the server build's module swaps make some dynamic imports static by design.
        logLevel: 'error',
        ssr: { noExternal: true },
        // React (and every bundled library) in its production build: the server sets no NODE_ENV, and the
        // bundled packages otherwise choose their development builds at run time — React's alone took a fresh
        // post render from ~11 to ~25 ms of CPU (bench/page-serving, issue 38).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: src('entry-server.tsx'),
          outDir: join(config.build.outDir, SSR_DIR),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          target: 'node20',
        },
      });
    },
  };
}
