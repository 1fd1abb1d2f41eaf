// Run-time configuration. By default the Node server that hosts this app injects
// `window.__APP_CONFIG__` (anon key, site name) and the API is same-origin. A build for a hosted
// Supabase project takes URL and key from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY instead.
import { z } from 'zod';

declare global {
  interface Window {
    __APP_CONFIG__?: { anonKey?: string; siteName?: string };
  }
}

const envSchema = z.object({
  supabaseUrl: z.string().url(),
  anonKey: z
    .string()
    .min(1, 'The anon key is missing: serve the app through the Node server or set VITE_SUPABASE_ANON_KEY'),
  siteName: z.string().min(1),
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  const injected = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return envSchema.parse({
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL ?? window.location.origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? injected?.anonKey ?? '',
    siteName: injected?.siteName ?? import.meta.env.VITE_SITE_NAME ?? 'Bitcoin Advisory',
  });
}

export const env: Env = readEnv();
