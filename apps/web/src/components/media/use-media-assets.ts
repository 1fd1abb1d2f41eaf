// The media library's list, shared by the library screen and the picker dialog: newest first, optionally
// images only and filtered by a search. Every media write invalidates `mediaAssetsQueryKey`.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { mediaSearchFilter } from './media-search';
import type { MediaAsset } from './types';

export const mediaAssetsQueryKey = ['media-assets'] as const;

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

export async function getMediaAssets(filter: MediaAssetsFilter = {}): Promise<MediaAssetWithUploader[]> {
  let query = supabase
    .from('media_assets')
    .select('*, uploader:profiles(full_name, username)')
    .order('created_at', { ascending: false })
    .limit(MEDIA_LIST_LIMIT);
  if (filter.imagesOnly) query = query.like('mime_type', 'image/*');
  const or = mediaSearchFilter(filter.search ?? '');
  if (or) query = query.or(or);
  const { data, error } = await query.overrideTypes<MediaAssetWithUploader[], { merge: false }>();
  if (error) throw error;
  return data;
}

export const mediaAssetsQueryOptions = (filter: MediaAssetsFilter = {}) =>
  queryOptions({
    queryKey: [...mediaAssetsQueryKey, 'list', { search: filter.search?.trim() ?? '', imagesOnly: !!filter.imagesOnly }],
    queryFn: () => getMediaAssets(filter),
  });

/** Keeps the previous results on screen while a new search loads (no flash of an empty grid per keystroke). */
export const useMediaAssets = (filter: MediaAssetsFilter = {}, enabled = true) =>
  useQuery({ ...mediaAssetsQueryOptions(filter), placeholderData: keepPreviousData, enabled });
