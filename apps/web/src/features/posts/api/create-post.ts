// Create a post (SPEC §7 insert: title, slug, excerpt, content, status, meta_title, meta_description,
// author_id, publish_date). The schema carries SPEC §5's messages; the database's own constraints
// (blog_posts_title_required, blog_posts_slug_format, blog_posts_slug_key) refuse the same input.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { SLUG_PATTERN } from '../lib/slugify';
import { adminPostsQueryKey, type PostStatus } from './types';

export const postSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  slug: z
    .string()
    .trim()
    .min(1, 'Slug is required')
    .regex(SLUG_PATTERN, 'Slug can only contain lowercase letters, numbers, and hyphens'),
  excerpt: z.string(),
  content: z.string(),
  status: z.enum(['draft', 'published']),
  meta_title: z.string(),
  meta_description: z.string(),
});
export type PostInput = z.infer<typeof postSchema>;

/** Blank optional fields are stored as null, so the public fallbacks (title, excerpt) apply. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The row to store. SPEC §4: saving as published sets publish_date to now, otherwise null. */
export function toPostRow(input: PostInput) {
  const parsed = postSchema.parse(input);
  const status: PostStatus = parsed.status;
  return {
    title: parsed.title,
    slug: parsed.slug,
    excerpt: orNull(parsed.excerpt),
    content: parsed.content.trim() === '' ? null : parsed.content,
    status,
    meta_title: orNull(parsed.meta_title),
    meta_description: orNull(parsed.meta_description),
    publish_date: status === 'published' ? new Date().toISOString() : null,
  };
}

export async function createPost(input: PostInput, authorId: string): Promise<{ id: string }> {
  const { data, error } = await supabase
    .from('blog_posts')
    .insert({ ...toPostRow(input), author_id: authorId })
    .select('id')
    .single();
  if (error) throw error; // the server's message (a taken slug, a refused publish) reaches the notice
  return data as { id: string };
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, authorId }: { input: PostInput; authorId: string }) => createPost(input, authorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPostsQueryKey }),
  });
}
