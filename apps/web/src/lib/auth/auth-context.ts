import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { Tables } from '@/lib/database-types';

export type Role = Tables<'profiles'>['role'];

/** profiles row (SPEC §3), columns generated from the schema. */
export type Profile = Pick<
  Tables<'profiles'>,
  'user_id' | 'full_name' | 'username' | 'bio' | 'avatar_url' | 'role' | 'updated_at'
>;

export interface AuthState {
  user: User | null;
  session: Session | null;
  profile: Profile | null;
  /** True until the first session check has finished (SPEC §4). */
  loading: boolean;
  /** True while the signed-in user's profile is being fetched (role checks wait for it). */
  profileLoading: boolean;
  signOut(): Promise<{ error: Error | null }>;
  refreshProfile(): Promise<void>;
}

// Defaults to null so that useAuth() outside the provider fails loudly instead of reading `{}`.
export const AuthContext = createContext<AuthState | null>(null);
