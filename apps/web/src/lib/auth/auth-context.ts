import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';

export type Role = 'admin' | 'editor' | 'contributor';

/** profiles row (SPEC §3). */
export interface Profile {
  user_id: string;
  full_name: string | null;
  username: string | null;
  bio: string | null;
  avatar_url: string | null;
  role: Role;
  updated_at: string | null;
}

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
