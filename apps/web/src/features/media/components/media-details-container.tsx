import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { MediaAssetWithUploader } from '@/components/media/use-media-assets';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useWideScreen } from '../hooks/use-wide-screen';
import { MediaDetails } from './media-details';

interface MediaDetailsContainerProps {
  asset: MediaAssetWithUploader | null;
  onClose(): void;
}

/**
 * The details of the selected file: beside the grid on a wide screen (focus moves to its heading, so a
 * keyboard or screen reader user lands on what they opened), in a sheet on a phone (a modal: focus is
 * trapped inside and returns to the card when it closes).
 */
/**
 * Where focus goes when the details close: back to the file's card, or (deleted, or hidden by a search) to the
 * search box, never lost to <body>.
 */
function restoreFocus(id: string | undefined): void {
  const card = id ? document.querySelector<HTMLElement>(`[data-media-id="${CSS.escape(id)}"]`) : null;
  (card ?? document.querySelector<HTMLElement>('input[type="search"]'))?.focus();
}

export function MediaDetailsContainer({ asset, onClose }: MediaDetailsContainerProps) {
  const wide = useWideScreen();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const assetId = asset?.id;
  const lastId = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (assetId) lastId.current = assetId;
  }, [assetId]);

  // A deleted file's card is about to go: focus goes to the search box instead.
  const onDeleted = () => {
    lastId.current = undefined;
    onClose();
    if (wide) restoreFocus(undefined);
  };

  useEffect(() => {
    if (wide && assetId) heading.current?.focus();
  }, [wide, assetId]);

  if (!wide) {
    return (
      <Sheet open={asset !== null} onOpenChange={(open) => !open && onClose()}>
        <SheetContent
          className="w-full overflow-y-auto sm:max-w-md"
          // The sheet itself takes focus (its name is read out), not the alt text field: focusing a field
          // on a phone would throw up the keyboard over the file the user wanted to look at.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
          // Opened from a card, not a SheetTrigger, so Radix has no trigger to return focus to.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocus(lastId.current);
          }}
        >
          {asset && (
            <>
              <SheetHeader className="pr-12">
                <SheetTitle className="break-all">{asset.file_name}</SheetTitle>
                <SheetDescription>File details</SheetDescription>
              </SheetHeader>
              <div className="px-4 pb-6">
                <MediaDetails asset={asset} onDeleted={onDeleted} />
              </div>
            </>
          )}
        </SheetContent>
      </Sheet>
    );
  }

  if (!asset) return null;
  return (
    <aside
      aria-labelledby={headingId}
      className="sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto rounded-lg border bg-card p-4"
    >
      <div className="mb-4 flex items-start justify-between gap-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="break-all text-lg font-semibold focus:outline-none"
        >
          {asset.file_name}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => {
            onClose();
            restoreFocus(asset.id);
          }}
        >
          <X aria-hidden="true" />
          <span className="sr-only">Close details</span>
        </Button>
      </div>
      <MediaDetails asset={asset} onDeleted={onDeleted} />
    </aside>
  );
}
