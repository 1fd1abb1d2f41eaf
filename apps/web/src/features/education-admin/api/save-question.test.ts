// SPEC §4's question rules as stored: blank options dropped, options null for the non-choice types, the
// correct answer from the non-blank options / 'true'|'false' / typed, and the §5 messages.
import { describe, expect, it, vi } from 'vitest';
import { questionDefaults, questionRow, questionSchema, type QuestionInput } from './save-question';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const base: QuestionInput = { ...questionDefaults(), question_text: 'What is a satoshi?' };
const messages = (input: QuestionInput) =>
  questionSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('quiz question rules', () => {
  it('defaults to SPEC §3: multiple choice, medium, 1 point, sort 0, no time limit, one blank option', () => {
    expect(questionDefaults()).toMatchObject({
      question_type: 'multiple_choice',
      difficulty_level: 'medium',
      points: 1,
      sort_order: 0,
      time_limit_seconds: 0,
      options: [''],
    });
  });

  it('multiple choice: blank options dropped, the answer one of the rest', () => {
    const row = questionRow({
      ...base,
      options: ['1/100,000,000 BTC', '  ', '', '1 BTC'],
      correct_answer: '1/100,000,000 BTC',
    });
    expect(row.options).toEqual(['1/100,000,000 BTC', '1 BTC']);
    expect(row.correct_answer).toBe('1/100,000,000 BTC');
    expect(messages({ ...base, options: ['a'], correct_answer: 'b' })).toEqual([
      'correct_answer: Choose the correct answer from the options',
    ]);
    expect(messages({ ...base, options: [' '], correct_answer: 'a' })).toEqual([
      'options: Add at least one option',
    ]);
  });

  it('true/false stores "true" or "false" and no options', () => {
    const row = questionRow({
      ...base,
      question_type: 'true_false',
      options: ['x'],
      correct_answer: 'false',
    });
    expect(row).toMatchObject({ options: null, correct_answer: 'false' });
    expect(messages({ ...base, question_type: 'true_false', correct_answer: 'yes' })).toEqual([
      'correct_answer: Correct answer is required',
    ]);
  });

  it('short answer stores the typed answer and no options', () => {
    const row = questionRow({
      ...base,
      question_type: 'short_answer',
      options: ['x'],
      correct_answer: ' Satoshi ',
    });
    expect(row).toMatchObject({ options: null, correct_answer: 'Satoshi' });
  });

  it('SPEC §5 messages', () => {
    expect(messages({ ...base, options: ['a'], question_text: ' ', correct_answer: '' })).toEqual([
      'question_text: Question is required',
      'correct_answer: Correct answer is required',
    ]);
    expect(
      messages({ ...base, question_text: 'q'.repeat(501), options: ['a'], correct_answer: 'a' }),
    ).toEqual(['question_text: Question must be less than 500 characters']);
    const ok = { ...base, options: ['a'], correct_answer: 'a' };
    expect(messages({ ...ok, points: 0 })).toEqual(['points: Points must be at least 1']);
    expect(messages({ ...ok, points: 101 })).toEqual(['points: Points cannot exceed 100']);
    expect(messages({ ...ok, time_limit_seconds: -1 })).toEqual([
      'time_limit_seconds: Time limit cannot be negative',
    ]);
    expect(questionRow({ ...ok, explanation: '  ' }).explanation).toBeNull();
  });
});
