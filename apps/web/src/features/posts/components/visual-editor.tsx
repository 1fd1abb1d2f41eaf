import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cleanEditorHtml } from '../lib/editor-html';
import type { Quill } from '../lib/quill-setup';

interface VisualEditorProps {
  /** The HTML to start from (read once, when the editor mounts). */
  initialHtml: string;
  /** Called with the new HTML after each change the user makes (typing, the toolbar, a paste). */
  onChange(html: string): void;
  /** The id of the visible label that names the editable area. */
  labelId: string;
  disabled?: boolean;
}

/**
 * SPEC §2 'Visual' mode: Quill 2 with the SPEC toolbar, at least 400px high. Quill is imported on mount,
 * so only the editor route downloads it. Quill owns the DOM inside the host, which React never touches.
 * Only user changes are reported: loading a post into Quill must not rewrite its HTML nor mark the form
 * as changed, so switching modes without editing keeps the stored HTML exactly.
 */
export function VisualEditor({ initialHtml, onChange, labelId, disabled = false }: VisualEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const initial = useRef(initialHtml);
  const onChangeRef = useRef(onChange);
  const [quill, setQuill] = useState<Quill | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    import('../lib/quill-setup').then(
      ({ createQuill }) => {
        if (cancelled) return;
        const container = document.createElement('div');
        host.append(container);
        const q = createQuill(container, labelId);
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
      setQuill(null);
    };
  }, [labelId]);

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
      <div
        ref={hostRef}
        data-testid="visual-editor"
        // Quill's stylesheet is not in a cascade layer, so it beats Tailwind's utilities: `!` for the size.
        className="rounded-md bg-background [&_.ql-container]:rounded-b-md [&_.ql-container]:text-base! [&_.ql-editor]:min-h-[400px] [&_.ql-toolbar]:rounded-t-md"
      />
    </div>
  );
}
