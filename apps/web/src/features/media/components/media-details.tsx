import { FileText } from 'lucide-react';
import { useId } from 'react';
import type { MediaAssetWithUploader } from '@/components/media/use-media-assets';
import { formatBytes } from '@/components/media/upload-checks';
import { mediaRenderUrl, mediaUrl } from '@/lib/media';
import { formatShortDate } from '@/lib/format';
import { useMediaUsage } from '../api/get-media-usage';
import { formatDimensions, isImage, uploaderName } from '../lib/asset-facts';
import { CopyUrlField } from './copy-url-field';
import { DeleteMediaButton } from './delete-media-button';
import { MediaDetailsForm } from './media-details-form';
import { MediaUsageSection } from './media-usage-section';

interface MediaDetailsProps {
  asset: MediaAssetWithUploader;
  onDeleted(): void;
}

/** Everything about one file: preview, facts, alt text and caption, URL, where it is used, delete. */
export function MediaDetails({ asset, onDeleted }: MediaDetailsProps) {
  const usedInId = useId();
  const usage = useMediaUsage(asset.object_path);
  const dimensions = formatDimensions(asset.width, asset.height);
  const by = uploaderName(asset);
  const publicUrl = new URL(mediaUrl(asset.object_path), window.location.origin).href;

  return (
    <div className="grid gap-5">
      {isImage(asset.mime_type) ? (
        <img
          src={mediaRenderUrl(asset.object_path, { width: 640, resize: 'contain' })}
          alt={asset.alt_text}
          className="max-h-72 w-full rounded-md bg-muted object-contain"
        />
      ) : (
        <a
          href={mediaUrl(asset.object_path)}
          target="_blank"
          rel="noreferrer"
          className="flex items-center gap-3 rounded-md bg-muted p-4 text-sm underline underline-offset-4"
        >
          <FileText className="size-10 shrink-0" aria-hidden="true" />
          Open {asset.file_name}
        </a>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Size</dt>
        <dd>{formatBytes(asset.size_bytes)}</dd>
        {dimensions && (
          <>
            <dt className="text-muted-foreground">Dimensions</dt>
            <dd>{dimensions}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Uploaded</dt>
        <dd>
          {formatShortDate(asset.created_at)}
          {by && <> by {by}</>}
        </dd>
      </dl>
      <MediaDetailsForm key={asset.id} asset={asset} />
      <CopyUrlField url={publicUrl} />
      <MediaUsageSection usage={usage} headingId={usedInId} />
      <DeleteMediaButton asset={asset} usage={usage} onDeleted={onDeleted} />
    </div>
  );
}
