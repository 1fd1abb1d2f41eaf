import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from './database-types';
import { announceClient } from './supabase-loader';

/**
 * The one supabase-js client. Its defaults are the spec's session rules (SPEC §4, §9): local storage,
 * persistent session, auto-refresh, session detection in the URL after an auth redirect.
 */
export const supabase: SupabaseClient<Database> = createClient<Database>(env.supabaseUrl, env.anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

announceClient(supabase);

/**
 * A client without a session, for the public pages (blog list and post). Public content must read the
 * same for every visitor: a signed-in learner may read only their own profile (DESIGN.md §3), so through
 * the session client the posts' author names would vanish for them. Its own storage key, and it never
 * stores, refreshes or detects a session, so it cannot collide with the main client.
 */
export const publicClient: SupabaseClient<Database> = createClient<Database>(env.supabaseUrl, env.anonKey, {
  auth: {
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storageKey: 'sb-public-anon',
  },
});
