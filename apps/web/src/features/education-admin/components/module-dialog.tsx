import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { moduleDefaults, moduleSchema, useSaveModule, type ModuleInput } from '../api/save-module';
import type { Course, Module } from '../api/types';
import { NumberField, SelectField, SwitchField, TextField } from './form-fields';

const CONTENT_TYPE_OPTIONS = [
  { value: 'slides', label: 'Slides' },
  { value: 'video', label: 'Video' },
  { value: 'article', label: 'Article' },
  { value: 'quiz', label: 'Quiz' },
] as const;

interface ModuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courses: Course[];
  module?: Module;
  /** The course a new module starts in (the list's filter, when one is chosen). */
  courseId?: string;
}

export function ModuleDialog({ open, onOpenChange, courses, module, courseId }: ModuleDialogProps) {
  const form = useForm<ModuleInput, unknown, ModuleInput>({
    resolver: zodResolver(moduleSchema),
    defaultValues: moduleDefaults(module, courseId),
  });
  const save = useSaveModule();
  const editing = Boolean(module);
  useEffect(() => {
    if (open) form.reset(moduleDefaults(module, courseId));
  }, [open, module, courseId, form]);

  const onSave = async (input: ModuleInput) => {
    try {
      await save.mutateAsync({ id: module?.id, input });
      notify(editing ? 'Module updated successfully' : 'Module created successfully');
      return true;
    } catch (error) {
      notifyError(editing ? 'Error updating module' : 'Error creating module', errorMessage(error));
      return false;
    }
  };
  const { control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Module' : 'Create Module'}
      description={
        editing
          ? 'Change the module details.'
          : "Add a module to a course. It starts as a draft: learners can't see it until you publish it."
      }
      form={form}
      onSubmit={onSave}
      busy={save.isPending}
      submitLabel={editing ? 'Update Module' : 'Create Module'}
      className="sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="category_id"
          label="Course"
          placeholder="Select a course"
          options={courses.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          control={control}
          name="content_type"
          label="Content Type"
          options={CONTENT_TYPE_OPTIONS}
        />
      </div>
      <TextField control={control} name="title" label="Title" />
      <TextField control={control} name="description" label="Description" multiline />
      <TextField control={control} name="content_text" label="Content Text" multiline />
      <TextField control={control} name="content_url" label="Content URL" placeholder="https://…" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField control={control} name="duration_minutes" label="Duration (minutes)" min={1} max={600} />
        <NumberField control={control} name="points" label="Points" min={1} max={1000} />
        <NumberField control={control} name="sort_order" label="Sort Order" min={0} />
        <NumberField control={control} name="pass_threshold" label="Pass Threshold (%)" min={1} max={100} />
      </div>
      <SwitchField control={control} name="is_required" label="Required module" />
    </FormDialog>
  );
}
