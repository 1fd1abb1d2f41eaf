// Uploads in flight, as the screens show them: one entry per file with its progress, then its outcome, and a
// sentence for a polite live region ("Uploading photo.jpg", "Uploaded photo.jpg", or the error) so a screen
// reader user hears what a sighted user sees in the progress bars. A failed upload stores nothing (the server
// removes the bytes when the row is refused), so its entry is all that remains, until dismissed.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaAsset } from './types';
import { uploadMedia } from './upload-media';
import { mediaAssetsQueryKey } from './use-media-assets';

export interface UploadEntry {
  id: number;
  name: string;
  /** 0..1 */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  message: string | null;
  asset: MediaAsset | null;
}

export function useMediaUploads() {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());

  // Leaving the screen cancels what is still being sent (nothing half-uploaded is kept by the server).
  useEffect(() => {
    const map = controllers.current;
    return () => {
      for (const c of map.values()) c.abort();
    };
  }, []);

  const patch = (id: number, changes: Partial<UploadEntry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...changes } : e)));

  /** Uploads the files one after another (two cores and one connection are better used in turn); resolves with those stored. */
  const upload = useCallback(
    async (files: readonly File[]): Promise<MediaAsset[]> => {
      const queued = files.map((file) => ({ file, id: nextId.current++ }));
      setEntries((list) => [
        ...queued.map(({ file, id }) => ({
          id,
          name: file.name,
          progress: 0,
          status: 'uploading' as const,
          message: null,
          asset: null,
        })),
        ...list,
      ]);
      const stored: MediaAsset[] = [];
      for (const { file, id } of queued) {
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setAnnouncement(`Uploading ${file.name}`);
        try {
          const asset = await uploadMedia(file, {
            signal: controller.signal,
            onProgress: (progress) => patch(id, { progress }),
          });
          stored.push(asset);
          patch(id, { status: 'done', progress: 1, asset });
          setAnnouncement(`Uploaded ${file.name}`);
          // Each file shows in the grid as soon as it is stored, not after the whole batch.
          void queryClient.invalidateQueries({ queryKey: mediaAssetsQueryKey });
        } catch (err) {
          const message = err instanceof Error ? err.message : `${file.name} could not be uploaded.`;
          patch(id, { status: 'failed', message });
          setAnnouncement(message);
        } finally {
          controllers.current.delete(id);
        }
      }
      return stored;
    },
    [queryClient],
  );

  const dismiss = useCallback((id: number) => setEntries((list) => list.filter((e) => e.id !== id)), []);
  const cancel = useCallback((id: number) => controllers.current.get(id)?.abort(), []);

  return { entries, announcement, upload, dismiss, cancel };
}
