// The admins' user list: admin_list_users() (e-mail lives in auth.users, which API roles cannot read).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@/lib/auth/auth-context';
import { supabase } from '@/lib/supabase';

export interface UserRow {
  user_id: string;
  email: string;
  full_name: string | null;
  username: string | null;
  role: Role;
  created_at: string;
  last_sign_in_at: string | null;
  /** Has a verified authenticator app (two-factor sign-in, issue 25). */
  mfa_enabled: boolean;
}

export const usersKey = ['users'] as const;

export async function getUsers(): Promise<UserRow[]> {
  const { data, error } = await supabase.rpc('admin_list_users');
  if (error) throw error;
  // The client has no generated types; the function's declared columns are UserRow's.
  return (data ?? []) as UserRow[];
}

export const usersQueryOptions = () => queryOptions({ queryKey: [...usersKey, 'list'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
