import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { CoverImageField } from '@/components/cover-image-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { PostInput } from '../api/create-post';
import { IMAGES_ARE_STAFF_ONLY } from '../lib/error-message';
import { slugify } from '../lib/slugify';
import { ContentEditor } from './content-editor';
import { ScheduleField } from './schedule-field';

export const CANNOT_PUBLISH =
  'Only editors and admins can publish. Your post stays a draft until one of them makes it live.';

/** SPEC §4 labels a published post 'Live'; 'Scheduled' goes live at its time (staff only). */
const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Live' },
] as const;

interface ContentFieldsProps {
  /** Create mode: typing a title fills the slug (SPEC §4); in edit mode the slug never changes by itself. */
  autoSlug: boolean;
  canPublish: boolean;
  readOnly: boolean;
  /** Changes when the form's values are replaced (a restore): the Visual editor reads its HTML anew. */
  editorKey?: number;
}

/** The 'Content' tab (SPEC §2): title, URL slug, excerpt, cover image (issue 23), content, status. */
export function ContentFields({ autoSlug, canPublish, readOnly, editorKey = 0 }: ContentFieldsProps) {
  const { control, setValue, getFieldState } = useFormContext<PostInput>();
  const status = useWatch({ control, name: 'status' });
  // Once the author has typed a slug of their own, a later title change must not overwrite it.
  const slugTouchedByHand = useRef(false);

  return (
    <div className="space-y-6">
      <FormField
        control={control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Title</FormLabel>
            <FormControl>
              <Input
                {...field}
                disabled={readOnly}
                onChange={(e) => {
                  field.onChange(e);
                  if (autoSlug && !slugTouchedByHand.current) {
                    setValue('slug', slugify(e.target.value), {
                      shouldDirty: true,
                      shouldValidate: getFieldState('slug').isTouched,
                    });
                  }
                }}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="slug"
        render={({ field }) => (
          <FormItem>
            <FormLabel>URL Slug</FormLabel>
            <FormControl>
              <Input
                {...field}
                disabled={readOnly}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(e) => {
                  slugTouchedByHand.current = true;
                  field.onChange(e);
                }}
              />
            </FormControl>
            <FormDescription>The post&apos;s address: /blog/{field.value || 'your-slug'}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="excerpt"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Excerpt</FormLabel>
            <FormControl>
              <Textarea {...field} disabled={readOnly} className="min-h-20" />
            </FormControl>
            <FormDescription>A short summary shown on the blog list.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      {/* Images come from the media library, which only staff (who may also publish) write to. */}
      <CoverImageField
        readOnly={readOnly}
        refusal={canPublish ? null : IMAGES_ARE_STAFF_ONLY}
        // The form's column on a phone, at most 448 CSS pixels wider up (max-w-md).
        previewSizes="(min-width: 640px) 448px, calc(100vw - 4rem)"
        previewClassName="max-w-md"
        stopAtLimit
        className="max-w-2xl"
      />
      <ContentEditor key={editorKey} disabled={readOnly} canAddImages={canPublish} />
      <FormField
        control={control}
        name="status"
        render={({ field }) => (
          <FormItem className="max-w-xs">
            <FormLabel>Status</FormLabel>
            <Select value={field.value} onValueChange={field.onChange} disabled={readOnly || !canPublish}>
              <FormControl>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {/* A contributor keeps drafts; the post's own status is listed so it can be shown. */}
                {STATUS_OPTIONS.filter(
                  (o) => canPublish || o.value === 'draft' || o.value === field.value,
                ).map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {!canPublish && <FormDescription>{CANNOT_PUBLISH}</FormDescription>}
            <FormMessage />
          </FormItem>
        )}
      />
      {status === 'scheduled' && <ScheduleField readOnly={readOnly || !canPublish} />}
    </div>
  );
}
