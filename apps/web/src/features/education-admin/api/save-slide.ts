// Create or update a slide (SPEC §5 Slide rules; §7 insert with module_id plus the form fields).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { blankToNull, optionalUrl, sortOrder, TITLE_RULE } from '../lib/fields';
import { SLIDE_COLUMNS } from './get-slides';
import { educationAdminKeys, SLIDE_TYPES, type Slide } from './types';

export const slideSchema = z.object({
  title: TITLE_RULE(),
  content: z.string(),
  slide_type: z.enum(SLIDE_TYPES, { error: 'Slide type is required' }),
  media_url: optionalUrl(),
  sort_order: sortOrder(),
  footnotes: z.string(),
});
export type SlideInput = z.input<typeof slideSchema>;

/** SPEC §3 defaults: type content, sort order 0. */
export const slideDefaults = (slide?: Slide, nextSortOrder = 0): SlideInput => ({
  title: slide?.title ?? '',
  content: slide?.content ?? '',
  slide_type: slide?.slide_type ?? 'content',
  media_url: slide?.media_url ?? '',
  sort_order: slide?.sort_order ?? nextSortOrder,
  footnotes: slide?.footnotes ?? '',
});

/** Quill's empty document is `<p><br></p>`: that is no content. */
const isEmptyHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(html);

export async function saveSlide(args: { id?: string; moduleId: string; input: SlideInput }): Promise<Slide> {
  const parsed = slideSchema.parse(args.input);
  const row = {
    ...parsed,
    content: isEmptyHtml(parsed.content) ? null : parsed.content,
    media_url: blankToNull(parsed.media_url),
    footnotes: blankToNull(parsed.footnotes),
  };
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
