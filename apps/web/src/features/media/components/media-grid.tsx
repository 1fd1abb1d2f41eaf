import type { MediaAssetWithUploader } from '@/components/media/use-media-assets';
import { MediaCard } from './media-card';

interface MediaGridProps {
  assets: readonly MediaAssetWithUploader[];
  selectedId: string | null;
  onSelect(asset: MediaAssetWithUploader): void;
}

export function MediaGrid({ assets, selectedId, onSelect }: MediaGridProps) {
  return (
    <ul aria-label="Files" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {assets.map((asset) => (
        <li key={asset.id}>
          <MediaCard asset={asset} selected={asset.id === selectedId} onSelect={() => onSelect(asset)} />
        </li>
      ))}
    </ul>
  );
}
