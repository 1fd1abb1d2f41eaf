import type { SupabaseClient } from '@supabase/supabase-js';
import { hasErrorCode } from '../api-error';
import type { Profile } from './auth-context';

/**
 * The signed-in user's profile. 'No rows' (PGRST116) means the profile does not exist yet and is not an
 * error worth reporting; any other failure is logged and treated as "no profile" (SPEC §4).
 */
export async function fetchProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select('*').eq('user_id', userId).single();
  if (error) {
    if (!hasErrorCode(error, 'PGRST116')) console.error('Error fetching profile:', error);
    return null;
  }
  return data as Profile;
}
