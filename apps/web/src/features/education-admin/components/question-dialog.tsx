import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { questionDefaults, questionSchema, useSaveQuestion, type QuestionInput } from '../api/save-question';
import type { Question } from '../api/types';
import { nonBlankOptions } from '../lib/question-options';
import { NumberField, SelectField, TextField } from './form-fields';
import { OptionListField } from './option-list-field';

const TYPE_OPTIONS = [
  { value: 'multiple_choice', label: 'Multiple Choice' },
  { value: 'true_false', label: 'True/False' },
  { value: 'short_answer', label: 'Short Answer' },
] as const;
const DIFFICULTY_OPTIONS = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
] as const;
const TRUE_FALSE = [
  { value: 'true', label: 'True' },
  { value: 'false', label: 'False' },
] as const;

interface QuestionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  moduleId: string;
  question?: Question;
  nextSortOrder: number;
}

export function QuestionDialog({
  open,
  onOpenChange,
  moduleId,
  question,
  nextSortOrder,
}: QuestionDialogProps) {
  const form = useForm<QuestionInput, unknown, QuestionInput>({
    resolver: zodResolver(questionSchema),
    defaultValues: questionDefaults(question, nextSortOrder),
  });
  const save = useSaveQuestion(moduleId);
  const editing = Boolean(question);
  const { control } = form;
  const type = useWatch({ control, name: 'question_type' });
  const options = useWatch({ control, name: 'options' });
  useEffect(() => {
    if (open) form.reset(questionDefaults(question, nextSortOrder));
  }, [open, question, nextSortOrder, form]);

  const onSave = async (input: QuestionInput) => {
    try {
      await save.mutateAsync({ id: question?.id, moduleId, input });
      notify(editing ? 'Question updated successfully' : 'Question created successfully');
      return true;
    } catch (error) {
      notifyError(editing ? 'Error updating question' : 'Error creating question', errorMessage(error));
      return false;
    }
  };

  // Distinct non-blank options: a select cannot offer one value twice.
  const choices = [...new Set(nonBlankOptions(options))].map((o) => ({ value: o, label: o }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Question' : 'Add Question'}
      description={editing ? 'Change the question.' : 'Add a question to this module’s quiz.'}
      form={form}
      onSubmit={onSave}
      busy={save.isPending}
      submitLabel={editing ? 'Update Question' : 'Add Question'}
      className="sm:max-w-2xl"
    >
      <TextField control={control} name="question_text" label="Question" multiline />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="question_type"
          label="Question Type"
          options={TYPE_OPTIONS}
          // A new type needs a new answer: the old one ('true', an option's text) means nothing there.
          onPick={() => form.setValue('correct_answer', '')}
        />
        <SelectField
          control={control}
          name="difficulty_level"
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
        />
      </div>
      {type === 'multiple_choice' && <OptionListField control={control} />}
      {type === 'multiple_choice' && (
        <SelectField
          key="mc"
          control={control}
          name="correct_answer"
          label="Correct Answer"
          placeholder={choices.length ? 'Select the correct option' : 'Add an option first'}
          options={choices}
        />
      )}
      {type === 'true_false' && (
        <SelectField
          key="tf"
          control={control}
          name="correct_answer"
          label="Correct Answer"
          placeholder="Select True or False"
          options={TRUE_FALSE}
        />
      )}
      {type === 'short_answer' && (
        <TextField key="sa" control={control} name="correct_answer" label="Correct Answer" />
      )}
      <TextField control={control} name="explanation" label="Explanation" multiline />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="feedback_correct" label="Feedback when correct" multiline />
        <TextField control={control} name="feedback_incorrect" label="Feedback when incorrect" multiline />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField control={control} name="points" label="Points" min={1} max={100} />
        <NumberField control={control} name="sort_order" label="Sort Order" min={0} />
        <NumberField
          control={control}
          name="time_limit_seconds"
          label="Time Limit (seconds)"
          min={0}
          description="0 means no limit"
        />
      </div>
    </FormDialog>
  );
}
