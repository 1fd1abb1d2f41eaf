import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MediaPickerDialog } from '@/components/media/media-picker-dialog';
import type { PickedMedia } from '@/components/media/types';
import { ImagePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { SLIDE_TOOLBAR } from '@/components/rich-text/toolbars';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { slideDefaults, slideSchema, useSaveSlide, type SlideInput } from '../api/save-slide';
import type { Slide } from '../api/types';
import { useReturnFocus } from '@/components/use-return-focus';
import { ALT_MAX } from '../lib/fields';
import { NumberField, SelectField, TextField } from './form-fields';
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
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const libraryRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(picking, libraryRef);
  const editing = Boolean(slide);
  const values = useWatch({ control: form.control });
  const isImage = values.slide_type === 'image';
  useEffect(() => {
    if (open) form.reset(slideDefaults(slide, nextSortOrder));
  }, [open, slide, nextSortOrder, form]);

  /** A library image: its relative URL (lib/media.ts mediaUrl) and, to start from, the library's alt text. */
  const onPick = (media: PickedMedia) => {
    // Validated at once, so 'Must be a valid URL' from a failed save goes as soon as the choice fixes it (a
    // choice is always valid: the picker hands back a library URL and alt text).
    const opts = { shouldDirty: true, shouldValidate: true };
    form.setValue('media_url', media.url, opts);
    form.setValue('media_alt', media.alt, opts);
    setAnnouncement(`Image chosen: ${media.alt}.`);
  };

  const onSave = async (input: SlideInput) => {
    try {
      await save.mutateAsync({ id: slide?.id, moduleId, input });
      notify(editing ? 'Slide updated successfully' : 'Slide created successfully');
      return true;
    } catch (error) {
      notifyError(editing ? 'Error updating slide' : 'Error creating slide', errorMessage(error));
      return false;
    }
  };
  const { control } = form;

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) {
            setPreview(false);
            setAnnouncement('');
          }
          onOpenChange(next);
        }}
        title={editing ? 'Edit Slide' : 'Add Slide'}
        description={editing ? 'Change the slide.' : 'Add a slide to this module.'}
        form={form}
        onSubmit={onSave}
        busy={save.isPending}
        submitLabel={editing ? 'Update Slide' : 'Add Slide'}
        className="sm:max-w-3xl"
      >
        <TextField control={control} name="title" label="Title" />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField control={control} name="slide_type" label="Slide Type" options={SLIDE_TYPE_OPTIONS} />
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
            <TextField
              control={control}
              name="media_url"
              label="Media URL"
              placeholder="https://…"
              className="min-w-0 flex-1"
            />
            {/* Beside the box, level with it (below its label): the URL stays for images hosted elsewhere. */}
            {isImage && (
              <Button
                ref={libraryRef}
                type="button"
                variant="outline"
                className="sm:mt-[22px]"
                onClick={() => setPicking(true)}
              >
                <ImagePlus aria-hidden="true" />
                Choose from library
              </Button>
            )}
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {isImage && (
          <TextField
            control={control}
            name="media_alt"
            label="Image alt text"
            description={`Required with an image. Describe what it shows for learners who cannot see it (at most ${ALT_MAX} characters).`}
          />
        )}
        <FormField
          control={control}
          name="content"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Content</FormLabel>
              <FormControl>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  label="Content"
                  toolbar={SLIDE_TOOLBAR}
                  output="editor"
                  size="dialog"
                />
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
                media_alt: values.media_alt ?? '',
                footnotes: values.footnotes ?? '',
              }}
              position={position}
              total={total}
            />
          )}
        </div>
      </FormDialog>
      {/* Outside FormDialog's <form>: the picker's own forms (alt text) must not submit the slide. */}
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Choose slide image"
        onPick={onPick}
      />
    </>
  );
}
