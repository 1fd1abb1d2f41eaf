// Where a file is used (rpc media_usage: posts by cover or body, courses by cover, slides by image or body).
// A file in use cannot be deleted from the library: its pages would show a broken image.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaAssetsQueryKey } from '@/components/media/use-media-assets';
import { supabase } from '@/lib/supabase';

export interface MediaUsage {
  object_path: string;
  kind: 'post' | 'course' | 'slide';
  item_id: string;
  title: string | null;
  parent_id: string | null;
}

export async function getMediaUsage(path: string): Promise<MediaUsage[]> {
  const { data, error } = await supabase.rpc('media_usage', { p_paths: [path] });
  if (error) throw error;
  return (data ?? []) as MediaUsage[];
}

// Under the assets' key: a delete or upload invalidates usage too. Fetched afresh each time the details open
// (staleTime 0, where the app's default is 5 minutes): a post may have taken the image since, and a stale
// "not used" would let a delete break that post.
export const mediaUsageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: [...mediaAssetsQueryKey, 'usage', path],
    queryFn: () => getMediaUsage(path),
    staleTime: 0,
  });

export const useMediaUsage = (path: string) => useQuery(mediaUsageQueryOptions(path));
