// Put a revision's words back on its post (issue 24): public.restore_post_revision keeps the status, records
// the restore as a revision of its own, and refuses (PT409) when the post changed since the editor opened it
// (PT410: the post was deleted; PT404: no such revision, or not yours to restore).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api-error';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { postRevisionsQueryKey } from './get-post-revisions';
import { adminPostsQueryKey } from './types';

export const restoreRevisionSchema = z.object({
  revisionId: z.uuid(),
  /** The post's version the editor opened (AdminPost.version). */
  expectedVersion: z.number().int().positive(),
});
export type RestoreRevisionInput = z.infer<typeof restoreRevisionSchema>;

export async function restorePostRevision(input: RestoreRevisionInput): Promise<void> {
  const { revisionId, expectedVersion } = restoreRevisionSchema.parse(input);
  const { error } = await supabase.rpc('restore_post_revision', {
    revision_id: revisionId,
    expected_version: expectedVersion,
  });
  if (error) throw error;
}

/** The post changed since it was opened (the database's version check). */
export function isVersionConflict(error: unknown): boolean {
  return hasErrorCode(error, 'PT409');
}

export function useRestorePostRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId: _postId, ...input }: RestoreRevisionInput & { postId: string }) =>
      restorePostRevision(input),
    // The post has a new version: the editor starts again from the restored text; its history and the list
    // refresh with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPostsQueryKey }),
    // Only the history after a refusal (a conflict: it shows the change that came in between). The post
    // itself is left as the editor has it, so edits not yet saved in the form are not thrown away.
    onError: (_error, { postId }) =>
      queryClient.invalidateQueries({ queryKey: postRevisionsQueryKey(postId), exact: true }),
  });
}
