// A cover image (a post's, a course's): chosen from the media library, previewed as the site shows it (16:9,
// cropped), with its alt text, which the form and the database both require while a cover is set. The form
// around it (react-hook-form's context) holds `cover_image_path` and `cover_image_alt`.
import { ImageIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { IsolatedDialogs } from '@/components/isolated-dialogs';
import { ALT_TEXT_MAX } from '@/components/media/limits';
import { MediaPickerDialog } from '@/components/media/media-picker-dialog';
import type { PickedMedia } from '@/components/media/types';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useReturnFocus } from '@/components/use-return-focus';
import { cn } from '@/lib/cn';
import { coverImage } from '@/lib/media';

interface CoverFields {
  cover_image_path: string;
  cover_image_alt: string;
}

interface CoverImageFieldProps {
  /** The preview's `sizes`: how wide it is drawn in this form. */
  previewSizes: string;
  /** The preview's (and the empty box's) width cap, e.g. `max-w-md`. */
  previewClassName: string;
  /** Shown, nothing to change (a contributor's published post). */
  readOnly?: boolean;
  /** Why this user cannot choose an image; shown instead of the buttons. */
  refusal?: string | null;
  /** The alt text box stops at the limit (as the post form's fields do) instead of saying so after. */
  stopAtLimit?: boolean;
  className?: string;
}

export function CoverImageField({
  previewSizes,
  previewClassName,
  readOnly = false,
  refusal = null,
  stopAtLimit = false,
  className,
}: CoverImageFieldProps) {
  const labelId = useId();
  const chooseRef = useRef<HTMLButtonElement>(null);
  const { control, setValue, formState } = useFormContext<CoverFields>();
  const path = useWatch({ control, name: 'cover_image_path' });
  const alt = useWatch({ control, name: 'cover_image_alt' });
  const pathError = formState.errors.cover_image_path?.message;
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Radix hands focus back only to a DialogTrigger; the picker opens from a plain button.
  useReturnFocus(picking, chooseRef);
  const preview = path ? coverImage(path, { sizes: previewSizes, maxWidth: 960 }) : null;

  const setCover = (nextPath: string, nextAlt: string) => {
    // Once the form was sent, its messages follow each change (as for typed fields): a message from a
    // failed save (alt text required) goes as soon as the choice fixes it.
    const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('cover_image_path', nextPath, opts);
    setValue('cover_image_alt', nextAlt, opts);
  };
  const pick = (media: PickedMedia) => {
    // The library's alt text is a starting point: a cover may need words of its own.
    setCover(media.path, media.alt);
    setAnnouncement(`Cover image chosen: ${media.alt}.`);
  };
  const remove = () => {
    setCover('', '');
    setAnnouncement('Cover image removed.');
    // The Remove button is gone: focus stays in the field, on Choose.
    chooseRef.current?.focus();
  };

  return (
    <div role="group" aria-labelledby={labelId} className={cn('grid gap-3', className)}>
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
          data-testid="cover-preview"
          className={cn(
            'aspect-video h-auto w-full rounded-md border bg-muted object-cover',
            previewClassName,
          )}
        />
      ) : (
        <div
          className={cn(
            'flex aspect-[32/9] w-full flex-col items-center justify-center gap-1 rounded-md border border-dashed text-sm text-muted-foreground',
            previewClassName,
          )}
        >
          <ImageIcon className="size-6" aria-hidden="true" />
          No cover image
        </div>
      )}
      {!readOnly && refusal && <p className="text-sm text-muted-foreground">{refusal}</p>}
      {!readOnly && !refusal && (
        <div className="flex flex-wrap gap-2">
          {/* One button for Choose and Replace: focus comes back to it from the picker either way. */}
          <Button
            ref={chooseRef}
            type="button"
            variant="outline"
            aria-label={path ? 'Replace cover image' : 'Choose cover image'}
            onClick={() => setPicking(true)}
          >
            {path ? 'Replace' : 'Choose'}
          </Button>
          {path && (
            <Button type="button" variant="outline" aria-label="Remove cover image" onClick={remove}>
              Remove
            </Button>
          )}
        </div>
      )}
      {pathError && (
        <p role="alert" className="text-sm text-destructive">
          {pathError}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {path && (
        <FormField
          control={control}
          name="cover_image_alt"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Cover image alt text</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ''}
                  disabled={readOnly}
                  autoComplete="off"
                  maxLength={stopAtLimit ? ALT_TEXT_MAX : undefined}
                />
              </FormControl>
              <FormDescription>
                Required with a cover. Describe what the image shows for people who cannot see it (at most{' '}
                {ALT_TEXT_MAX} characters).
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <IsolatedDialogs>
        <MediaPickerDialog
          open={picking}
          onOpenChange={setPicking}
          onPick={pick}
          title="Choose cover image"
        />
      </IsolatedDialogs>
    </div>
  );
}
