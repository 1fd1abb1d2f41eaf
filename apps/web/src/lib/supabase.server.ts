// The server-rendering build's stand-in for ./supabase.ts (swapped in by build/ssr-build.ts). The server
// reads a public page's data through the same query functions the browser uses, as `anon`, with a
// supabase-js client whose fetch goes to the server's own data API in process — so the rows pass the same
// RLS and come back in the same shape. It never holds a session: there is only the anon key.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import type { Database } from './database-types';

/** The server never opens a realtime channel; on Node 20 there is no WebSocket to give supabase-js anyway. */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not available while rendering on the server');
  }
}

// Live bindings (ES modules): set once by configureServerClient, before the first render reads them.
export let supabase: SupabaseClient<Database>;
export let publicClient: SupabaseClient<Database>;

export function configureServerClient(url: string, anonKey: string, fetch: typeof globalThis.fetch): void {
  publicClient = supabase = createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
    realtime: { transport: NoRealtime as unknown as WebSocketLikeConstructor },
  });
}
