// The real server hosting a stand-in web build: an index.html of the test's choosing and the app's real
// route manifest (web-routes.ts) in a temp dir. For the tests of what the server adds to pages (heads,
// statuses, redirects, certificates, social cards). stop() ends the server and removes the dir.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadAppEntry } from './app-entry.ts';
import type { Backend } from './backends.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { writeWebRoutes } from './web-routes.ts';

export const PLAIN_INDEX =
  '<!doctype html><html><head><title data-ssr>Default</title></head><body><div id="root"></div></body></html>';

export async function startWebHost(
  backend: Backend,
  env: Record<string, string> = {},
  index = PLAIN_INDEX,
  /** More files of the stand-in build, by path inside it (e.g. a server-rendering entry). */
  files: Record<string, string> = {},
  /** The app's clock (AppDeps.now), for tests that must know no cached page ages out meanwhile. */
  now?: () => number,
  /**
   * Render the public pages with the app's own server entry (apps/web/src/entry-server.tsx, from source): for
   * the tests of what a page's HTML holds — its head is the one the page declares while it renders.
   */
  appEntry = false,
): Promise<TestServer> {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), index);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  writeWebRoutes(dist);
  try {
    const t = await startTestServer(backend, env, {
      webDist: dist,
      ...(now ? { now } : {}),
      ...(appEntry ? { ssrEntry: loadAppEntry } : {}),
    });
    return {
      ...t,
      stop: async () => {
        try {
          await t.stop();
        } finally {
          rmSync(dist, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    rmSync(dist, { recursive: true, force: true });
    throw err;
  }
}
