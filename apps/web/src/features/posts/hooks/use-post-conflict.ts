// A save refused because someone saved the post since it was opened (PT409): what they saved and who.
import { errorMessage } from '@/lib/api-error';
import { useState } from 'react';
import type { PostInput } from '../api/create-post';
import { getAdminPost } from '../api/get-admin-post';
import { getLatestRevision, type LatestRevision } from '../api/get-latest-revision';
import type { AdminPost } from '../api/types';

export interface PostConflict {
  /** The values the user tried to save. */
  mine: PostInput;
  redirectOldSlug: boolean;
  /** The post as stored now; null once loaded means it was deleted. */
  theirs: AdminPost | null;
  /** Who saved it last and when (null: the history could not be read). */
  revision: LatestRevision | null;
  loading: boolean;
  error: string | null;
}

export function usePostConflict(postId: string | null) {
  const [conflict, setConflict] = useState<PostConflict | null>(null);

  const open = async (mine: PostInput, redirectOldSlug: boolean) => {
    if (!postId) return;
    setConflict({ mine, redirectOldSlug, theirs: null, revision: null, loading: true, error: null });
    try {
      const [theirs, revision] = await Promise.all([
        getAdminPost(postId),
        // Naming them is a courtesy: a history that cannot be read leaves the comparison standing.
        getLatestRevision(postId).catch(() => null),
      ]);
      setConflict((c) => c && { ...c, theirs, revision, loading: false });
    } catch (e) {
      setConflict((c) => c && { ...c, loading: false, error: errorMessage(e) });
    }
  };

  return { conflict, open, close: () => setConflict(null) };
}
