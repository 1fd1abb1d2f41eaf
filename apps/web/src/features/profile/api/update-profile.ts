// The Settings screen's only write (SPEC §7 profiles): the signed-in user's own row, by user_id.
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/use-auth';
import { supabase } from '@/lib/supabase';
import { toProfileUpdate, type ProfileInput } from './profile-schema';

export { profileSchema, type ProfileInput } from './profile-schema';

export async function updateProfile(userId: string, input: ProfileInput): Promise<void> {
  const { data, error } = await supabase
    .from('profiles')
    .update(toProfileUpdate(input))
    .eq('user_id', userId)
    .select('user_id');
  if (error) throw error;
  // RLS hides other rows, so "no row" means there was no profile of ours to update: not a success.
  if (data.length === 0) throw new Error('Your profile was not found');
}

/** Saves, then refreshes the auth provider's profile (the header shows the new name at once). */
export function useUpdateProfile() {
  const { user, refreshProfile } = useAuth();
  return useMutation({
    mutationFn: (input: ProfileInput) => {
      if (!user) throw new Error('You are not signed in');
      return updateProfile(user.id, input);
    },
    onSuccess: () => refreshProfile(),
  });
}
