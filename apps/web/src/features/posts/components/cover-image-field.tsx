// The post's cover (issue 23): chosen from the media library, previewed as the blog shows it (16:9,
// cropped), with its alt text, which the form and the database both require while a cover is set.
import { ImageIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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
import { coverImage } from '@/lib/media';
import { COVER_ALT_MAX, type PostInput } from '../api/create-post';
import { IMAGES_ARE_STAFF_ONLY } from '../lib/error-message';
import { IsolatedDialogs } from './isolated-dialogs';

/** The preview: the form's column on a phone, at most 448 CSS pixels wider up (max-w-md). */
const PREVIEW_SIZES = '(min-width: 640px) 448px, calc(100vw - 4rem)';

export function CoverImageField({ readOnly, canAddImages }: { readOnly: boolean; canAddImages: boolean }) {
  const labelId = useId();
  const chooseRef = useRef<HTMLButtonElement>(null);
  const { control, setValue, formState } = useFormContext<PostInput>();
  const path = useWatch({ control, name: 'cover_image_path' });
  const alt = useWatch({ control, name: 'cover_image_alt' });
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const preview = path ? coverImage(path, { sizes: PREVIEW_SIZES, maxWidth: 960 }) : null;

  const setCover = (nextPath: string, nextAlt: string) => {
    // Once the form was sent, its messages follow each change (as for typed fields).
    const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('cover_image_path', nextPath, opts);
    setValue('cover_image_alt', nextAlt, opts);
  };
  const pick = (media: PickedMedia) => {
    // The library's alt text is a starting point: a cover may need words of its own.
    setCover(media.path, media.alt);
    setAnnouncement(`Cover image chosen: ${media.alt}`);
  };
  const remove = () => {
    setCover('', '');
    setAnnouncement('Cover image removed');
    // The Remove button is gone: focus stays in the field, on Choose.
    chooseRef.current?.focus();
  };

  return (
    <div role="group" aria-labelledby={labelId} className="grid max-w-2xl gap-3">
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
          alt={alt.trim()}
          data-testid="cover-preview"
          className="aspect-video h-auto w-full max-w-md rounded-md border bg-muted object-cover"
        />
      ) : (
        <div className="flex aspect-[32/9] w-full max-w-md flex-col items-center justify-center gap-1 rounded-md border border-dashed text-sm text-muted-foreground">
          <ImageIcon className="size-6" aria-hidden="true" />
          No cover image
        </div>
      )}
      {!readOnly && !canAddImages && <p className="text-sm text-muted-foreground">{IMAGES_ARE_STAFF_ONLY}</p>}
      {!readOnly && canAddImages && (
        <div className="flex flex-wrap gap-2">
          {/* One button for Choose and Replace: the picker hands focus back to it either way. */}
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
                <Input {...field} disabled={readOnly} autoComplete="off" maxLength={COVER_ALT_MAX} />
              </FormControl>
              <FormDescription>
                Required with a cover. Describe what the image shows for people who cannot see it (at most{' '}
                {COVER_ALT_MAX} characters).
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
