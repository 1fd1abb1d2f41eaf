// Recovery for a user who lost their authenticator (issue 25): admin_reset_mfa() removes their factors, so
// they sign in with their password and set two-factor sign-in up again. Admins only (the database checks).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { usersKey } from './get-users';

const resetMfaSchema = z.object({ user_id: z.uuid() });

export async function resetMfa(input: { user_id: string }): Promise<number> {
  const { user_id } = resetMfaSchema.parse(input);
  const { data, error } = await supabase.rpc('admin_reset_mfa', { target_user: user_id });
  if (error) throw error;
  return data as number;
}

export function useResetMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
