// An admin's role change ("administrator approval", SPEC §6), only through set_user_role(): the database
// checks that the caller is an admin and never lets the last admin go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { ROLES } from '../lib/roles';
import { usersKey } from './get-users';

export const setUserRoleSchema = z.object({
  user_id: z.uuid(),
  role: z.enum(ROLES, 'Role must be admin, editor or contributor'),
});
export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>;

export async function setUserRole(input: SetUserRoleInput): Promise<void> {
  const { user_id, role } = setUserRoleSchema.parse(input);
  const { error } = await supabase.rpc('set_user_role', { user_uuid: user_id, new_role: role });
  if (error) throw error;
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
