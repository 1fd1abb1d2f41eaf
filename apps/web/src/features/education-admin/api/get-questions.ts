// A module's questions for staff, through get_quiz_questions_admin(module_uuid) (SPEC §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys, type Question } from './types';

export async function getQuestions(moduleId: string): Promise<Question[]> {
  const { data, error } = await supabase.rpc('get_quiz_questions_admin', { module_uuid: moduleId });
  if (error) throw error;
  return (data ?? []) as Question[];
}

export const questionsQueryOptions = (moduleId: string) =>
  queryOptions({ queryKey: educationAdminKeys.questions(moduleId), queryFn: () => getQuestions(moduleId) });

export const useQuestions = (moduleId: string) => useQuery(questionsQueryOptions(moduleId));
