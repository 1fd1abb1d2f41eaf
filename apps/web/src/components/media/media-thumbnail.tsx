import { FileText } from 'lucide-react';
import { mediaRenderUrl } from '@/lib/media';
import { cn } from '@/lib/cn';
import type { MediaAsset } from './types';

/**
 * A square preview: a 320-pixel crop from Storage's transforms for an image (lazy, so a long library costs
 * only what is on screen), a document icon for a PDF. Decorative: the control around it carries the name.
 */
export function MediaThumbnail({ asset, className }: { asset: MediaAsset; className?: string }) {
  if (!asset.mime_type.startsWith('image/')) {
    return (
      <div
        className={cn(
          'flex aspect-square items-center justify-center bg-muted text-muted-foreground',
          className,
        )}
      >
        <FileText className="size-12" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={mediaRenderUrl(asset.object_path, { width: 320, height: 320, resize: 'cover' })}
      alt=""
      width={320}
      height={320}
      loading="lazy"
      decoding="async"
      className={cn('aspect-square w-full bg-muted object-cover', className)}
    />
  );
}
