import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/use-auth';
import { supabase } from '@/lib/supabase';

export interface ProgressInput {
  moduleId: string;
  status: 'in_progress' | 'completed';
  progressPercentage: number;
  /** The slide reached, 0-based (the resume point); null for a module without slides. */
  lastSlideIndex: number | null;
}

/**
 * SPEC §7: upsert on (user_id, module_id). completed_at is not sent: the database sets it (and would
 * overwrite a client value), and it refuses 'completed' unless the module's rule holds (ADR 0006).
 */
export async function saveProgress(userId: string, input: ProgressInput): Promise<void> {
  const { error } = await supabase.from('user_progress').upsert(
    {
      user_id: userId,
      module_id: input.moduleId,
      status: input.status,
      progress_percentage: input.progressPercentage,
      last_slide_index: input.lastSlideIndex,
    },
    { onConflict: 'user_id,module_id' },
  );
  if (error) throw error;
}

export function useSaveProgress() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProgressInput) => {
      if (!user) throw new Error('Sign in to record your progress');
      return saveProgress(user.id, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['education', 'progress'] }),
    // A lost slide-change write only moves the resume point; the learner is not interrupted for it.
    onError: (error) => console.error('Saving progress failed', error),
  });
}
