// Staff describe a file: its alt text (required before an image goes into public content) and caption. The
// only columns RLS and the grants let them change (the rest follows the file, by trigger).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MediaAsset } from './types';
import { mediaAssetsQueryKey } from './use-media-assets';

export { ALT_TEXT_MAX, CAPTION_MAX } from './limits';

export interface MediaAssetChanges {
  alt_text?: string;
  caption?: string | null;
}

/** Asks for the row back: an update RLS skipped (or of a file deleted meanwhile) is a failure, not a silent no-op. */
export async function updateMediaAsset({
  id,
  changes,
}: {
  id: string;
  changes: MediaAssetChanges;
}): Promise<MediaAsset> {
  const { data, error } = await supabase
    .from('media_assets')
    .update(changes)
    .eq('id', id)
    .select('*')
    .overrideTypes<MediaAsset[], { merge: false }>();
  if (error) throw error;
  const row = data[0];
  if (!row) throw new Error('This file no longer exists');
  return row;
}

export function useUpdateMediaAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaAssetsQueryKey }),
  });
}
