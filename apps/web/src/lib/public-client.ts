import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-types';

let supabaseModule: Promise<{ publicClient: SupabaseClient<Database> }> | null = null;

/**
 * The session-less client for public reads (lib/supabase.ts), imported on demand: a public page that
 * arrived with its data in the HTML never downloads supabase-js unless its data goes stale or the visitor
 * asks for more (the blog's 'Load more').
 */
export async function publicClient(): Promise<SupabaseClient<Database>> {
  supabaseModule ??= import('@/lib/supabase');
  // Read from the module each time (a live binding): on the server it is set by each renderer's setup.
  return (await supabaseModule).publicClient;
}
