import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState, type Profile } from './auth-context';
import { fetchProfile } from './profile';

// The client is loaded after first paint: public pages render without waiting for supabase-js, and the
// routes that read data share the same module (and so the same client) from their own chunks.
const loadClient = (): Promise<SupabaseClient> => import('@/lib/supabase').then((m) => m.supabase);

/** Holds user, session, profile and the loading flag (SPEC §4); supabase-js owns the session itself. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  // The profile is kept with the id of the user it belongs to, so a stale one is never shown for another
  // (or no) user without having to reset state inside an effect.
  const [loaded, setLoaded] = useState<{ userId: string; profile: Profile | null } | null>(null);
  const [loading, setLoading] = useState(true);
  const userId = session?.user.id ?? null;

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void loadClient().then((client) => {
      if (cancelled) return;
      const { data } = client.auth.onAuthStateChange((event, next) => {
        setSession(next);
        if (event === 'INITIAL_SESSION') setLoading(false);
        if (event === 'SIGNED_OUT') setLoaded(null);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
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
