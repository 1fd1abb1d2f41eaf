import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isUuid } from '../lib/progress';

/** A question as a learner sees it (SPEC §3): never the answer, the explanation or the feedback. */
export interface LearnerQuestion {
  id: string;
  question_text: string;
  question_type: 'multiple_choice' | 'true_false' | 'short_answer';
  /** A list of strings for multiple choice; SPEC §3 says the display also copes with an object map. */
  options: string[] | Record<string, string> | null;
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

/** The choices of a multiple-choice question, whichever shape its options were stored in. */
export function optionList(options: LearnerQuestion['options']): string[] {
  if (!options) return [];
  return (Array.isArray(options) ? options : Object.values(options)).filter(
    (o): o is string => typeof o === 'string' && o.trim() !== '',
  );
}
