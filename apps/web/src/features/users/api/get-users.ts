// The admins' user list: admin_list_users() (e-mail lives in auth.users, which API roles cannot read).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@/lib/auth/auth-context';
import type { FunctionReturns } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';

type ListedUser = FunctionReturns<'admin_list_users'>[number];

/**
 * A row of admin_list_users(): the function's declared columns (generated; a function's columns carry no NOT
 * NULL), filled in where profiles and auth.users require them. `mfa_enabled`: has a verified authenticator app
 * (two-factor sign-in, issue 25).
 */
export type UserRow = Pick<ListedUser, 'full_name' | 'username' | 'last_sign_in_at'> & {
  [K in 'user_id' | 'email' | 'created_at' | 'mfa_enabled']: NonNullable<ListedUser[K]>;
} & { role: Role };

export const usersKey = ['users'] as const;

export async function getUsers(): Promise<UserRow[]> {
  const { data, error } = await supabase.rpc('admin_list_users');
  if (error) throw error;
  // The generated types leave every column of a function nullable; UserRow says which ones never are.
  return (data ?? []) as UserRow[];
}

export const usersQueryOptions = () => queryOptions({ queryKey: [...usersKey, 'list'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
