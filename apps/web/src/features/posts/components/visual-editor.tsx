import { useCallback, useMemo, useRef, useState } from 'react';
import { IsolatedDialogs } from '@/components/isolated-dialogs';
import { MediaPickerDialog } from '@/components/media/media-picker-dialog';
import type { PickedMedia } from '@/components/media/types';
import { RichTextEditor, type RichTextHandle } from '@/components/rich-text/rich-text-editor';
import { POST_TOOLBAR } from '@/components/rich-text/toolbars';
import type { ImageHooks, InsertedImage } from '@/components/rich-text/types';
import { useEditorImages } from '../hooks/use-editor-images';
import { ImageAltDialog } from './image-alt-dialog';

interface VisualEditorProps {
  /** The HTML to start from (read once, when the editor mounts). */
  initialHtml: string;
  /** Called with the new HTML after each change the user makes (typing, the toolbar, a paste). */
  onChange(html: string): void;
  /** The id of the visible label that names the editable area. */
  labelId: string;
  disabled?: boolean;
  /** False for a contributor: the image button, a paste or a drop of files say why instead. */
  canAddImages?: boolean;
}

/**
 * SPEC §2 'Visual' mode: the site's rich-text editor with the SPEC toolbar (and the media library's image),
 * at least 400px high. Images go to the media library, never into the post as base64: a picked one goes in
 * at once, an uploaded one after its alt text. Loading a post into the editor must not rewrite its HTML,
 * so switching modes without editing keeps the stored HTML exactly.
 */
export function VisualEditor({
  initialHtml,
  onChange,
  labelId,
  disabled = false,
  canAddImages = true,
}: VisualEditorProps) {
  // Read once: the editor's later HTML comes from the user, and reloading it would move the cursor.
  const [initial] = useState(initialHtml);
  const editor = useRef<RichTextHandle>(null);
  /** Where the picker's image goes (the cursor when the toolbar button was pressed); null: picker closed. */
  const [pickAt, setPickAt] = useState<number | null>(null);

  const insert = useCallback((index: number, image: InsertedImage) => {
    editor.current?.insertImage(index, image);
  }, []);
  const images = useEditorImages(insert);
  const { uploadFiles, uploadDataImages, refuse } = images;
  // A contributor's paste, drop or image button gets the reason instead of a failed upload (nothing is
  // inserted, and never as base64).
  const hooks = useMemo<ImageHooks>(
    () =>
      canAddImages
        ? { onImageButton: setPickAt, onImageFiles: uploadFiles, onDataImages: uploadDataImages }
        : { onImageButton: refuse, onImageFiles: refuse, onDataImages: refuse },
    [canAddImages, uploadFiles, uploadDataImages, refuse],
  );

  return (
    <div>
      {images.progress && (
        <p className="mb-2 text-sm text-muted-foreground" data-testid="image-upload-progress">
          {images.progress}
        </p>
      )}
      {images.problem && (
        <p role="alert" className="mb-2 text-sm text-destructive">
          {images.problem}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {images.announcement}
      </p>
      <RichTextEditor
        ref={editor}
        value={initial}
        onChange={onChange}
        toolbar={POST_TOOLBAR}
        output="semantic"
        labelledBy={labelId}
        disabled={disabled}
        images={hooks}
        loadFailure="The visual editor could not be loaded. Use the Code mode, or reload the page."
        data-testid="visual-editor"
      />
      <IsolatedDialogs>
        <MediaPickerDialog
          open={pickAt !== null}
          onOpenChange={(open) => !open && setPickAt(null)}
          onPick={(media: PickedMedia) => {
            if (pickAt !== null) insert(pickAt, media);
          }}
          title="Insert image"
        />
        <ImageAltDialog
          asset={images.waiting?.asset ?? null}
          onInsert={(alt) => void images.describe(alt)}
          onSkip={images.skip}
        />
      </IsolatedDialogs>
    </div>
  );
}
