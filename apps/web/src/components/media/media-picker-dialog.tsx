// The shared "choose an image" dialog (post editor, course and slide forms): search the library, upload a new
// image, pick one. An image without alt text cannot be picked until it has some: the dialog asks for it and
// saves it with the file, so the next use already has it.
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { mediaUrl } from '@/lib/media';
import { AltTextForm } from './alt-text-form';
import { MediaThumbnail } from './media-thumbnail';
import type { MediaAsset, MediaPickerDialogProps } from './types';
import { IMAGE_ACCEPT_ATTRIBUTE } from './upload-checks';
import { UploadProgressList } from './upload-progress-list';
import { useDebouncedValue } from './use-debounced-value';
import { useMediaAssets } from './use-media-assets';
import { useMediaUploads } from './use-media-uploads';

/** "Choose: Bitcoin chart (chart.png)", or "Choose: chart.png (no alt text)" for an image still to be described. */
export function chooseLabel(asset: Pick<MediaAsset, 'alt_text' | 'file_name'>): string {
  const alt = asset.alt_text.trim();
  return alt ? `Choose: ${alt} (${asset.file_name})` : `Choose: ${asset.file_name} (no alt text)`;
}

export function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
  title = 'Choose image',
}: MediaPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Pick an image from the media library or upload a new one.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts at the grid with an empty search. */}
        {open && (
          <PickerBody
            onPick={(media) => {
              onPick(media);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ onPick }: { onPick: MediaPickerDialogProps['onPick'] }) {
  const searchId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [describing, setDescribing] = useState<MediaAsset | null>(null);
  const query = useDebouncedValue(search);
  const assets = useMediaAssets({ search: query, imagesOnly: true });
  const uploads = useMediaUploads();

  const choose = (asset: MediaAsset) => {
    if (!asset.alt_text.trim()) {
      setDescribing(asset);
      return;
    }
    onPick({
      path: asset.object_path,
      url: mediaUrl(asset.object_path),
      alt: asset.alt_text.trim(),
      width: asset.width,
      height: asset.height,
    });
  };

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const [stored] = await uploads.upload([...files].slice(0, 1));
    // A new upload has no alt text yet: straight to describing it, then it is picked.
    if (stored) choose(stored);
  };

  if (describing) {
    return <AltTextForm asset={describing} onBack={() => setDescribing(null)} onSaved={choose} />;
  }

  const list = assets.data ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={searchId}>Search images</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="File name, alt text or caption"
            autoComplete="off"
          />
        </div>
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" />
          Upload image
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            void onFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {uploads.announcement}
      </p>
      <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} onCancel={uploads.cancel} />
      {assets.isError ? (
        <p role="alert" className="text-destructive">
          The images could not be loaded. Close the dialog and try again.
        </p>
      ) : assets.isPending ? (
        <p className="text-muted-foreground">Loading images…</p>
      ) : list.length === 0 ? (
        <p className="text-muted-foreground">
          {query.trim() ? `No images match “${query.trim()}”.` : 'No images yet. Upload one to use it here.'}
        </p>
      ) : (
        <ul
          aria-label="Images"
          className="grid max-h-[50vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-4"
        >
          {list.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                aria-label={chooseLabel(asset)}
                onClick={() => choose(asset)}
                className="group block w-full overflow-hidden rounded-md border text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <MediaThumbnail asset={asset} />
                <span className="block truncate px-2 py-1 text-xs">{asset.file_name}</span>
                {!asset.alt_text.trim() && (
                  <span className="block px-2 pb-1 text-xs text-muted-foreground">Needs alt text</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
