import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MediaAsset } from '@/components/media/types';
import { ALT_TEXT_MAX } from '@/components/media/limits';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { mediaRenderUrl } from '@/lib/media';
import { z } from '@/lib/zod';

// The database's limit (media_assets_alt_text_max_length), as the library's own forms use it.
const ALT_MAX = ALT_TEXT_MAX;
const altSchema = z.object({
  alt: z
    .string()
    .trim()
    .min(1, 'Alt text is required')
    .max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`),
});
type AltInput = z.infer<typeof altSchema>;

interface ImageAltDialogProps {
  /** The uploaded image to describe; null keeps the dialog closed. */
  asset: MediaAsset | null;
  onInsert(alt: string): void;
  onSkip(): void;
}

/**
 * Asked after a pasted or dropped image has been uploaded: nothing goes into the post without a text
 * alternative (WCAG 1.1.1). The library's alt text, when the file already has one, is the starting point.
 */
export function ImageAltDialog({ asset, onInsert, onSkip }: ImageAltDialogProps) {
  const form = useForm<AltInput>({ resolver: zodResolver(altSchema), defaultValues: { alt: '' } });
  useEffect(() => {
    if (asset) form.reset({ alt: asset.alt_text });
  }, [asset, form]);

  return (
    <FormDialog
      open={asset !== null}
      onOpenChange={(open) => !open && onSkip()}
      title="Describe the image"
      description={`${asset ? `${asset.file_name} is uploaded. ` : ''}Add its alt text to insert it into the post.`}
      form={form}
      onSubmit={({ alt }) => onInsert(alt)}
      submitLabel="Insert image"
      cancelLabel="Don't insert"
    >
      {asset && (
        <img
          src={mediaRenderUrl(asset.object_path, { width: 640, resize: 'contain' })}
          alt=""
          className="max-h-56 w-full rounded-md bg-muted object-contain"
        />
      )}
      <FormField
        control={form.control}
        name="alt"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Alt text</FormLabel>
            <FormControl>
              <Input {...field} autoFocus autoComplete="off" maxLength={ALT_MAX} />
            </FormControl>
            <FormDescription>
              Required. Describe what the image shows for people who cannot see it (at most {ALT_MAX}{' '}
              characters).
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
