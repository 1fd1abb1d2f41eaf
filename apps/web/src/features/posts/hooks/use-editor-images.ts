// Images pasted or dropped into the Visual editor: each file is uploaded to the media library (with its
// progress in words), then the author describes it (alt text is required) and only then is it inserted,
// as `<img src="/storage/v1/object/public/media/…" alt width height>` — never as base64 in the post.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaAsset } from '@/components/media/types';
import { updateMediaAsset } from '@/components/media/update-media-asset';
import { uploadMedia } from '@/components/media/upload-media';
import { dataUrlToFile } from '@/components/rich-text/pasted-images';
import type { InsertedImage } from '@/components/rich-text/types';
import { errorMessage } from '@/lib/api-error';
import { mediaUrl } from '@/lib/media';
import { IMAGES_ARE_STAFF_ONLY } from '../lib/error-message';

/** An uploaded image waiting for its alt text, and where it goes. */
export interface PendingImage {
  asset: MediaAsset;
  index: number;
}

export function useEditorImages(insert: (index: number, image: InsertedImage) => void) {
  /** The visible line while a file is sent: "Uploading photo.jpg… 42%". */
  const [progress, setProgress] = useState<string | null>(null);
  /** For a polite live region: what started, what finished, what needs the author (no percentages). */
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingImage[]>([]);
  // Files go one after another: the status line names one file, and two cores serve four people.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const live = useRef(true);
  const pasted = useRef(0);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const uploadFiles = useCallback((index: number, files: File[]) => {
    setProblem(null);
    queue.current = queue.current.then(async () => {
      for (const file of files) {
        if (!live.current) return;
        setAnnouncement(`Uploading ${file.name}`);
        setProgress(`Uploading ${file.name}… 0%`);
        try {
          const asset = await uploadMedia(file, {
            onProgress: (f) => setProgress(`Uploading ${file.name}… ${Math.round(f * 100)}%`),
          });
          setAnnouncement(`Uploaded ${file.name}. Describe the image to insert it.`);
          setPending((list) => [...list, { asset, index }]);
        } catch (e) {
          setProblem(errorMessage(e));
          setAnnouncement(errorMessage(e));
        } finally {
          setProgress(null);
        }
      }
    });
  }, []);

  /** `data:` images from pasted HTML become files ("pasted-image-1.png") and go the same way. */
  const uploadDataImages = useCallback(
    (index: number, urls: string[]) => {
      const files: File[] = [];
      let refused = 0;
      for (const url of urls) {
        const file = dataUrlToFile(url, `pasted-image-${++pasted.current}`);
        if (file) files.push(file);
        else refused += 1;
      }
      if (files.length > 0) uploadFiles(index, files);
      if (refused > 0) {
        const message =
          refused === 1
            ? 'An image in the pasted text was left out: it is not a JPEG, PNG, WebP, AVIF or GIF file.'
            : `${refused} images in the pasted text were left out: they are not JPEG, PNG, WebP, AVIF or GIF files.`;
        setProblem(message);
        setAnnouncement(message);
      }
    },
    [uploadFiles],
  );

  /** The author described the first waiting image: it goes in; a file without alt text gets this one. */
  const describe = async (alt: string) => {
    const [first, ...rest] = pending;
    if (!first) return;
    insert(first.index, {
      url: mediaUrl(first.asset.object_path),
      alt,
      width: first.asset.width,
      height: first.asset.height,
    });
    // Later images aimed at or after this spot move along by the one just inserted.
    setPending(rest.map((p) => (p.index >= first.index ? { ...p, index: p.index + 1 } : p)));
    setAnnouncement(`Inserted ${first.asset.file_name}`);
    if (!first.asset.alt_text.trim()) {
      try {
        await updateMediaAsset({ id: first.asset.id, changes: { alt_text: alt } });
      } catch (e) {
        setProblem(
          `The image was inserted, but its alt text was not saved in the media library: ${errorMessage(e)}`,
        );
      }
    }
  };

  const skip = () => {
    const [first, ...rest] = pending;
    if (!first) return;
    setPending(rest);
    setAnnouncement(`${first.asset.file_name} was not inserted; it stays in the media library.`);
  };

  /** For an author who may not add images (a contributor): the reason, shown and announced. */
  const refuse = useCallback(() => {
    setProblem(IMAGES_ARE_STAFF_ONLY);
    setAnnouncement(IMAGES_ARE_STAFF_ONLY);
  }, []);

  return {
    uploadFiles,
    uploadDataImages,
    refuse,
    progress,
    announcement,
    problem,
    waiting: pending[0] ?? null,
    describe,
    skip,
  };
}
