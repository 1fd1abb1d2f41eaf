// Whether the signed-in staff member must set up two-factor sign-in before the admin area (issue 25):
// staff_needs_second_factor() is true for an editor or admin whose session is aal1 while the site requires
// aal2 for staff.
import { supabase } from '@/lib/supabase';

export async function staffNeedsSecondFactor(): Promise<boolean> {
  const { data, error } = await supabase.rpc('staff_needs_second_factor');
  if (error) throw error;
  return data === true;
}

export const staffSecondFactorKey = (userId: string | undefined, aal: string) =>
  ['staff-needs-second-factor', userId, aal] as const;
