// Run-time configuration. By default the Node server that hosts this app injects
// `window.__APP_CONFIG__` (anon key, site name) and the API is same-origin. A build for a hosted
// Supabase project takes URL and key from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY instead.
// (Checked by hand rather than with zod: this module is on every page's first load.)

declare global {
  interface Window {
    __APP_CONFIG__?: { anonKey?: string; siteName?: string };
  }
}

export interface Env {
  supabaseUrl: string;
  anonKey: string;
  siteName: string;
}

function readEnv(): Env {
  const injected = window.__APP_CONFIG__;
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
