// Sign-in with e-mail and password: POST /auth/v1/token?grant_type=password (SPEC §7).
import { loadClient } from '@/lib/supabase-loader';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * supabase-js is imported here, not with the screen: the form is usable without it, and a field's focus
 * has usually fetched it by the time the visitor submits (prefetchClient, sign-in-form.tsx).
 * Throws the service's error (its `message` is what the 'Sign in failed' notice shows). On success
 * supabase-js stores the session and announces SIGNED_IN before resolving, so the auth state is already
 * signed in when the caller continues.
 */
export async function signIn({ email, password }: SignInInput): Promise<void> {
  const supabase = await loadClient();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}
