// Settings → Login sessions (issue 25): sign out one other session (revoke_my_session(): only the caller's
// own; its refresh tokens go with it, so that device is signed out at its next refresh), or all the others
// (supabase-js's own signOut({ scope: 'others' }), POST /auth/v1/logout?scope=others).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { sessionsKey, sessionsRefusal } from './list-sessions';

export const revokeSessionSchema = z.object({ sessionId: z.uuid() });
export type RevokeSessionInput = z.infer<typeof revokeSessionSchema>;

/** True when the session was signed out now; false when it had already ended (nothing left to do). */
export async function revokeSession(input: RevokeSessionInput): Promise<boolean> {
  const { sessionId } = revokeSessionSchema.parse(input);
  const { data, error } = await supabase.rpc('revoke_my_session', { session_id: sessionId });
  if (error) throw sessionsRefusal(error);
  return data === true;
}

export async function revokeOtherSessions(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw error;
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
