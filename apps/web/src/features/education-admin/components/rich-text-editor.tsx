import { useEffect, useRef, useState } from 'react';
import type Quill from 'quill';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

// Quill 2, loaded only when this editor mounts (the chunk and its stylesheet stay out of every other page).
// SPEC §5: links may use http, https, mailto and tel; images http, https and data. Quill's own
// sanitizers apply these lists when content is typed or pasted; the learner view sanitizes again.
async function loadQuill(): Promise<typeof Quill> {
  const [{ default: QuillClass }] = await Promise.all([import('quill'), import('quill/dist/quill.snow.css')]);
  const Link = QuillClass.import('formats/link') as { PROTOCOL_WHITELIST: string[] };
  Link.PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel'];
  return QuillClass;
}

const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block', 'link', 'image'],
  ['clean'],
];

/** Quill's heading picker is a span role="button" whose text is CSS-only: give it and its items names. */
function nameHeadingPicker(toolbar: Element | null): void {
  toolbar?.querySelector('.ql-header .ql-picker-label')?.setAttribute('aria-label', 'Heading');
  toolbar?.querySelectorAll('.ql-header .ql-picker-item').forEach((item) => {
    const level = item.getAttribute('data-value');
    item.setAttribute('aria-label', level ? `Heading ${level}` : 'Normal text');
  });
}

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
    void loadQuill().then((QuillClass) => {
      if (cancelled || !el) return;
      const editor = new QuillClass(el, { theme: 'snow', modules: { toolbar: TOOLBAR } });
      editor.on('text-change', () => {
        const html = editor.getLength() <= 1 ? '' : editor.root.innerHTML;
        shown.current = html;
        change.current(html);
      });
      nameHeadingPicker(el.previousElementSibling);
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
    if (aria['aria-describedby']) root.setAttribute('aria-describedby', aria['aria-describedby']);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(Boolean(aria['aria-invalid'])));
  }, [ready, label, aria.id, aria]);

  return (
    <div className={cn('bg-background', className)}>
      {!ready && <Spinner label="Loading editor" className="p-4" />}
      {/* Inline style: Quill's own stylesheet is unlayered, so it would beat any Tailwind utility here. */}
      <div ref={host} style={{ height: 240, fontSize: '1rem', fontFamily: 'inherit' }} />
    </div>
  );
}
