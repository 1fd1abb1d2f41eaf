import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { notify, notifyError } from '@/components/ui/toaster';
import type { LearnerQuestion } from '../api/get-quiz-questions';
import { useSubmitQuiz, type QuizResult as Result } from '../api/submit-quiz';
import { QuestionField } from './question-field';
import { QuestionTimer } from './question-timer';
import { QuizResult } from './quiz-result';

interface QuizPlayerProps {
  moduleId: string;
  questions: LearnerQuestion[];
  /** A passed, server-scored attempt completed the module (calculate_quiz_score wrote the progress). */
  onPassed: () => void;
  onReviewSlides: () => void;
}

/** SPEC §4 quiz flow: answering → submitted → result (passed or failed); a failed quiz offers a retry. */
export function QuizPlayer({ moduleId, questions, onPassed, onReviewSlides }: QuizPlayerProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [expired, setExpired] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<Result | null>(null);
  const submit = useSubmitQuiz();

  if (result) {
    return (
      <div className="space-y-4">
        <QuizResult result={result} questions={questions} answers={answers} />
        {!result.passed && (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button variant="outline" onClick={onReviewSlides}>
              Review Slides
            </Button>
            <Button
              onClick={() => {
                // A retry is a new attempt: the database numbers it (attempt_number + 1) on insert.
                setAnswers({});
                setExpired(new Set());
                setIndex(0);
                setResult(null);
              }}
            >
              Retry Quiz
            </Button>
          </div>
        )}
      </div>
    );
  }

  const question = questions[index];
  if (!question) return null;
  const last = index === questions.length - 1;
  const answer = answers[question.id] ?? '';
  const isExpired = expired.has(question.id);
  // SPEC §5: an answer must be chosen before moving on — unless the question's time ran out.
  const canMove = answer.trim() !== '' || isExpired;
  const limit = question.time_limit_seconds ?? 0;

  const onSubmit = () => {
    submit.mutate(
      { moduleId, totalQuestions: questions.length, answers },
      {
        onSuccess: (scored) => {
          setResult(scored);
          if (scored.passed) {
            notify('Quiz Passed!', `You scored ${scored.score}%. Module completed successfully!`);
            onPassed();
          } else {
            notifyError(
              'Quiz Failed',
              `You scored ${scored.score}%. Please review the material and try again.`,
            );
          }
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span>
            Question {index + 1} of {questions.length}
          </span>
          {limit > 0 && (
            <QuestionTimer
              key={question.id}
              limit={limit}
              onExpire={() => setExpired((s) => new Set(s).add(question.id))}
            />
          )}
        </div>
        <CardTitle id={`question-${question.id}`} className="text-xl break-words">
          {question.question_text}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <fieldset aria-labelledby={`question-${question.id}`} disabled={isExpired}>
          <QuestionField
            question={question}
            value={answer}
            disabled={isExpired}
            onChange={(v) => setAnswers((a) => ({ ...a, [question.id]: v }))}
          />
        </fieldset>
        <div className="flex justify-between gap-2">
          <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Previous
          </Button>
          {last ? (
            <Button disabled={!canMove || submit.isPending} onClick={onSubmit}>
              {submit.isPending ? 'Submitting...' : 'Submit Quiz'}
            </Button>
          ) : (
            <Button disabled={!canMove} onClick={() => setIndex(index + 1)}>
              Next Question
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
