import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MediaPickerDialog } from '@/components/media/media-picker-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { courseDefaults, courseSchema, useSaveCourse, type CourseInput } from '../api/save-course';
import type { Course } from '../api/types';
import { useReturnFocus } from '../hooks/use-return-focus';
import { CoverImageField, pickCover } from './cover-image-field';
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
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const chooseRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(picking, chooseRef);
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
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setAnnouncement('');
          onOpenChange(next);
        }}
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
        <CoverImageField
          form={form}
          onChoose={() => setPicking(true)}
          onRemoved={() => setAnnouncement('Cover image removed.')}
          announcement={announcement}
          chooseRef={chooseRef}
        />
      </FormDialog>
      {/* Outside FormDialog's <form>: the picker's own forms (alt text) must not submit the course. */}
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Choose cover image"
        onPick={(media) => {
          pickCover(form, media);
          setAnnouncement(`Cover image chosen: ${media.alt}.`);
        }}
      />
    </>
  );
}
