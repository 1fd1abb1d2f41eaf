// The course form's cover image: chosen from the media library (the shared picker), previewed as learners
// will see it (16:9, cropped), with its alt text. The picker itself is rendered by the dialog, outside the
// <form>: React events bubble through portals, and the picker's own forms must not submit this one.
import { ImageIcon } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { PickedMedia } from '@/components/media/types';
import { coverImage } from '@/lib/media';
import type { CourseInput } from '../api/save-course';
import { ALT_MAX } from '../lib/fields';
import { TextField } from './form-fields';

type CourseForm = UseFormReturn<CourseInput, unknown, CourseInput>;

interface CoverImageFieldProps {
  form: CourseForm;
  /** Opens the media picker; the dialog puts the choice in with `pickCover`. */
  onChoose(): void;
  /** Called after Remove, to say so to screen reader users. */
  onRemoved(): void;
  /** What was last said about the cover (chosen, removed), in words, for screen readers. */
  announcement: string;
  /** The Choose/Replace button: focus returns here from the picker, and lands here after Remove. */
  chooseRef: RefObject<HTMLButtonElement | null>;
}

/** The cover shown in the form: the learners' 16:9 crop, small enough to keep the dialog short. */
const PREVIEW_SIZES = '(min-width: 640px) 384px, calc(100vw - 5rem)';

export function CoverImageField({
  form,
  onChoose,
  onRemoved,
  announcement,
  chooseRef,
}: CoverImageFieldProps) {
  const labelId = useId();
  const path = useWatch({ control: form.control, name: 'cover_image_path' });
  const alt = useWatch({ control: form.control, name: 'cover_image_alt' });
  const pathError = form.formState.errors.cover_image_path?.message;
  const preview = path ? coverImage(path, { sizes: PREVIEW_SIZES, maxWidth: 960 }) : null;

  const remove = () => {
    setCover(form, '', '');
    // The Remove button is gone: focus stays in the field, on what comes next (Choose).
    chooseRef.current?.focus();
    onRemoved();
  };

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-3">
      <span id={labelId} className="text-sm leading-none font-medium">
        Cover image
      </span>
      {preview ? (
        <img
          src={preview.src}
          srcSet={preview.srcSet}
          sizes={preview.sizes}
          width={preview.width}
          height={preview.height}
          alt={alt?.trim() ?? ''}
          className="aspect-video h-auto w-full max-w-sm rounded-md border bg-muted object-cover"
        />
      ) : (
        <div className="flex aspect-[32/9] w-full max-w-sm flex-col items-center justify-center gap-1 rounded-md border border-dashed text-sm text-muted-foreground">
          <ImageIcon className="size-6" aria-hidden="true" />
          No cover image
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {/* One button for Choose and Replace: the picker hands focus back to it either way. */}
        <Button
          ref={chooseRef}
          type="button"
          variant="outline"
          aria-label={path ? 'Replace cover image' : 'Choose cover image'}
          onClick={onChoose}
        >
          {path ? 'Replace' : 'Choose'}
        </Button>
        {path && (
          <Button type="button" variant="outline" aria-label="Remove cover image" onClick={remove}>
            Remove
          </Button>
        )}
      </div>
      {pathError && (
        <p role="alert" className="text-sm text-destructive">
          {pathError}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {path && (
        <TextField
          control={form.control}
          name="cover_image_alt"
          label="Cover image alt text"
          description={`Required with a cover. Describe what the image shows for people who cannot see it (at most ${ALT_MAX} characters).`}
        />
      )}
    </div>
  );
}

function setCover(form: CourseForm, path: string, alt: string): void {
  // Validated at once: a message from a failed save (say, alt text required) goes as soon as the choice
  // fixes it. A choice is always valid (the picker hands back alt text), so nothing new shows early.
  const opts = { shouldDirty: true, shouldValidate: true };
  form.setValue('cover_image_path', path, opts);
  form.setValue('cover_image_alt', alt, opts);
}

/** Puts a picked image into the form: its path and, as a starting point, the library's alt text. */
export function pickCover(form: CourseForm, media: PickedMedia): void {
  setCover(form, media.path, media.alt);
}
