// Run-time configuration. By default the Node server that hosts this app writes it into the page as a
// JSON data block, `<script type="application/json" id="app-config">` (anon key, site name; no inline
// script, so the page's CSP allows none), and the API is same-origin. A build for a hosted Supabase
// project takes URL and key from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY instead.
// (Checked by hand rather than with zod: this module is on every page's first load.)

import { readJsonBlock } from '@/lib/json-block';

interface InjectedConfig {
  anonKey?: string;
  siteName?: string;
}

export interface Env {
  supabaseUrl: string;
  anonKey: string;
  siteName: string;
}

function readEnv(): Env {
  const injected = readJsonBlock<InjectedConfig>('app-config');
  const supabaseUrl = import.meta.env.VITE_SUPABASE_URL ?? window.location.origin;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? injected?.anonKey ?? '';
  const siteName = injected?.siteName ?? import.meta.env.VITE_SITE_NAME ?? 'Bitcoin Advisory';
  if (!anonKey) {
    console.error(
      'The anon key is missing: serve the app through the Node server or set VITE_SUPABASE_ANON_KEY',
    );
  }
  return { supabaseUrl: new URL(supabaseUrl).origin, anonKey, siteName };
}

export const env: Env = readEnv();
