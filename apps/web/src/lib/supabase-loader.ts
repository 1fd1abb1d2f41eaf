// Who needs supabase-js, and when. A visitor without a session never downloads it on the static pages;
// a stored session, an auth redirect in the URL, or a screen that reads data loads it — and the auth
// provider hears about the client as soon as any of them created it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-types';

type Listener = (client: SupabaseClient<Database>) => void;

let current: SupabaseClient<Database> | null = null;
const listeners = new Set<Listener>();

/** Called once by lib/supabase.ts when the client exists. */
export function announceClient(client: SupabaseClient<Database>): void {
  current = client;
  for (const listener of listeners) listener(client);
  listeners.clear();
}

/** Runs `listener` with the client now (if it exists) or when it is created; returns an unsubscribe. */
export function onClient(listener: Listener): () => void {
  if (current) {
    listener(current);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadClient(): Promise<SupabaseClient<Database>> {
  return import('./supabase').then((m) => m.supabase);
}

/**
 * Starts fetching the client without waiting for it, when a visitor begins to act (focuses a field of the
 * sign-in form): by the time they submit it is usually there. A failure is left to the submit, whose own
 * loadClient() tries again and reports it.
 */
export function prefetchClient(): void {
  loadClient().catch(() => undefined);
}

/** supabase-js's default storage key: `sb-<first label of the API host>-auth-token`. */
export function storageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** Whether the client is needed right away: a stored session, or an auth redirect to finish. */
export function sessionPending(
  supabaseUrl: string,
  storage: Pick<Storage, 'getItem'>,
  location: Pick<Location, 'hash' | 'search'>,
): boolean {
  if (storage.getItem(storageKey(supabaseUrl)) !== null) return true;
  if (/(?:^|[#&])(access_token|error_description)=/.test(location.hash)) return true;
  return /[?&]code=/.test(location.search);
}
