import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { env } from '@/config/env';
import { loadClient, onClient, sessionPending } from '@/lib/supabase-loader';
import { AuthContext, type AuthState, type Profile } from './auth-context';
import { fetchProfile } from './profile';

// supabase-js is loaded only when there may be a session (one stored, or an auth redirect to finish);
// otherwise the visitor is signed out from the start and the static pages never download the client.
// When a screen (sign-in, blog, contact …) loads it, the provider subscribes then.
// Decided once, the first time the provider renders in the browser (never on the server, which renders signed
// out) — not when this module loads: a fresh tab's first localStorage read is slow on a phone (the storage is
// opened then), and at load it lengthened the app's start-up task (bench/web.ts, Lighthouse's TBT).
let pendingAtStartValue: boolean | undefined;
const pendingAtStart = () =>
  (pendingAtStartValue ??=
    typeof window !== 'undefined' && sessionPending(env.supabaseUrl, window.localStorage, window.location));
const noSubscription = () => () => undefined;
// A server-rendered page hydrates as the server rendered it (signed out, not loading); React then
// re-renders with the browser's answer. The signed-in areas are never server-rendered: their guards start
// from the stored session.
const pendingOnServer = () => false;

/** Holds user, session, profile and the loading flag (SPEC §4); supabase-js owns the session itself. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  // The profile is kept with the id of the user it belongs to, so a stale one is never shown for another
  // (or no) user without having to reset state inside an effect.
  const [loaded, setLoaded] = useState<{ userId: string; profile: Profile | null } | null>(null);
  const pending = useSyncExternalStore(noSubscription, pendingAtStart, pendingOnServer);
  const [initialSessionSeen, setInitialSessionSeen] = useState(false);
  const loading = pending && !initialSessionSeen;
  const userId = session?.user.id ?? null;

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    const stopWaiting = onClient((client) => {
      const { data } = client.auth.onAuthStateChange((event, next) => {
        setSession(next);
        if (event === 'INITIAL_SESSION') setInitialSessionSeen(true);
        if (event === 'SIGNED_OUT') setLoaded(null);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    if (pendingAtStart()) void loadClient();
    return () => {
      stopWaiting();
      unsubscribe?.();
    };
  }, []);

  // Fetched on sign-in (and for a restored session); never inside the auth callback, which must not await
  // other supabase calls (supabase-js holds its lock while callbacks run).
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    void loadClient()
      .then((client) => fetchProfile(client, userId))
      .then((p) => {
        if (!cancelled) setLoaded({ userId, profile: p });
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const signOut = useCallback(async () => {
    const { error } = await (await loadClient()).auth.signOut();
    return { error };
  }, []);

  const refreshProfile = useCallback(async () => {
    if (userId !== null) setLoaded({ userId, profile: await fetchProfile(await loadClient(), userId) });
  }, [userId]);

  const profile = loaded !== null && loaded.userId === userId ? loaded.profile : null;
  const profileLoading = userId !== null && loaded?.userId !== userId;
  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      session,
      profile,
      loading,
      profileLoading,
      signOut,
      refreshProfile,
    }),
    [session, profile, loading, profileLoading, signOut, refreshProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
