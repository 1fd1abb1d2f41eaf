import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isUuid } from '../lib/progress';
import type { QuestionOptions, QuestionType } from '../lib/quiz';

/** A question as a learner sees it (SPEC §3): never the answer, the explanation or the feedback. */
export interface LearnerQuestion {
  id: string;
  question_text: string;
  question_type: QuestionType;
  options: QuestionOptions;
  points: number;
  sort_order: number;
  time_limit_seconds: number | null;
}

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
