import type { MediaAssetWithUploader } from '@/components/media/use-media-assets';

/** "2000 × 1333" (a true multiplication sign, read by screen readers as "by"), or null when unknown. */
export function formatDimensions(width: number | null, height: number | null): string | null {
  return width && height ? `${width} × ${height}` : null;
}

/** Who uploaded a file: their name, else their username, else nothing (a removed account). */
export function uploaderName(asset: Pick<MediaAssetWithUploader, 'uploader'>): string | null {
  return asset.uploader?.full_name?.trim() || asset.uploader?.username?.trim() || null;
}

export const isImage = (mime: string) => mime.startsWith('image/');
