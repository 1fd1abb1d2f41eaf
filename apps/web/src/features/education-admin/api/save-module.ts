// Create or update a module (SPEC §3 defaults, §5 Module rules, §7 insert / update by id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { blankToNull, optionalUrl, sortOrder, TITLE_RULE, wholeNumber } from '../lib/fields';
import { MODULE_COLUMNS } from './get-modules';
import { CONTENT_TYPES, educationAdminKeys, type Module } from './types';

export const moduleSchema = z.object({
  category_id: z.string().min(1, 'Course is required'),
  title: TITLE_RULE(),
  description: z.string().max(1000, 'Description must be less than 1000 characters'),
  content_type: z.enum(CONTENT_TYPES, { error: 'Content type is required' }),
  content_text: z.string(),
  content_url: optionalUrl(),
  duration_minutes: wholeNumber(
    1,
    'Duration must be at least 1 minute',
    600,
    'Duration cannot exceed 10 hours',
  ),
  points: wholeNumber(1, 'Points must be at least 1', 1000, 'Points cannot exceed 1000'),
  is_required: z.boolean(),
  sort_order: sortOrder(),
  pass_threshold: wholeNumber(
    1,
    'Pass threshold must be at least 1%',
    100,
    'Pass threshold cannot exceed 100%',
  ),
});
export type ModuleInput = z.input<typeof moduleSchema>;

/** SPEC §3 form defaults: slides, 30 minutes, 10 points, not required, sort order 0, pass threshold 70. */
export const moduleDefaults = (module?: Module, courseId = ''): ModuleInput => ({
  category_id: module?.category_id ?? courseId,
  title: module?.title ?? '',
  description: module?.description ?? '',
  content_type: module?.content_type ?? 'slides',
  content_text: module?.content_text ?? '',
  content_url: module?.content_url ?? '',
  duration_minutes: module?.duration_minutes ?? 30,
  points: module?.points ?? 10,
  is_required: module?.is_required ?? false,
  sort_order: module?.sort_order ?? 0,
  pass_threshold: module?.pass_threshold ?? 70,
});

export async function saveModule({ id, input }: { id?: string; input: ModuleInput }): Promise<Module> {
  const parsed = moduleSchema.parse(input);
  const row = {
    ...parsed,
    description: blankToNull(parsed.description),
    content_text: blankToNull(parsed.content_text),
    content_url: blankToNull(parsed.content_url),
  };
  const query = id
    ? supabase.from('education_modules').update(row).eq('id', id)
    : supabase.from('education_modules').insert(row);
  const { data, error } = await query.select(MODULE_COLUMNS).single<Module>();
  if (error) throw error;
  return data;
}

export function useSaveModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.modules }),
  });
}
