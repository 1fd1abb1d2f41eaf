import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { UploadProgressList } from '@/components/media/upload-progress-list';
import { useDebouncedValue } from '@/components/media/use-debounced-value';
import { MEDIA_LIST_LIMIT } from '@/components/media/media-assets-query';
import { useMediaAssets, type MediaAssetWithUploader } from '@/components/media/use-media-assets';
import { useMediaUploads } from '@/components/media/use-media-uploads';
import { cn } from '@/lib/cn';
import { DataState, EmptyState } from '@/components/data-state';
import { MediaDetailsContainer } from '../components/media-details-container';
import { MediaGrid } from '../components/media-grid';
import { MediaToolbar } from '../components/media-toolbar';
import { useFileIntake } from '../hooks/use-file-intake';

const searchOutcome = (n: number, query: string) =>
  n === 0 ? `No files match “${query}”.` : `${n} ${n === 1 ? 'file matches' : 'files match'} “${query}”.`;

/** /admin/media (staff): every image and document staff publish, with their alt text, captions and uses. */
export function Component() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search).trim();
  const assets = useMediaAssets({ search: query });
  const uploads = useMediaUploads();
  const [selected, setSelected] = useState<MediaAssetWithUploader | null>(null);
  const onFiles = (files: File[]) => void uploads.upload(files);
  const { dragging, dropHandlers } = useFileIntake(onFiles);

  // The row as last fetched (after a save), or the one clicked when a search has since hidden it.
  const current = selected ? (assets.data?.find((a) => a.id === selected.id) ?? selected) : null;
  const list = assets.data ?? [];

  return (
    <div className="relative space-y-6" {...dropHandlers}>
      <title>Media Library | Admin</title>
      <div>
        <h1 className="text-2xl font-bold">Media Library</h1>
        <p className="text-muted-foreground">Images and documents for posts, slides and courses</p>
      </div>
      <MediaToolbar search={search} onSearch={setSearch} onFiles={onFiles} />
      <p
        className={cn(
          'rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm text-muted-foreground transition-colors',
          dragging && 'border-primary bg-accent text-foreground',
        )}
      >
        {dragging
          ? 'Drop the files to upload them'
          : 'Drag and drop files anywhere on this page, or paste them (Ctrl+V). JPEG, PNG, WebP, AVIF, GIF or PDF, up to 10 MB each.'}
      </p>
      <p aria-live="polite" className="sr-only">
        {uploads.announcement}
      </p>
      {/* A search's outcome in words: the grid changing is silent to a screen reader. */}
      <p aria-live="polite" className="sr-only">
        {query && assets.isSuccess && !assets.isPlaceholderData ? searchOutcome(list.length, query) : ''}
      </p>
      <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} onCancel={uploads.cancel} />
      <div className={cn('grid gap-6', current && 'lg:grid-cols-[minmax(0,1fr)_24rem]')}>
        <div>
          <DataState
            query={assets}
            loading="Loading files"
            error={() => 'Sorry, there was an error loading the files.'}
            empty={
              list.length === 0 && (
                <EmptyState
                  icon={ImageIcon}
                  className="rounded-lg border"
                  title={
                    query
                      ? `No files match “${query}”.`
                      : 'No files yet. Upload images and documents to use them in posts, slides and courses.'
                  }
                />
              )
            }
          >
            {() => (
              <>
                <MediaGrid
                  assets={list}
                  selectedId={current?.id ?? null}
                  onSelect={setSelected}
                  narrow={current !== null}
                />
                {list.length >= MEDIA_LIST_LIMIT && (
                  <p className="mt-4 text-sm text-muted-foreground">
                    Showing the newest {MEDIA_LIST_LIMIT} files. Search to find older ones.
                  </p>
                )}
              </>
            )}
          </DataState>
        </div>
        <MediaDetailsContainer asset={current} onClose={() => setSelected(null)} />
      </div>
    </div>
  );
}
