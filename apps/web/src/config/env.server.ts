// The server-rendering build's stand-in for ./env.ts (swapped in by build/ssr-build.ts): there is no
// `window` on the server, so the values come from the Node server that renders the page, once, before the
// first render (entry-server.tsx → configureEnv). Same shape as the browser's env.
import type { Env } from './env';

export const env: Env = { supabaseUrl: 'http://localhost', anonKey: '', siteName: 'Bitcoin Advisory' };

export function configureEnv(next: Env): void {
  Object.assign(env, next);
}
