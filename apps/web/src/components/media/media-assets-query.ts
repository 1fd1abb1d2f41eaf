// The library's list query on any supabase-js client (the app's, or a test's signed-in one), so the exact
// request the screens send is tested against the real server on both databases (media-assets-query.test.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { mediaSearchFilter } from './media-search';
import type { MediaAsset } from './types';

/** A row with who uploaded it (profiles, through media_assets.uploaded_by). */
export interface MediaAssetWithUploader extends MediaAsset {
  uploader: { full_name: string | null; username: string | null } | null;
}

export interface MediaAssetsFilter {
  search?: string;
  /** The picker offers only images (a PDF cannot go into an <img>). */
  imagesOnly?: boolean;
}

/** The most rows one screen shows; the search narrows a larger library. */
export const MEDIA_LIST_LIMIT = 200;

export async function queryMediaAssets(
  client: SupabaseClient,
  filter: MediaAssetsFilter = {},
): Promise<MediaAssetWithUploader[]> {
  let query = client
    .from('media_assets')
    .select('*, uploader:profiles(full_name, username)')
    .order('created_at', { ascending: false })
    .order('id')
    .limit(MEDIA_LIST_LIMIT);
  if (filter.imagesOnly) query = query.like('mime_type', 'image/*');
  const or = mediaSearchFilter(filter.search ?? '');
  if (or) query = query.or(or);
  const { data, error } = await query.overrideTypes<MediaAssetWithUploader[], { merge: false }>();
  if (error) throw error;
  return data;
}
