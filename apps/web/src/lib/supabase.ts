import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { announceClient } from './supabase-loader';

/**
 * The one supabase-js client. Its defaults are the spec's session rules (SPEC §4, §9): local storage,
 * persistent session, auto-refresh, session detection in the URL after an auth redirect.
 */
export const supabase: SupabaseClient = createClient(env.supabaseUrl, env.anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

announceClient(supabase);
