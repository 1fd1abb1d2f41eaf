// A post's history, newest first (issue 24; public.post_revisions, written by the database on every change).
// RLS decides who sees it: staff every post's, a contributor only their own drafts'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PostVersion } from '../lib/revision-changes';
import type { RevisionFacts } from '../lib/revision-text';
import { adminPostsQueryKey } from './types';

/** A revision as the history panel reads it (the rendered body and the archive mark are the server's). */
export interface PostRevision extends RevisionFacts, PostVersion {
  post_id: string;
  author_name: string | null;
  post_version: number;
}

const COLUMNS =
  'id,post_id,revision_number,kind,previous_status,status,title,slug,excerpt,content,meta_title,' +
  'meta_description,cover_image_path,cover_image_alt,publish_date,author_name,post_version,restored_from,' +
  'created_by,created_by_name,created_at';

export async function getPostRevisions(postId: string): Promise<PostRevision[]> {
  const { data, error } = await supabase
    .from('post_revisions')
    .select(COLUMNS)
    .eq('post_id', postId)
    .order('revision_number', { ascending: false })
    .overrideTypes<PostRevision[], { merge: false }>();
  if (error) throw error;
  return data;
}

/** Under the posts' key: every save of a post (which writes a revision) refreshes its history too. */
export const postRevisionsQueryKey = (postId: string) =>
  [...adminPostsQueryKey, 'revisions', postId] as const;

export const postRevisionsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postRevisionsQueryKey(postId),
    queryFn: () => getPostRevisions(postId),
    staleTime: 0,
  });

export function usePostRevisions(postId: string, enabled = true) {
  return useQuery({ ...postRevisionsQueryOptions(postId), enabled });
}
