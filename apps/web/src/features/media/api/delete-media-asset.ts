// Deleting a file: through Storage (the catalogue row goes with the object, by foreign key), so the bytes
// and every cached variant go too. The screen refuses first when the file is used; this is the action.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaAssetsQueryKey } from '@/components/media/use-media-assets';
import { MEDIA_BUCKET } from '@/lib/media';
import { supabase } from '@/lib/supabase';

/** Storage answers a delete that matched nothing with an empty list, not an error: that is a failure here. */
export async function deleteMediaAsset(path: string): Promise<void> {
  const { data, error } = await supabase.storage.from(MEDIA_BUCKET).remove([path]);
  if (error) throw error;
  if (data.length === 0) throw new Error('This file no longer exists or you may not delete it');
}

export function useDeleteMediaAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaAssetsQueryKey }),
  });
}
