// public.security_settings.staff_mfa_required (issue 25): read by any signed-in user, changed by admins — and
// turned on only from an aal2 session (RLS refuses otherwise).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export const staffMfaKey = ['security-settings', 'staff-mfa'] as const;

export async function getStaffMfaRequired(): Promise<boolean> {
  const { data, error } = await supabase.from('security_settings').select('staff_mfa_required').single();
  if (error) throw error;
  return (data as { staff_mfa_required: boolean }).staff_mfa_required;
}

export async function setStaffMfaRequired(on: boolean): Promise<boolean> {
  const { data, error } = await supabase
    .from('security_settings')
    .update({ staff_mfa_required: on })
    .eq('id', true)
    .select('staff_mfa_required');
  if (error) throw error;
  const row = (data as { staff_mfa_required: boolean }[])[0];
  if (!row) throw new Error('Only administrators can change this setting.');
  return row.staff_mfa_required;
}

export const staffMfaQueryOptions = () =>
  queryOptions({ queryKey: staffMfaKey, queryFn: getStaffMfaRequired });

export const useStaffMfaRequired = () => useQuery(staffMfaQueryOptions());

export function useSetStaffMfaRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffMfaRequired,
    onSuccess: (value) => queryClient.setQueryData(staffMfaKey, value),
  });
}
