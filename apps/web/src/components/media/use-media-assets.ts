// The media library's list, shared by the library screen and the picker dialog: newest first, optionally
// images only and filtered by a search. Every media write invalidates `mediaAssetsQueryKey`.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { queryMediaAssets, type MediaAssetsFilter } from './media-assets-query';

export type { MediaAssetWithUploader, MediaAssetsFilter } from './media-assets-query';

export const mediaAssetsQueryKey = ['media-assets'] as const;

export const mediaAssetsQueryOptions = (filter: MediaAssetsFilter = {}) => {
  const search = filter.search?.trim() ?? '';
  const imagesOnly = Boolean(filter.imagesOnly);
  return queryOptions({
    queryKey: [...mediaAssetsQueryKey, 'list', { search, imagesOnly }],
    queryFn: () => queryMediaAssets(supabase, { search, imagesOnly }),
  });
};

/** Keeps the previous results on screen while a new search loads (no flash of an empty grid per keystroke). */
export const useMediaAssets = (filter: MediaAssetsFilter = {}) =>
  useQuery({ ...mediaAssetsQueryOptions(filter), placeholderData: keepPreviousData });
