// Quiz helpers shared by the question and the review (pure, so each rule has a unit test: quiz.test.ts).
import type { Tables } from '@/lib/database-types';

/** A list of strings for multiple choice; SPEC §3 says the display also copes with an object map. */
export type QuestionOptions = string[] | Record<string, string> | null;
export type QuestionType = Tables<'quiz_questions'>['question_type'];

/** The choices of a multiple-choice question, whichever shape its options were stored in. */
export function optionList(options: QuestionOptions): string[] {
  if (!options) return [];
  return (Array.isArray(options) ? options : Object.values(options)).filter(
    (o): o is string => typeof o === 'string' && o.trim() !== '',
  );
}

/** As calculate_quiz_score compares: multiple choice trimmed, the others also case-insensitively. */
export function isAnswerCorrect(type: QuestionType, answer: string | undefined, correct: string): boolean {
  const given = (answer ?? '').trim();
  return type === 'multiple_choice'
    ? given === correct.trim()
    : given.toLowerCase() === correct.trim().toLowerCase();
}
