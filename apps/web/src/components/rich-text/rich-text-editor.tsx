import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { editorKeysHint } from '@/lib/quill-keyboard';
import { cleanEditorHtml } from './editor-html';
import type { ImageHooks, InsertedImage, RichTextToolbar } from './types';

type QuillModule = typeof import('./quill-setup');
type Quill = import('./quill-setup').Quill;

/** What a caller may do with the live editor (the post editor puts uploaded images in). */
export interface RichTextHandle {
  insertImage(index: number, image: InsertedImage): void;
}

interface RichTextEditorProps {
  /** The HTML shown. A value other than the one the editor last reported (a form reset) is loaded in. */
  value: string;
  /** Called with the new HTML after each change the user makes (typing, the toolbar, a paste). */
  onChange(html: string): void;
  toolbar: RichTextToolbar;
  /**
   * 'semantic': Quill's getSemanticHTML(), cleaned (editor-html.ts) — a post stores the HTML the blog shows.
   * 'editor': Quill's own markup, '' when empty — a slide stores what the learner's view renders.
   */
  output: 'semantic' | 'editor';
  /** 'page': at least 400px of text (the post body); 'dialog': 240px (a slide in its dialog). */
  size?: 'page' | 'dialog';
  /** The id of a visible label that names the editable area; or `label`, its name in words. */
  labelledBy?: string;
  label?: string;
  /** From FormControl: the editable area's id, description and invalid state. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  /** Where images go instead of into the text as base64 (the post editor); without them, Quill's own. */
  images?: ImageHooks;
  /** Said when Quill's code could not be loaded. */
  loadFailure?: string;
  'data-testid'?: string;
  ref?: Ref<RichTextHandle>;
}

// Quill's stylesheet is not in a cascade layer, so it beats Tailwind's utilities: `!` for the sizes. The
// rest are properties Quill's CSS leaves alone.
const HOST_CLASSES = [
  'rounded-md bg-background [&_.ql-container]:rounded-b-md [&_.ql-container]:text-base! [&_.ql-toolbar]:rounded-t-md',
  '[&_.ql-editor_img]:h-auto [&_.ql-editor_img]:max-w-full',
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

const SIZE_CLASSES = {
  page: '[&_.ql-editor]:min-h-[400px]',
  dialog: '[&_.ql-container]:h-[240px]! [&_.ql-container]:font-[inherit]!',
};
const LOADING_HEIGHT = { page: 'h-[442px]', dialog: 'h-[282px]' };

/**
 * The site's one rich-text editor: Quill 2 with the site's link rule, toolbar names in words and keyboard
 * that never traps (quill-setup.ts). Quill is imported on mount, so only a screen with an editor downloads
 * it. Quill owns the DOM inside the host, which React never touches. Only user changes are reported:
 * loading HTML into Quill must not rewrite it nor mark the form as changed.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, output, toolbar, size = 'page', disabled = false, ref } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [quill, setQuill] = useState<Quill | null>(null);
  const [failed, setFailed] = useState(false);
  const editor = useRef<{ quill: Quill; mod: QuillModule } | null>(null);
  // The latest props for Quill's callbacks, without re-creating the editor on every render.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // The HTML the editor last reported or was given: any other `value` comes from outside.
  const shown = useRef<string | null>(null);
  // Whether the editor sends images to the caller is fixed when it is made (its toolbar and uploader).
  const [withImages] = useState(() => Boolean(props.images));

  useImperativeHandle(ref, () => ({
    insertImage: (index, image) => {
      const e = editor.current;
      if (e) e.mod.insertImage(e.quill, index, image);
    },
  }));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    import('./quill-setup').then(
      (mod) => {
        if (cancelled) return;
        const container = document.createElement('div');
        host.append(container);
        const q = mod.createQuill(container, {
          toolbar,
          images: withImages
            ? {
                onImageButton: (index) => latest.current.images?.onImageButton(index),
                onImageFiles: (index, files) => latest.current.images?.onImageFiles(index, files),
                onDataImages: (index, urls) => latest.current.images?.onDataImages(index, urls),
              }
            : undefined,
        });
        editor.current = { quill: q, mod };
        q.on('text-change', (_delta, _old, source) => {
          if (source !== 'user') return;
          const html =
            output === 'semantic'
              ? cleanEditorHtml(q.getSemanticHTML())
              : q.getLength() <= 1
                ? ''
                : q.root.innerHTML;
          shown.current = html;
          latest.current.onChange(html);
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
      shown.current = null;
      setQuill(null);
    };
  }, [toolbar, output, withImages]);

  // The first value, and any value from outside, replaces the text as it stands (not as a change).
  useEffect(() => {
    if (!quill || value === shown.current) return;
    shown.current = value;
    quill.setContents(quill.clipboard.convert({ html: value }), 'silent');
    (quill.getModule('history') as { clear(): void }).clear();
  }, [quill, value]);

  useEffect(() => {
    quill?.enable(!disabled);
  }, [quill, disabled]);

  // The editable area carries the field's name, description and invalid state.
  const { labelledBy, label, id } = props;
  const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ');
  const invalid = props['aria-invalid'];
  useEffect(() => {
    const root = quill?.root;
    if (!root) return;
    const set = (name: string, v: string | undefined) =>
      v === undefined ? root.removeAttribute(name) : root.setAttribute(name, v);
    set('aria-labelledby', labelledBy);
    set('aria-label', labelledBy ? undefined : label);
    set('id', id);
    set('aria-describedby', describedBy);
    set('aria-invalid', invalid === undefined ? undefined : String(invalid));
  }, [quill, labelledBy, label, id, describedBy, invalid]);

  return (
    <div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {props.loadFailure ?? 'The editor could not be loaded. Reload the page.'}
        </p>
      )}
      {!quill && !failed && (
        <div role="status" data-testid="editor-loading">
          <Skeleton className={cn('w-full', LOADING_HEIGHT[size])} />
          <span className="sr-only">Loading editor</span>
        </div>
      )}
      <div
        ref={hostRef}
        data-testid={props['data-testid']}
        className={cn(HOST_CLASSES, SIZE_CLASSES[size])}
      />
      {/* Visible for keyboard users who see, and the editable area's description for those who listen. */}
      <p id={hintId} className="mt-2 text-sm text-muted-foreground">
        {editorKeysHint()}
      </p>
    </div>
  );
}
