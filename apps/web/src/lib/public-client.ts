import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-types';

let client: Promise<SupabaseClient<Database>> | null = null;

/**
 * The session-less client for public reads (lib/supabase.ts), imported on demand: a public page that
 * arrived with its data in the HTML never downloads supabase-js unless its data goes stale or the visitor
 * asks for more (the blog's 'Load more').
 */
export function publicClient(): Promise<SupabaseClient<Database>> {
  client ??= import('@/lib/supabase').then((m) => m.publicClient);
  return client;
}
