// The quiz's option shapes and the review's notion of a right answer (the same as calculate_quiz_score's).
import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, optionList } from './quiz';

describe('optionList', () => {
  it('reads a list or an object map of options, without blanks', () => {
    expect(optionList(['A', ' ', 'B'])).toEqual(['A', 'B']);
    expect(optionList({ a: 'A', b: 'B' })).toEqual(['A', 'B']);
    expect(optionList(null)).toEqual([]);
  });
});

describe('isAnswerCorrect', () => {
  it('compares multiple choice trimmed but case-sensitively', () => {
    expect(isAnswerCorrect('multiple_choice', ' Bitcoin ', 'Bitcoin')).toBe(true);
    expect(isAnswerCorrect('multiple_choice', 'bitcoin', 'Bitcoin')).toBe(false);
  });
  it('compares true/false and short answers case-insensitively; no answer is wrong', () => {
    expect(isAnswerCorrect('true_false', 'TRUE', 'true')).toBe(true);
    expect(isAnswerCorrect('short_answer', ' Satoshi ', 'satoshi')).toBe(true);
    expect(isAnswerCorrect('short_answer', undefined, 'satoshi')).toBe(false);
  });
});
