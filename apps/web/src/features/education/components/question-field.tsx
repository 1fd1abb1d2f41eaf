import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { LearnerQuestion } from '../api/get-quiz-questions';
import { optionList } from '../lib/quiz';

// SPEC §4: true_false answers are the values 'true' / 'false', shown as True / False.
const TRUE_FALSE = [
  { value: 'true', label: 'True' },
  { value: 'false', label: 'False' },
];

interface QuestionFieldProps {
  question: LearnerQuestion;
  value: string;
  onChange: (value: string) => void;
  /** Locked once the question's time is up. */
  disabled: boolean;
}

/** The answer control of one question: radios for multiple choice and true/false, a text box otherwise. */
export function QuestionField({ question, value, onChange, disabled }: QuestionFieldProps) {
  if (question.question_type === 'short_answer') {
    return (
      <div className="space-y-2">
        <Label htmlFor={`answer-${question.id}`}>Your answer</Label>
        <Input
          id={`answer-${question.id}`}
          value={value}
          disabled={disabled}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    );
  }
  const choices =
    question.question_type === 'true_false'
      ? TRUE_FALSE
      : optionList(question.options).map((o) => ({ value: o, label: o }));
  return (
    <div className="space-y-2">
      {choices.map((choice, i) => {
        const id = `answer-${question.id}-${i}`;
        return (
          <label
            key={id}
            htmlFor={id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed"
          >
            <input
              id={id}
              type="radio"
              name={`question-${question.id}`}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-primary"
            />
            <span className="break-words">{choice.label}</span>
          </label>
        );
      })}
    </div>
  );
}
