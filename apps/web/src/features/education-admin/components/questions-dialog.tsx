import { CheckCircle2, Circle, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useDeleteQuestion } from '../api/delete-question';
import { useQuestions } from '../api/get-questions';
import type { Difficulty, Module, Question } from '../api/types';
import { displayOptions } from '../lib/question-options';
import { ConfirmDelete } from './confirm-delete';
import { QuestionDialog } from './question-dialog';

/** SPEC §2: easy green, medium yellow, hard red. */
const DIFFICULTY_CLASS: Record<Difficulty, string> = {
  easy: 'border-transparent bg-green-100 text-green-900',
  medium: 'border-transparent bg-yellow-100 text-yellow-900',
  hard: 'border-transparent bg-red-100 text-red-900',
};
const TYPE_LABEL = {
  multiple_choice: 'Multiple Choice',
  true_false: 'True/False',
  short_answer: 'Short Answer',
};
const DELETE_TEXT = 'Are you sure you want to delete this question? This action cannot be undone.';

function QuestionItem({
  question,
  number,
  onEdit,
  onDelete,
}: {
  question: Question;
  number: number;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  const options =
    question.question_type === 'true_false' ? ['true', 'false'] : displayOptions(question.options);
  return (
    <li className="list-none">
      <div role="group" aria-label={`Question ${number}`} className="space-y-3 rounded-md border p-4">
        <div className="flex flex-wrap items-start gap-2">
          <span className="font-semibold">{number}.</span>
          <p className="min-w-0 flex-1 font-medium break-words">{question.question_text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">Order {question.sort_order}</Badge>
          <Badge className={DIFFICULTY_CLASS[question.difficulty_level]}>{question.difficulty_level}</Badge>
          <Badge variant="secondary">
            {question.points} {question.points === 1 ? 'point' : 'points'}
          </Badge>
          {question.time_limit_seconds ? (
            <Badge variant="outline">{question.time_limit_seconds}s</Badge>
          ) : null}
          <Badge variant="outline">{TYPE_LABEL[question.question_type]}</Badge>
        </div>
        {options.length > 0 ? (
          <ul className="space-y-1 text-sm" aria-label="Options">
            {options.map((option, i) => {
              const correct = option === question.correct_answer;
              const Icon = correct ? CheckCircle2 : Circle;
              return (
                <li
                  key={i}
                  className={
                    correct ? 'flex items-center gap-2 font-medium text-green-800' : 'flex items-center gap-2'
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="break-words">{option}</span>
                  {correct && <span className="sr-only">(correct answer)</span>}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm">
            <span className="text-muted-foreground">Answer: </span>
            <span className="font-medium text-green-800">{question.correct_answer}</span>
          </p>
        )}
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit question ${number}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <ConfirmDelete
            title="Delete Question"
            description={DELETE_TEXT}
            label={`Delete question ${number}`}
            onConfirm={onDelete}
          />
        </div>
      </div>
    </li>
  );
}

/** SPEC §2 Manage Quiz Questions: count, Add Question and the list (not draggable). */
export function QuestionsDialog({
  module,
  onOpenChange,
}: {
  module: Module;
  onOpenChange: (open: boolean) => void;
}) {
  const questions = useQuestions(module.id);
  const remove = useDeleteQuestion(module.id);
  const [editing, setEditing] = useState<{ open: boolean; question?: Question }>({ open: false });
  const list = questions.data ?? [];
  const nextSortOrder = list.reduce((max, q) => Math.max(max, q.sort_order + 1), 0);

  const onDelete = async (question: Question) => {
    try {
      await remove.mutateAsync(question.id);
      notify('Question deleted successfully');
    } catch (error) {
      notifyError('Error deleting question', errorMessage(error));
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Manage Quiz Questions: {module.title}</DialogTitle>
          <DialogDescription>The questions learners answer after the slides.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium" aria-live="polite">
            {list.length} {list.length === 1 ? 'question' : 'questions'}
          </p>
          <Button onClick={() => setEditing({ open: true })}>
            <Plus aria-hidden="true" />
            Add Question
          </Button>
        </div>
        {questions.isPending ? (
          <Spinner label="Loading questions" />
        ) : questions.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(questions.error)}
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
            No questions yet. Add the first question.
          </p>
        ) : (
          <ol className="space-y-3">
            {list.map((question, i) => (
              <QuestionItem
                key={question.id}
                question={question}
                number={i + 1}
                onEdit={() => setEditing({ open: true, question })}
                onDelete={() => onDelete(question)}
              />
            ))}
          </ol>
        )}
        <QuestionDialog
          open={editing.open}
          onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
          moduleId={module.id}
          question={editing.question}
          nextSortOrder={nextSortOrder}
        />
      </DialogContent>
    </Dialog>
  );
}
