// Sign-up: POST /auth/v1/signup with the full name as user metadata and the site origin as the
// confirmation redirect (SPEC §7 "App usage").
import { loadClient } from '@/lib/supabase-loader';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

export interface SignUpResult {
  /** True when the service returned a session (e-mail autoconfirm): the user is signed in already. */
  signedIn: boolean;
}

export async function signUp({ fullName, email, password }: SignUpInput): Promise<SignUpResult> {
  const supabase = await loadClient(); // on demand, as for sign-in (api/sign-in.ts)
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName }, emailRedirectTo: window.location.origin },
  });
  if (error) throw error;
  return { signedIn: data.session !== null };
}
