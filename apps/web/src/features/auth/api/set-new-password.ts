// The reset page's write: PUT /auth/v1/user { password } with the recovery link's session (SPEC §7).
import { loadClient } from '@/lib/supabase-loader';

export async function setNewPassword(password: string): Promise<void> {
  const supabase = await loadClient();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}
