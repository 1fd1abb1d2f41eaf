import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { notify, notifyError } from '@/components/ui/toaster';
import { slideDefaults, slideSchema, useSaveSlide, type SlideInput } from '../api/save-slide';
import type { Slide } from '../api/types';
import { messageOf } from '../lib/message-of';
import { FormDialog } from './form-dialog';
import { NumberField, SelectField, TextField } from './form-fields';
import { RichTextEditor } from './rich-text-editor';
import { SlidePreview } from './slide-preview';

const SLIDE_TYPE_OPTIONS = [
  { value: 'content', label: 'Content' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
] as const;

interface SlideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  moduleId: string;
  slide?: Slide;
  /** Where a new slide goes: after the last one. */
  nextSortOrder: number;
  /** The slide's 1-based place in the module and the module's slide count, for the preview. */
  position: number;
  total: number;
}

export function SlideDialog({
  open,
  onOpenChange,
  moduleId,
  slide,
  nextSortOrder,
  position,
  total,
}: SlideDialogProps) {
  const form = useForm<SlideInput, unknown, SlideInput>({
    resolver: zodResolver(slideSchema),
    defaultValues: slideDefaults(slide, nextSortOrder),
  });
  const save = useSaveSlide(moduleId);
  const [preview, setPreview] = useState(false);
  const editing = Boolean(slide);
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (open) form.reset(slideDefaults(slide, nextSortOrder));
  }, [open, slide, nextSortOrder, form]);

  const onSave = async (input: SlideInput) => {
    try {
      await save.mutateAsync({ id: slide?.id, moduleId, input });
      notify(editing ? 'Slide updated successfully' : 'Slide created successfully');
      return true;
    } catch (error) {
      notifyError(editing ? 'Error updating slide' : 'Error creating slide', messageOf(error));
      return false;
    }
  };
  const { control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPreview(false);
        onOpenChange(next);
      }}
      title={editing ? 'Edit Slide' : 'Add Slide'}
      description={editing ? 'Change the slide.' : 'Add a slide to this module.'}
      form={form}
      onSave={onSave}
      saving={save.isPending}
      submitLabel={editing ? 'Update Slide' : 'Add Slide'}
      className="sm:max-w-3xl"
    >
      <TextField control={control} name="title" label="Title" />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField control={control} name="slide_type" label="Slide Type" options={SLIDE_TYPE_OPTIONS} />
        <TextField
          control={control}
          name="media_url"
          label="Media URL"
          placeholder="https://…"
          className="sm:col-span-2"
        />
      </div>
      <FormField
        control={control}
        name="content"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Content</FormLabel>
            <FormControl>
              <RichTextEditor value={field.value} onChange={field.onChange} label="Content" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField control={control} name="footnotes" label="Footnotes" multiline />
      <NumberField control={control} name="sort_order" label="Sort Order" min={0} className="sm:w-40" />
      <div className="space-y-3">
        <Button
          type="button"
          variant="secondary"
          aria-expanded={preview}
          onClick={() => setPreview(!preview)}
        >
          {preview ? 'Hide Preview' : 'Preview'}
        </Button>
        {preview && (
          <SlidePreview
            slide={{
              title: values.title ?? '',
              content: values.content ?? '',
              slide_type: values.slide_type ?? 'content',
              media_url: values.media_url ?? '',
              footnotes: values.footnotes ?? '',
            }}
            position={position}
            total={total}
          />
        )}
      </div>
    </FormDialog>
  );
}
