// Create or update a slide (SPEC §5 Slide rules; §7 insert with module_id plus the form fields).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { ALT_MAX, altTooLong, blankToNull, optionalMediaUrl, sortOrder, TITLE_RULE } from '../lib/fields';
import { SLIDE_COLUMNS } from './get-slides';
import { educationAdminKeys, SLIDE_TYPES, type Slide } from './types';

export const IMAGE_ALT_REQUIRED = 'Image alt text is required';

export const slideSchema = z
  .object({
    title: TITLE_RULE(),
    content: z.string(),
    slide_type: z.enum(SLIDE_TYPES, { error: 'Slide type is required' }),
    media_url: optionalMediaUrl(),
    media_alt: z.string().trim().max(ALT_MAX, altTooLong('Image alt text')),
    sort_order: sortOrder(),
    footnotes: z.string(),
  })
  // An image a learner is shown has a text alternative (WCAG 1.1.1). `when` lets this run while another
  // field is still wrong, so every message shows at once.
  .refine((s) => s.slide_type !== 'image' || s.media_url === '' || s.media_alt !== '', {
    message: IMAGE_ALT_REQUIRED,
    path: ['media_alt'],
    when: (payload) => {
      const v = payload.value as Record<string, unknown>;
      return (
        typeof v.media_url === 'string' &&
        typeof v.media_alt === 'string' &&
        (SLIDE_TYPES as readonly unknown[]).includes(v.slide_type)
      );
    },
  });
export type SlideInput = z.input<typeof slideSchema>;

/** SPEC §3 defaults: type content, sort order 0. */
export const slideDefaults = (slide?: Slide, nextSortOrder = 0): SlideInput => ({
  title: slide?.title ?? '',
  content: slide?.content ?? '',
  slide_type: slide?.slide_type ?? 'content',
  media_url: slide?.media_url ?? '',
  media_alt: slide?.media_alt ?? '',
  sort_order: slide?.sort_order ?? nextSortOrder,
  footnotes: slide?.footnotes ?? '',
});

/** Quill's empty document is `<p><br></p>`: that is no content. */
const isEmptyHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(html);

/** The row as stored: alt text belongs to an image slide's image and goes when either does. */
export function slideRow(input: SlideInput) {
  const parsed = slideSchema.parse(input);
  const mediaUrl = blankToNull(parsed.media_url);
  return {
    ...parsed,
    content: isEmptyHtml(parsed.content) ? null : parsed.content,
    media_url: mediaUrl,
    media_alt: parsed.slide_type === 'image' && mediaUrl ? parsed.media_alt : null,
    footnotes: blankToNull(parsed.footnotes),
  };
}

export async function saveSlide(args: { id?: string; moduleId: string; input: SlideInput }): Promise<Slide> {
  const row = slideRow(args.input);
  const query = args.id
    ? supabase.from('module_slides').update(row).eq('id', args.id)
    : supabase.from('module_slides').insert({ ...row, module_id: args.moduleId });
  const { data, error } = await query.select(SLIDE_COLUMNS).single<Slide>();
  if (error) throw error;
  return data;
}

export function useSaveSlide(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.slides(moduleId) }),
  });
}
