import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';
import { isUuid } from '../lib/progress';
import type { QuestionOptions } from '../lib/quiz';

/** A question as a learner sees it (SPEC §3): never the answer, the explanation or the feedback. */
export type LearnerQuestion = Pick<
  Tables<'quiz_questions'>,
  'id' | 'question_text' | 'question_type' | 'points' | 'sort_order' | 'time_limit_seconds'
> & { options: QuestionOptions };

/** SPEC §7: remote function get_quiz_questions_for_user(module_uuid). An empty list = no quiz. */
export async function getQuizQuestions(moduleId: string): Promise<LearnerQuestion[]> {
  if (!isUuid(moduleId)) return [];
  const { data, error } = await supabase.rpc('get_quiz_questions_for_user', { module_uuid: moduleId });
  if (error) throw error;
  return (data ?? []) as LearnerQuestion[];
}

export const quizQuestionsQueryOptions = (moduleId: string) =>
  queryOptions({ queryKey: ['education', 'quiz', moduleId], queryFn: () => getQuizQuestions(moduleId) });

export const useQuizQuestions = (moduleId: string) => useQuery(quizQuestionsQueryOptions(moduleId));
