import { CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { LearnerQuestion } from '../api/get-quiz-questions';
import type { QuizResult as Result } from '../api/submit-quiz';
import { scoreBand } from '../lib/progress';
import { isAnswerCorrect } from '../lib/quiz';

// SPEC §9 colour bands, in shades that keep 4.5:1 contrast on white.
const BAND_CLASS = { green: 'text-green-700', yellow: 'text-yellow-700', red: 'text-red-700' } as const;

const shown = (q: LearnerQuestion, value: string) =>
  q.question_type === 'true_false'
    ? value === 'true'
      ? 'True'
      : value === 'false'
        ? 'False'
        : value
    : value;

interface QuizResultProps {
  result: Result;
  questions: LearnerQuestion[];
  answers: Record<string, string>;
}

/** The scored attempt: passed or failed, the score in its colour band, and the per-question review. */
export function QuizResult({ result, questions, answers }: QuizResultProps) {
  const key = new Map(result.answerKey.map((a) => [a.question_id, a]));
  return (
    <Card>
      <CardHeader className="items-center text-center">
        {result.passed ? (
          <CheckCircle2 className="size-12 text-green-700" aria-hidden="true" />
        ) : (
          <XCircle className="size-12 text-red-700" aria-hidden="true" />
        )}
        <CardTitle className="text-2xl">{result.passed ? 'Quiz Passed!' : 'Quiz Failed'}</CardTitle>
        <p className={cn('text-4xl font-bold', BAND_CLASS[scoreBand(result.score)])}>{result.score}%</p>
        {!result.passed && <p className="text-muted-foreground">Please review the material and try again.</p>}
      </CardHeader>
      <CardContent>
        <h3 className="mb-3 font-semibold">Review</h3>
        <ol className="space-y-3">
          {questions.map((q, i) => {
            const answer = key.get(q.id);
            const given = answers[q.id];
            const right = answer ? isAnswerCorrect(q.question_type, given, answer.correct_answer) : false;
            return (
              <li
                key={q.id}
                className={cn('rounded-md border p-3', right ? 'border-green-600' : 'border-red-600')}
              >
                <p className="font-medium break-words">
                  {i + 1}. {q.question_text}
                </p>
                <p className="text-sm break-words">
                  <span className={right ? 'text-green-800' : 'text-red-800'}>
                    {right ? 'Correct' : 'Incorrect'}
                  </span>{' '}
                  · Your answer: {given?.trim() ? shown(q, given) : 'No answer'}
                </p>
                {!right && answer && (
                  <p className="text-sm break-words">Correct answer: {shown(q, answer.correct_answer)}</p>
                )}
                {answer?.explanation && (
                  <p className="mt-1 text-sm break-words text-muted-foreground">{answer.explanation}</p>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
