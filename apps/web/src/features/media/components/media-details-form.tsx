import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { mediaDetailsSchema, type MediaDetailsInput } from '@/components/media/media-details-schema';
import type { MediaAsset } from '@/components/media/types';
import { ALT_TEXT_MAX, CAPTION_MAX, useUpdateMediaAsset } from '@/components/media/update-media-asset';
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
import { Textarea } from '@/components/ui/textarea';
import { notify, notifyError } from '@/components/ui/toaster';
import { isImage } from '../lib/asset-facts';

export const ALT_TEXT_NEEDED = 'Add alt text before this image can be used in public content';

/** Alt text and caption of one file. Mounted per file (keyed by id), so switching files never carries edits over. */
export function MediaDetailsForm({ asset }: { asset: MediaAsset }) {
  const form = useForm<MediaDetailsInput>({
    resolver: zodResolver(mediaDetailsSchema),
    defaultValues: { alt_text: asset.alt_text, caption: asset.caption ?? '' },
  });
  const update = useUpdateMediaAsset();
  const image = isImage(asset.mime_type);
  const altLength = useWatch({ control: form.control, name: 'alt_text' }).length;
  const captionLength = useWatch({ control: form.control, name: 'caption' }).length;

  const save = (input: MediaDetailsInput) => {
    update.mutate(
      { id: asset.id, changes: { alt_text: input.alt_text, caption: input.caption || null } },
      {
        onSuccess: (row) => {
          form.reset({ alt_text: row.alt_text, caption: row.caption ?? '' });
          notify('Saved', `Details of ${asset.file_name} saved`);
        },
        onError: (err) => notifyError('Error', `Failed to save details: ${err.message}`),
      },
    );
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
        <FormField
          control={form.control}
          name="alt_text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Alt text</FormLabel>
              <FormControl>
                <Textarea rows={2} maxLength={ALT_TEXT_MAX} {...field} />
              </FormControl>
              <FormDescription>
                {image && !asset.alt_text.trim() ? (
                  <span className="font-medium text-primary-strong">{ALT_TEXT_NEEDED}. </span>
                ) : null}
                {image ? 'Describe what the image shows. ' : 'Optional for documents. '}
                {altLength}/{ALT_TEXT_MAX} characters
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="caption"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Caption</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={CAPTION_MAX} {...field} />
              </FormControl>
              <FormDescription>
                Optional; credits or context. {captionLength}/{CAPTION_MAX} characters
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={update.isPending} className="justify-self-start">
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </Form>
  );
}
