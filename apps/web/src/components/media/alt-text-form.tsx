import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { mediaRenderUrl } from '@/lib/media';
import { requiredAltSchema, type RequiredAltInput } from './media-details-schema';
import type { MediaAsset } from './types';
import { ALT_TEXT_MAX, useUpdateMediaAsset } from './update-media-asset';

interface AltTextFormProps {
  asset: MediaAsset;
  onSaved(asset: MediaAsset): void;
  onBack(): void;
}

/** The picker's second step for an image without alt text: it cannot be used until it has some (WCAG 1.1.1). */
export function AltTextForm({ asset, onSaved, onBack }: AltTextFormProps) {
  const form = useForm<RequiredAltInput>({
    resolver: zodResolver(requiredAltSchema),
    defaultValues: { alt_text: asset.alt_text },
  });
  const update = useUpdateMediaAsset();

  const save = ({ alt_text }: RequiredAltInput) => {
    update.mutate(
      { id: asset.id, changes: { alt_text } },
      {
        onSuccess: onSaved,
        onError: (err) =>
          form.setError('alt_text', { message: `Alt text could not be saved: ${err.message}` }),
      },
    );
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
        <img
          src={mediaRenderUrl(asset.object_path, { width: 640, resize: 'contain' })}
          alt=""
          className="max-h-64 w-full rounded-md bg-muted object-contain"
        />
        <FormField
          control={form.control}
          name="alt_text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Alt text for {asset.file_name}</FormLabel>
              <FormControl>
                <Input autoFocus autoComplete="off" maxLength={ALT_TEXT_MAX} {...field} />
              </FormControl>
              <FormDescription>
                Required. Describe what the image shows for people who cannot see it (at most {ALT_TEXT_MAX}{' '}
                characters). It is saved with the file and used wherever the image appears.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onBack}>
            Back to images
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save and use image'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
