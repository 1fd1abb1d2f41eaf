// Create or update a quiz question (SPEC §4 option rules, §5 Question rules, §7 insert / update by id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { blankToNull, sortOrder, wholeNumber } from '../lib/fields';
import { nonBlankOptions } from '../lib/question-options';
import { DIFFICULTIES, educationAdminKeys, QUESTION_TYPES, type Question } from './types';

export const questionSchema = z
  .object({
    question_text: z
      .string()
      .trim()
      .min(1, 'Question is required')
      .max(500, 'Question must be less than 500 characters'),
    question_type: z.enum(QUESTION_TYPES),
    options: z.array(z.string()),
    correct_answer: z.string().trim().min(1, 'Correct answer is required'),
    explanation: z.string(),
    feedback_correct: z.string(),
    feedback_incorrect: z.string(),
    points: wholeNumber(1, 'Points must be at least 1', 100, 'Points cannot exceed 100'),
    sort_order: sortOrder(),
    difficulty_level: z.enum(DIFFICULTIES),
    time_limit_seconds: wholeNumber(0, 'Time limit cannot be negative'),
  })
  .superRefine((q, ctx) => {
    if (q.question_type === 'multiple_choice') {
      const options = nonBlankOptions(q.options);
      if (options.length === 0)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Add at least one option' });
      else if (q.correct_answer.trim() !== '' && !options.includes(q.correct_answer.trim())) {
        ctx.addIssue({
          code: 'custom',
          path: ['correct_answer'],
          message: 'Choose the correct answer from the options',
        });
      }
    }
    if (
      q.question_type === 'true_false' &&
      q.correct_answer !== '' &&
      !['true', 'false'].includes(q.correct_answer)
    ) {
      ctx.addIssue({ code: 'custom', path: ['correct_answer'], message: 'Correct answer is required' });
    }
  });
export type QuestionInput = z.input<typeof questionSchema>;

/** SPEC §3 defaults: multiple choice, medium, 1 point, sort order 0, no time limit, one blank option. */
export const questionDefaults = (q?: Question, nextSortOrder = 0): QuestionInput => ({
  question_text: q?.question_text ?? '',
  question_type: q?.question_type ?? 'multiple_choice',
  options:
    Array.isArray(q?.options) && q.options.length > 0
      ? q.options
      : q?.options
        ? Object.values(q.options)
        : [''],
  correct_answer: q?.correct_answer ?? '',
  explanation: q?.explanation ?? '',
  feedback_correct: q?.feedback_correct ?? '',
  feedback_incorrect: q?.feedback_incorrect ?? '',
  points: q?.points ?? 1,
  sort_order: q?.sort_order ?? nextSortOrder,
  difficulty_level: q?.difficulty_level ?? 'medium',
  time_limit_seconds: q?.time_limit_seconds ?? 0,
});

/** The stored row: blank options dropped for multiple choice, options null for the other types (SPEC §4). */
export function questionRow(input: QuestionInput) {
  const q = questionSchema.parse(input);
  return {
    question_text: q.question_text,
    question_type: q.question_type,
    options: q.question_type === 'multiple_choice' ? nonBlankOptions(q.options) : null,
    correct_answer: q.correct_answer.trim(),
    explanation: blankToNull(q.explanation),
    feedback_correct: blankToNull(q.feedback_correct),
    feedback_incorrect: blankToNull(q.feedback_incorrect),
    points: q.points,
    sort_order: q.sort_order,
    difficulty_level: q.difficulty_level,
    time_limit_seconds: q.time_limit_seconds,
  };
}

export async function saveQuestion(args: {
  id?: string;
  moduleId: string;
  input: QuestionInput;
}): Promise<void> {
  const row = questionRow(args.input);
  const { error } = args.id
    ? await supabase.from('quiz_questions').update(row).eq('id', args.id)
    : await supabase.from('quiz_questions').insert({ ...row, module_id: args.moduleId });
  if (error) throw error;
}

export function useSaveQuestion(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.questions(moduleId) }),
  });
}
