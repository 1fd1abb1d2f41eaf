// Create a post (SPEC §7 insert: title, slug, excerpt, content, status, meta_title, meta_description,
// author_id, publish_date; and the cover, issue 23). The schema carries SPEC §5's messages; the database's
// own constraints (blog_posts_title_required, blog_posts_slug_format, blog_posts_slug_key,
// blog_posts_cover_image_alt_required …) refuse the same input.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALT_TEXT_MAX } from '@/components/media/limits';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { SLUG_PATTERN } from '../lib/slugify';
import { adminPostsQueryKey, type PostStatus } from './types';

/** blog_posts_cover_image_alt_max_length: the same limit as the library's alt text. */
export const COVER_ALT_MAX = ALT_TEXT_MAX;
export const COVER_ALT_REQUIRED = 'Cover image alt text is required';
export const SCHEDULE_REQUIRED = 'Choose when the post goes live';
export const SCHEDULE_IN_FUTURE = 'Choose a time in the future';

export const postSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required'),
    slug: z
      .string()
      .trim()
      .min(1, 'Slug is required')
      .regex(SLUG_PATTERN, 'Slug can only contain lowercase letters, numbers, and hyphens'),
    excerpt: z.string(),
    content: z.string(),
    status: z.enum(['draft', 'scheduled', 'published']),
    meta_title: z.string(),
    meta_description: z.string(),
    /** The cover's path in the media bucket; '' for none. */
    cover_image_path: z.string(),
    cover_image_alt: z
      .string()
      .max(COVER_ALT_MAX, `Cover image alt text must be at most ${COVER_ALT_MAX} characters`),
    /**
     * When a scheduled post goes live: a UTC instant (ISO), '' for none. The form shows and takes it as
     * wall-clock time in the site's time zone (@/lib/zoned-time.ts); other statuses ignore it.
     */
    publish_at: z.string(),
  })
  // An image in public content has a text alternative (WCAG 1.1.1); the database checks it too.
  .superRefine((post, ctx) => {
    if (post.cover_image_path.trim() !== '' && post.cover_image_alt.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['cover_image_alt'], message: COVER_ALT_REQUIRED });
    }
    if (post.status === 'scheduled') {
      const at = Date.parse(post.publish_at);
      if (Number.isNaN(at)) {
        ctx.addIssue({ code: 'custom', path: ['publish_at'], message: SCHEDULE_REQUIRED });
      } else if (at <= Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['publish_at'], message: SCHEDULE_IN_FUTURE });
      }
    }
  });
export type PostInput = z.infer<typeof postSchema>;

/** Blank optional fields are stored as null, so the public fallbacks (title, excerpt) apply. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The row to store. SPEC §4: saving as published sets publish_date to now, otherwise null — except a
 * scheduled post, whose publish_date is when it goes live (the database requires one).
 */
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
    // No cover, no alt: a removed cover leaves nothing behind.
    cover_image_path: orNull(parsed.cover_image_path),
    cover_image_alt: orNull(parsed.cover_image_path) ? parsed.cover_image_alt.trim() : null,
    publish_date:
      status === 'published'
        ? new Date().toISOString()
        : status === 'scheduled'
          ? new Date(parsed.publish_at).toISOString()
          : null,
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
