import { MediaThumbnail } from '@/components/media/media-thumbnail';
import { formatBytes } from '@/components/media/upload-checks';
import type { MediaAssetWithUploader } from '@/components/media/use-media-assets';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';
import { formatDimensions, isImage, uploaderName } from '../lib/asset-facts';

interface MediaCardProps {
  asset: MediaAssetWithUploader;
  selected: boolean;
  onSelect(): void;
}

/**
 * One file in the grid: the whole card is a button that opens its details, named by its visible text (file
 * name first). `aria-pressed` says which one's details are showing.
 */
export function MediaCard({ asset, selected, onSelect }: MediaCardProps) {
  const dimensions = formatDimensions(asset.width, asset.height);
  const by = uploaderName(asset);
  const needsAlt = isImage(asset.mime_type) && !asset.alt_text.trim();
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-media-id={asset.id}
      onClick={onSelect}
      className={cn(
        'flex h-full w-full flex-col overflow-hidden rounded-lg border bg-card text-left text-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        selected && 'border-primary ring-2 ring-primary',
      )}
    >
      <MediaThumbnail asset={asset} />
      <span className="flex flex-col gap-0.5 p-2">
        <span className="truncate font-medium">{asset.file_name}</span>
        <span className="text-xs text-muted-foreground">
          {formatBytes(asset.size_bytes)}
          {dimensions && <> · {dimensions}</>}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {formatShortDate(asset.created_at)}
          {by && <> · {by}</>}
        </span>
        {needsAlt && <span className="text-xs font-medium text-primary-strong">Needs alt text</span>}
      </span>
    </button>
  );
}
