// Delete one revision of the user's own draft (issue 37): the history counts against a learner's storage, so its
// author may drop versions that were never live. RLS (post_revisions_delete_own_drafts) lets only the draft's
// author delete, and never a published version; for anyone else the row is simply not there to delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { postRevisionsQueryKey } from './get-post-revisions';

export const deleteRevisionSchema = z.object({ revisionId: z.uuid(), postId: z.uuid() });
export type DeleteRevisionInput = z.infer<typeof deleteRevisionSchema>;

export const REVISION_NOT_DELETED =
  'This revision was not deleted: only the author of a draft can delete its revisions that were never live.';

export async function deletePostRevision(input: DeleteRevisionInput): Promise<void> {
  const { revisionId } = deleteRevisionSchema.parse(input);
  const { data, error } = await supabase.from('post_revisions').delete().eq('id', revisionId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error(REVISION_NOT_DELETED);
}

export function useDeletePostRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePostRevision,
    // Deleted or not, the history shows what is stored now.
    onSettled: (_data, _error, { postId }) =>
      queryClient.invalidateQueries({ queryKey: postRevisionsQueryKey(postId), exact: true }),
  });
}
