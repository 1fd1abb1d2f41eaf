import { useEffect, useId, useRef, useState } from 'react';
import type Quill from 'quill';
import type { Delta } from 'quill';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { accessibleKeyboardBindings, editorKeysHint } from '@/lib/quill-keyboard';
import { nameToolbar } from '@/lib/quill-toolbar-names';

// Quill 2, loaded only when this editor mounts (the chunk and its stylesheet stay out of every other page).
// SPEC §5: links may use http, https, mailto and tel; images http, https and data. Quill's own
// sanitizers apply these lists when content is typed or pasted; the learner view sanitizes again.
async function loadQuill(): Promise<{ QuillClass: typeof Quill; defaults: Record<string, unknown> }> {
  const [{ default: QuillClass }, { default: Keyboard }] = await Promise.all([
    import('quill'),
    import('quill/modules/keyboard.js'),
    import('quill/dist/quill.snow.css'),
  ]);
  const Link = QuillClass.import('formats/link') as { PROTOCOL_WHITELIST: string[] };
  Link.PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel'];
  return { QuillClass, defaults: Keyboard.DEFAULTS.bindings };
}

const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block', 'link', 'image'],
  ['clean'],
];

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

/** A rich-text field for slide content; the form holds its HTML. */
export function RichTextEditor({ value, onChange, label, className, ...aria }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const [ready, setReady] = useState(false);
  const hintId = useId();
  // The latest callback without re-creating the editor on every render.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  // The HTML the editor last reported (or was given): a different `value` comes from outside (a form reset).
  const shown = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const el = host.current;
    void loadQuill().then(({ QuillClass, defaults }) => {
      if (cancelled || !el) return;
      const toolbar = () => el.previousElementSibling;
      const editor = new QuillClass(el, {
        theme: 'snow',
        modules: {
          toolbar: TOOLBAR,
          // As in the post editor: Tab and Shift+Tab leave, Ctrl+] / Ctrl+[ indent, Esc goes to the toolbar.
          keyboard: {
            bindings: accessibleKeyboardBindings({
              defaults,
              Delta: QuillClass.import('delta') as typeof Delta,
              escapeTo: () => toolbar()?.querySelector<HTMLElement>('.ql-picker-label, button') ?? null,
            }),
          },
        },
      });
      editor.on('text-change', () => {
        const html = editor.getLength() <= 1 ? '' : editor.root.innerHTML;
        shown.current = html;
        change.current(html);
      });
      const bar = toolbar();
      if (bar) nameToolbar(bar);
      quill.current = editor;
      setReady(true);
    });
    return () => {
      cancelled = true;
      quill.current = null;
      // Quill puts its toolbar before the host element: remove both so a remount starts clean.
      const toolbar = el?.previousElementSibling;
      if (toolbar?.classList.contains('ql-toolbar')) toolbar.remove();
      if (el) el.innerHTML = '';
    };
  }, []);

  useEffect(() => {
    const editor = quill.current;
    if (!editor || value === shown.current) return;
    shown.current = value;
    editor.setContents(editor.clipboard.convert({ html: value }), 'silent');
  }, [value, ready]);

  // The editable area carries the field's name, description and invalid state.
  useEffect(() => {
    const root = quill.current?.root;
    if (!root) return;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', label);
    if (aria.id) root.setAttribute('id', aria.id);
    root.setAttribute('aria-describedby', [aria['aria-describedby'], hintId].filter(Boolean).join(' '));
    root.setAttribute('aria-invalid', String(Boolean(aria['aria-invalid'])));
  }, [ready, label, aria.id, aria, hintId]);

  return (
    <div className={cn('bg-background', className)}>
      {!ready && <Spinner label="Loading editor" className="p-4" />}
      {/* Inline style: Quill's own stylesheet is unlayered, so it would beat any Tailwind utility here. */}
      <div ref={host} style={{ height: 240, fontSize: '1rem', fontFamily: 'inherit' }} />
      <p id={hintId} className="border-t px-3 py-1.5 text-xs text-muted-foreground">
        {editorKeysHint()}
      </p>
    </div>
  );
}
