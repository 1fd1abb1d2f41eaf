// Sign-in with e-mail and password: POST /auth/v1/token?grant_type=password (SPEC §7).
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * Throws the service's error (its `message` is what the 'Sign in failed' notice shows). On success
 * supabase-js stores the session and announces SIGNED_IN before resolving, so the auth state is already
 * signed in when the caller continues.
 */
export async function signIn({ email, password }: SignInInput): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
