// Names in words for a Quill 2 toolbar. Quill labels its buttons with the format's own name ("bold",
// "code-block", "list: ordered", "clean"), which a screen reader reads out as is, and its pickers are
// `span role="button"`s whose visible text is CSS-generated. Shared by every Quill editor of the app (the
// post editor, and any other that wants it); Quill itself is not imported here, only its toolbar's DOM.

/** The name of a toolbar button or picker item: format and value as Quill writes them in `class`/`value`. */
const CONTROL_NAMES: Record<string, string | Record<string, string>> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  blockquote: 'Blockquote',
  'code-block': 'Code block',
  code: 'Inline code',
  link: 'Link',
  video: 'Video',
  image: 'Insert image',
  formula: 'Formula',
  clean: 'Clear formatting',
  list: { ordered: 'Numbered list', bullet: 'Bulleted list', check: 'Checklist' },
  indent: { '+1': 'Increase indent', '-1': 'Decrease indent' },
  script: { sub: 'Subscript', super: 'Superscript' },
  direction: { rtl: 'Right-to-left text' },
  align: { '': 'Align left', center: 'Align center', right: 'Align right', justify: 'Justify' },
  header: {
    '': 'Normal text',
    '1': 'Heading 1',
    '2': 'Heading 2',
    '3': 'Heading 3',
    '4': 'Heading 4',
    '5': 'Heading 5',
    '6': 'Heading 6',
  },
  size: { '': 'Normal size', small: 'Small', large: 'Large', huge: 'Huge' },
  font: { '': 'Sans serif', serif: 'Serif', monospace: 'Monospace' },
};

/** The name of a picker's own button (the one that opens it). */
const PICKER_NAMES: Record<string, string> = {
  header: 'Text style',
  align: 'Alignment',
  size: 'Text size',
  font: 'Font',
  color: 'Text color',
  background: 'Highlight color',
};

/**
 * The words for one control, e.g. ('list', 'ordered') → 'Numbered list', ('header', null) → 'Normal text',
 * ('color', '#e60000') → 'Text color #e60000'. An unknown format falls back to its name in sentence case
 * ("code-block" would read "Code block"), so a control is never left unnamed.
 */
export function toolbarControlName(format: string, value: string | null): string {
  const entry = CONTROL_NAMES[format];
  if (typeof entry === 'string') return entry;
  const named = entry?.[value ?? ''];
  if (named) return named;
  const base = PICKER_NAMES[format] ?? sentenceCase(format);
  return value ? `${base} ${value}` : base;
}

function sentenceCase(format: string): string {
  const words = format.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The format a toolbar element stands for: its `ql-<format>` class (Quill's own classes excluded). */
function formatOf(el: Element): string | null {
  for (const c of el.classList) {
    if (c.startsWith('ql-') && !QUILL_UI_CLASSES.has(c)) return c.slice(3);
  }
  return null;
}
const QUILL_UI_CLASSES = new Set([
  'ql-picker',
  'ql-color-picker',
  'ql-icon-picker',
  'ql-expanded',
  'ql-active',
  'ql-formats',
]);

function name(el: Element, words: string): void {
  el.setAttribute('aria-label', words);
  // The same words as a tooltip for a pointer user: the buttons are icons only.
  el.setAttribute('title', words);
}

/**
 * Gives every button and picker of a Quill toolbar a name in words (aria-label and title), and makes the
 * pickers' `role="button"` spans answer Space as a button does (Quill handles only Enter).
 */
export function nameToolbar(toolbar: Element): void {
  toolbar.querySelectorAll('button').forEach((button) => {
    const format = formatOf(button);
    if (format) name(button, toolbarControlName(format, button.getAttribute('value')));
  });
  toolbar.querySelectorAll('.ql-picker').forEach((picker) => {
    const format = formatOf(picker);
    if (!format) return;
    const label = picker.querySelector('.ql-picker-label');
    if (label) nameLabel(label, format);
    picker.querySelectorAll('.ql-picker-item').forEach((item) => {
      name(item, toolbarControlName(format, item.getAttribute('data-value')));
    });
  });
  toolbar.addEventListener('keydown', spaceActivatesPicker);
}

/** Pickers whose button shows the current choice as text ("Normal", "Heading 2"), not an icon. */
const TEXT_PICKERS = new Set(['header', 'size', 'font']);

/**
 * A text picker's button is named with the choice it shows ("Text style: Heading 2"): the visible words are
 * in the name (WCAG 2.5.3, for speech input), and kept so as Quill changes the choice with the cursor.
 */
function nameLabel(label: Element, format: string): void {
  const base = PICKER_NAMES[format] ?? toolbarControlName(format, null);
  if (!TEXT_PICKERS.has(format)) {
    name(label, base);
    return;
  }
  const update = () =>
    name(label, `${base}: ${toolbarControlName(format, label.getAttribute('data-value'))}`);
  update();
  new MutationObserver(update).observe(label, { attributes: true, attributeFilter: ['data-value'] });
}

/** Space on a picker's label opens it (Quill opens on mousedown or Enter); on an item, chooses it. */
function spaceActivatesPicker(event: Event): void {
  const { key, target } = event as KeyboardEvent;
  if (key !== ' ' || !(target instanceof Element)) return;
  if (target.classList.contains('ql-picker-label')) {
    event.preventDefault();
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  } else if (target.classList.contains('ql-picker-item')) {
    event.preventDefault();
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }
}
