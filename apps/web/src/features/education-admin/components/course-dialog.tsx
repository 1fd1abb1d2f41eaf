import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CoverImageField } from '@/components/cover-image-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { courseDefaults, courseSchema, useSaveCourse, type CourseInput } from '../api/save-course';
import type { Course } from '../api/types';
import { NumberField, TextField } from './form-fields';

interface CourseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when given, create mode otherwise (SPEC §4). */
  course?: Course;
}

export function CourseDialog({ open, onOpenChange, course }: CourseDialogProps) {
  const form = useForm<CourseInput, unknown, CourseInput>({
    resolver: zodResolver(courseSchema),
    defaultValues: courseDefaults(course),
  });
  const save = useSaveCourse();
  const editing = Boolean(course);
  // Each opening starts from the item (edit) or the defaults (create).
  useEffect(() => {
    if (open) form.reset(courseDefaults(course));
  }, [open, course, form]);

  const onSave = async (input: CourseInput) => {
    try {
      await save.mutateAsync({ id: course?.id, input });
      notify(
        editing ? 'Category updated successfully' : 'Category created successfully',
        editing ? undefined : "It is a draft: learners can't see it until you publish it.",
      );
      return true;
    } catch (error) {
      notifyError(editing ? 'Error updating category' : 'Error creating category', errorMessage(error));
      return false;
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Course' : 'Create Course'}
      description={
        editing
          ? 'Change the course details.'
          : "Add a new course to the education area. It starts as a draft: learners can't see it until you publish it."
      }
      form={form}
      onSubmit={onSave}
      busy={save.isPending}
      className="sm:max-w-xl"
      submitLabel={editing ? 'Update Course' : 'Create Course'}
    >
      <TextField control={form.control} name="name" label="Course Name" placeholder="e.g. Bitcoin Basics" />
      <TextField control={form.control} name="description" label="Description" multiline />
      <NumberField control={form.control} name="sort_order" label="Sort Order" min={0} />
      {/* The learners' 16:9 crop, small enough to keep the dialog short. */}
      <CoverImageField
        previewSizes="(min-width: 640px) 384px, calc(100vw - 5rem)"
        previewClassName="max-w-sm"
      />
    </FormDialog>
  );
}
