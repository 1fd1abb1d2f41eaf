import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MediaPickerDialog } from '@/components/media/media-picker-dialog';
import type { PickedMedia } from '@/components/media/types';
import { Skeleton } from '@/components/ui/skeleton';
import { editorKeysHint } from '@/lib/quill-keyboard';
import { useEditorImages } from '../hooks/use-editor-images';
import { cleanEditorHtml } from '../lib/editor-html';
import type { InsertedImage, Quill } from '../lib/quill-setup';
import { ImageAltDialog } from './image-alt-dialog';
import { IsolatedDialogs } from '@/components/isolated-dialogs';

type QuillModule = typeof import('../lib/quill-setup');

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

// Quill's stylesheet is not in a cascade layer, so it beats Tailwind's utilities: `!` for the size. The rest
// are properties Quill's CSS leaves alone.
const HOST_CLASSES = [
  'rounded-md bg-background [&_.ql-container]:rounded-b-md [&_.ql-container]:text-base! [&_.ql-toolbar]:rounded-t-md',
  '[&_.ql-editor]:min-h-[400px] [&_.ql-editor_img]:h-auto [&_.ql-editor_img]:max-w-full',
  // A video as the public post shows it: the full width, 16:9 (Quill's own is 300×150).
  '[&_.ql-editor_.ql-video]:aspect-video [&_.ql-editor_.ql-video]:h-auto [&_.ql-editor_.ql-video]:w-full',
  // The site's focus ring (components/ui/button.tsx): around the whole editor while the text has focus…
  'has-[.ql-editor:focus-visible]:ring-2 has-[.ql-editor:focus-visible]:ring-ring has-[.ql-editor:focus-visible]:ring-offset-2',
  // …and on each toolbar control, where Quill only turns the icon blue.
  '[&_.ql-toolbar_:is(button,.ql-picker-label,.ql-picker-item)]:rounded-sm',
  '[&_.ql-toolbar_:is(button,.ql-picker-label,.ql-picker-item):focus-visible]:outline-none',
  '[&_.ql-toolbar_:is(button,.ql-picker-label,.ql-picker-item):focus-visible]:ring-2',
  '[&_.ql-toolbar_:is(button,.ql-picker-label,.ql-picker-item):focus-visible]:ring-ring',
].join(' ');

/**
 * SPEC §2 'Visual' mode: Quill 2 with the SPEC toolbar (and the media library's image), at least 400px high. Quill is imported on mount,
 * so only the editor route downloads it. Quill owns the DOM inside the host, which React never touches.
 * Only user changes are reported: loading a post into Quill must not rewrite its HTML nor mark the form
 * as changed, so switching modes without editing keeps the stored HTML exactly.
 */
export function VisualEditor({
  initialHtml,
  onChange,
  labelId,
  disabled = false,
  canAddImages = true,
}: VisualEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const initial = useRef(initialHtml);
  const onChangeRef = useRef(onChange);
  const [quill, setQuill] = useState<Quill | null>(null);
  const [failed, setFailed] = useState(false);
  // The live editor and its module, for images that arrive after an upload or a dialog.
  const editor = useRef<{ quill: Quill; mod: QuillModule } | null>(null);
  /** Where the picker's image goes (the cursor when the toolbar button was pressed); null: picker closed. */
  const [pickAt, setPickAt] = useState<number | null>(null);

  const insert = useCallback((index: number, image: InsertedImage) => {
    const e = editor.current;
    if (e) e.mod.insertImage(e.quill, index, image);
  }, []);
  const images = useEditorImages(insert);
  const { uploadFiles, uploadDataImages, refuse } = images;
  const hooks = useRef({
    onImageButton: setPickAt,
    onImageFiles: uploadFiles,
    onDataImages: uploadDataImages,
  });
  useEffect(() => {
    // A contributor's paste, drop or image button gets the reason instead of a failed upload (nothing is
    // inserted, and never as base64).
    hooks.current = canAddImages
      ? { onImageButton: setPickAt, onImageFiles: uploadFiles, onDataImages: uploadDataImages }
      : { onImageButton: refuse, onImageFiles: refuse, onDataImages: refuse };
  }, [canAddImages, uploadFiles, uploadDataImages, refuse]);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    import('../lib/quill-setup').then(
      (mod) => {
        if (cancelled) return;
        const container = document.createElement('div');
        host.append(container);
        const q = mod.createQuill(
          container,
          { labelId, hintId },
          {
            onImageButton: (index) => hooks.current.onImageButton(index),
            onImageFiles: (index, files) => hooks.current.onImageFiles(index, files),
            onDataImages: (index, urls) => hooks.current.onDataImages(index, urls),
          },
        );
        editor.current = { quill: q, mod };
        q.setContents(q.clipboard.convert({ html: initial.current }), 'silent');
        (q.getModule('history') as { clear(): void }).clear();
        q.on('text-change', (_delta, _old, source) => {
          if (source === 'user') onChangeRef.current(cleanEditorHtml(q.getSemanticHTML()));
        });
        setQuill(q);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      // Quill put its toolbar and editor into the host; a remount (Strict Mode, a mode switch) starts clean.
      host.replaceChildren();
      editor.current = null;
      setQuill(null);
    };
  }, [labelId, hintId]);

  useEffect(() => {
    quill?.enable(!disabled);
  }, [quill, disabled]);

  return (
    <div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          The visual editor could not be loaded. Use the Code mode, or reload the page.
        </p>
      )}
      {!quill && !failed && <Skeleton className="h-[442px] w-full" data-testid="editor-loading" />}
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
      <div ref={hostRef} data-testid="visual-editor" className={HOST_CLASSES} />
      {/* Visible for keyboard users who see, and the editable area's description for those who listen. */}
      <p id={hintId} className="mt-2 text-sm text-muted-foreground">
        {editorKeysHint()}
      </p>
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
