// Keyboard bindings that keep a Quill 2 editor from trapping the keyboard (WCAG 2.1.1, 2.1.2). Quill binds
// Tab and Shift+Tab to typing a tab character, indenting a list or a quote, and indenting code; a keyboard
// user could then never leave the editor with Tab. Here Tab and Shift+Tab do what they do on any other
// field (the browser moves focus), indenting moves to Ctrl+] / Ctrl+[ (⌘ on a Mac, as Quill's own
// shortcuts), and Escape goes to the toolbar. Only Quill's types are imported: the caller passes its
// Keyboard defaults and its Delta, so this module adds nothing to a page that has no editor.
import type Quill from 'quill';
import type { Delta as DeltaClass } from 'quill';

type Range = { index: number; length: number };
interface BindingContext {
  format: Record<string, unknown>;
}
interface Binding {
  key: string;
  shortKey?: boolean;
  shiftKey?: boolean | null;
  handler(this: { quill: Quill }, range: Range, context: BindingContext): boolean;
}

/** Quill's `CodeBlock.TAB`: what one level of indentation inside a code block is. */
const CODE_INDENT = '  ';

/** Whether shortcuts use ⌘ (Quill's own test for its `shortKey`). */
export function usesCommandKey(platform: string = globalThis.navigator?.platform ?? ''): boolean {
  return /Mac/i.test(platform);
}

/** The keyboard help shown with the editor (and given to it as its description). */
export function editorKeysHint(platform?: string): string {
  const mod = usesCommandKey(platform) ? '⌘' : 'Ctrl+';
  return `Tab leaves the editor and Esc goes to its toolbar. ${mod}] / ${mod}[ indent or outdent a list, quote or code.`;
}

/** The names of the default bindings (`Keyboard.DEFAULTS.bindings`) that Quill attaches to Tab. */
export function tabBindingNames(defaults: Record<string, unknown>): string[] {
  return Object.entries(defaults)
    .filter(([, b]) => typeof b === 'object' && b !== null && (b as { key?: unknown }).key === 'Tab')
    .map(([n]) => n);
}

interface Options {
  /** Quill's `Keyboard.DEFAULTS.bindings`, so every Tab binding of this Quill version is replaced. */
  defaults: Record<string, unknown>;
  /** Quill's Delta class (for indenting code lines in one change). */
  Delta: typeof DeltaClass;
  /** Where Escape sends the focus; null leaves it where it is. */
  escapeTo(): HTMLElement | null;
}

/** `modules.keyboard.bindings` for `new Quill(…)`: merged by name over Quill's defaults. */
export function accessibleKeyboardBindings({ defaults, Delta, escapeTo }: Options): Record<string, Binding> {
  const bindings: Record<string, Binding> = {};
  // A handler that returns true lets the event through untouched: the browser moves focus.
  for (const n of tabBindingNames(defaults)) bindings[n] = { key: 'Tab', handler: () => true };

  const shift = (direction: 1 | -1): Binding['handler'] =>
    function (range, context) {
      if (context.format['code-block']) shiftCodeLines(this.quill, Delta, range, direction);
      // Where Quill's Tab indented: lists (a nested list), quotes and lines already indented.
      else if (context.format.list || context.format.blockquote || context.format.indent)
        this.quill.format('indent', direction > 0 ? '+1' : '-1', 'user');
      // Always consumed: ⌘[ would otherwise be the browser's Back, and leave the post.
      return false;
    };
  bindings['a11y indent'] = { key: ']', shortKey: true, handler: shift(1) };
  bindings['a11y outdent'] = { key: '[', shortKey: true, handler: shift(-1) };

  bindings['a11y escape'] = {
    key: 'Escape',
    shiftKey: null,
    handler: () => {
      const target = escapeTo();
      if (!target) return true;
      target.focus();
      return false;
    },
  };
  return bindings;
}

/** Adds or removes one level of indentation at the start of each code line the selection touches. */
export function shiftCodeLines(
  quill: Quill,
  Delta: typeof DeltaClass,
  range: Range,
  direction: 1 | -1,
): void {
  const lines = quill.getLines(range.index, Math.max(range.length, 1));
  let change = new Delta();
  let at = 0; // the position in the text before the change that `change` has reached
  let changed = false;
  for (const line of lines) {
    const start = quill.getIndex(line);
    // Spaces only: a line's trailing newline is whitespace too, and must stay.
    const spaces = /^ */.exec(quill.getText(start, CODE_INDENT.length))?.[0].length ?? 0;
    if (direction < 0 && spaces === 0) continue;
    change = change.retain(start - at);
    at = start;
    if (direction > 0) {
      change = change.insert(CODE_INDENT);
    } else {
      change = change.delete(spaces);
      at += spaces;
    }
    changed = true;
  }
  if (!changed) return;
  quill.updateContents(change, 'user');
  const from = change.transformPosition(range.index);
  const to = change.transformPosition(range.index + range.length);
  quill.setSelection(from, to - from, 'silent');
}
