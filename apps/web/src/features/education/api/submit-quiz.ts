import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/use-auth';
import { supabase } from '@/lib/supabase';

export interface QuizAnswerKey {
  question_id: string;
  correct_answer: string;
  explanation: string | null;
}

export interface QuizResult {
  score: number;
  passed: boolean;
  attemptNumber: number;
  /** From get_quiz_answers, only readable once this attempt was scored. */
  answerKey: QuizAnswerKey[];
}

export interface SubmitQuizInput {
  moduleId: string;
  totalQuestions: number;
  /** Question id → the learner's answer. */
  answers: Record<string, string>;
}

/**
 * SPEC §7's learner quiz: insert an unscored attempt (the database numbers it: every retry is a new
 * attempt), score it with calculate_quiz_score — which also completes the module on a pass — then read
 * the answers for the review with get_quiz_answers.
 */
export async function submitQuiz(userId: string, input: SubmitQuizInput): Promise<QuizResult> {
  const attempt = await supabase
    .from('quiz_attempts')
    .insert({
      user_id: userId,
      module_id: input.moduleId,
      score: 0,
      total_questions: input.totalQuestions,
      passed: false,
      attempt_number: 1,
    })
    .select('id, attempt_number')
    .single<{ id: string; attempt_number: number }>();
  if (attempt.error) throw attempt.error;

  const scored = await supabase.rpc('calculate_quiz_score', {
    attempt_uuid: attempt.data.id,
    user_answers: input.answers,
  });
  if (scored.error) throw scored.error;
  // A jsonb-returning function: the body is the object itself.
  const { score, passed } = scored.data as { score: number; passed: boolean };

  const key = await supabase.rpc('get_quiz_answers', {
    module_uuid: input.moduleId,
    user_quiz_attempt_id: attempt.data.id,
  });
  if (key.error) throw key.error;

  return {
    score,
    passed,
    attemptNumber: attempt.data.attempt_number,
    answerKey: (key.data ?? []) as QuizAnswerKey[],
  };
}

export function useSubmitQuiz() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitQuizInput) => {
      if (!user) throw new Error('Sign in to submit a quiz');
      return submitQuiz(user.id, input);
    },
    // A pass completes the module in the database: the catalogue and course page must show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['education', 'progress'] }),
    // SPEC §8: a submit failure is logged only (the caller clears its submitting state).
    onError: (error) => console.error('Quiz submit failed', error),
  });
}
