// Update a post by id (SPEC §7) and, when a published post changes its slug and the user agreed, keep the
// old address alive with a 301 (create-slug-redirect.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, hasErrorCode } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { toPostRow, type PostInput } from './create-post';
import { createSlugRedirect } from './create-slug-redirect';
import { adminPostsQueryKey, type AdminPost } from './types';
import { redirectsQueryKey } from '@/lib/query-keys';

export interface UpdatePostArgs {
  /** The post as the editor opened it (or last loaded it): its version is checked by the database. */
  post: Pick<AdminPost, 'id' | 'slug' | 'status' | 'publish_date' | 'version'>;
  input: PostInput;
  /** Redirect /blog/<old slug> to /blog/<new slug> after the update. */
  redirectOldSlug: boolean;
}

export interface UpdatePostResult {
  /** The server's message when the post was saved but its redirect was not (the post stays saved). */
  redirectError: string | null;
}

export async function updatePost({
  post,
  input,
  redirectOldSlug,
}: UpdatePostArgs): Promise<UpdatePostResult> {
  // SPEC §4: saving as published sets publish_date to now (every save), otherwise null (scheduled: its time).
  // `version`: the database refuses the update (409, PT409) when someone saved since it was opened.
  const { data, error } = await supabase
    .from('blog_posts')
    .update({ ...toPostRow(input), version: post.version })
    .eq('id', post.id)
    .select('id');
  if (error) throw error;
  // RLS turns an update the caller may not make (someone else's post, a published one for a contributor)
  // into zero rows rather than an error: say so instead of reporting a save that did not happen.
  if (data.length === 0) throw new Error('This post no longer exists or you may not change it.');
  const newSlug = input.slug.trim();
  if (!redirectOldSlug || newSlug === post.slug) return { redirectError: null };
  try {
    await createSlugRedirect(post.slug, newSlug);
    return { redirectError: null };
  } catch (e) {
    return { redirectError: errorMessage(e) };
  }
}

/** Someone saved the post after this editor opened it (blog_posts_check_version): nothing was changed. */
export function isVersionConflict(error: unknown): boolean {
  return hasErrorCode(error, 'PT409');
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSettled: async (_data, error, args) => {
      // A save refused over someone else's newer version reloads only the list: reloading the post would
      // start the editor afresh from their version under the user (the conflict dialog lets them choose).
      await queryClient.invalidateQueries({
        queryKey: isVersionConflict(error) ? [...adminPostsQueryKey, 'list'] : adminPostsQueryKey,
      });
      // The redirects screen (another feature) caches under 'redirects'; a prefix match refreshes it.
      if (args.redirectOldSlug) await queryClient.invalidateQueries({ queryKey: redirectsQueryKey });
    },
  });
}
