import type { MediaAssetWithUploader } from '@/components/media/use-media-assets';
import { cn } from '@/lib/cn';
import { MediaCard } from './media-card';

interface MediaGridProps {
  assets: readonly MediaAssetWithUploader[];
  selectedId: string | null;
  onSelect(asset: MediaAssetWithUploader): void;
  /** The details panel takes a column beside the grid: fewer, wider cards so names stay readable. */
  narrow?: boolean;
}

export function MediaGrid({ assets, selectedId, onSelect, narrow = false }: MediaGridProps) {
  return (
    <ul
      aria-label="Files"
      className={cn(
        'grid grid-cols-2 gap-3 sm:grid-cols-3',
        narrow ? 'lg:grid-cols-2 xl:grid-cols-3' : 'xl:grid-cols-4',
      )}
    >
      {assets.map((asset) => (
        <li key={asset.id}>
          <MediaCard asset={asset} selected={asset.id === selectedId} onSelect={() => onSelect(asset)} />
        </li>
      ))}
    </ul>
  );
}
