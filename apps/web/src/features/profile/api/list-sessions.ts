// Settings → Login sessions (issue 25): this user's signed-in sessions through list_my_sessions() (GoTrue
// has no endpoint for it; the database function answers only about auth.uid(), current session first). An
// account with two-factor sign-in sees them only from a session that passed its code (issue 37).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readApiError } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';

export const loginSessionSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  last_used_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  aal: z.string(),
  is_current: z.boolean(),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

export const sessionsKey = ['login-sessions'] as const;

/**
 * The database's refusal of an aal1 session (42501, hint `insufficient_aal…`) as the auth API's code, so the
 * screen says "enter a code" in the words it uses for that everywhere, instead of the database's sentence.
 */
export function sessionsRefusal<E extends { code: string; hint: string | null }>(error: E): E {
  const { code, hint } = readApiError(error);
  if (code === '42501' && hint?.startsWith('insufficient_aal')) error.code = 'insufficient_aal';
  return error;
}

export async function listSessions(): Promise<LoginSession[]> {
  const { data, error } = await supabase.rpc('list_my_sessions');
  if (error) throw sessionsRefusal(error);
  return z.array(loginSessionSchema).parse(data ?? []);
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: [...sessionsKey, 'list'], queryFn: listSessions });

/** Read afresh each time the list is shown, never from an old cache: sessions end on other devices. */
export const useSessions = () =>
  useQuery({ ...sessionsQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
