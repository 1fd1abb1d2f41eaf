// @vitest-environment jsdom
import Quill, { Delta } from 'quill';
import Keyboard from 'quill/modules/keyboard.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibleKeyboardBindings,
  editorKeysHint,
  tabBindingNames,
  usesCommandKey,
} from './quill-keyboard';

function editor(html: string, withBindings = true): Quill {
  const host = document.createElement('div');
  document.body.append(host);
  const quill: Quill = new Quill(host, {
    theme: 'snow',
    modules: {
      toolbar: [[{ header: [1, 2, false] }], ['bold'], [{ list: 'bullet' }], ['code-block']],
      keyboard: withBindings
        ? {
            bindings: accessibleKeyboardBindings({
              defaults: Keyboard.DEFAULTS.bindings,
              Delta,
              escapeTo: () => document.querySelector<HTMLElement>('.ql-picker-label'),
            }),
          }
        : {},
    },
  });
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
  return quill;
}

/** A key pressed in the editable area, as the browser delivers it; true when Quill let it through. */
function press(quill: Quill, key: string, mods: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods });
  return quill.root.dispatchEvent(event);
}

beforeAll(() => {
  // jsdom lays nothing out; Quill measures the selection to scroll it into view.
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
});
afterEach(() => document.body.replaceChildren());

describe('accessibleKeyboardBindings', () => {
  it("replaces every one of Quill's Tab bindings", () => {
    const names = tabBindingNames(Keyboard.DEFAULTS.bindings);
    expect(names).toEqual(
      expect.arrayContaining(['tab', 'indent', 'outdent', 'indent code-block', 'outdent code-block']),
    );
    const bindings = accessibleKeyboardBindings({
      defaults: Keyboard.DEFAULTS.bindings,
      Delta,
      escapeTo: () => null,
    });
    for (const n of names) expect(bindings[n]?.key).toBe('Tab');
  });

  it.each([
    ['a paragraph', '<p>Hello</p>', 3],
    ['a list item', '<ul><li>one</li></ul>', 0],
    ['a code block', '<pre>code</pre>', 2],
  ])('Tab and Shift+Tab in %s are left to the browser (focus moves), nothing is typed', (_, html, at) => {
    const quill = editor(html);
    quill.setSelection(at, 0);
    const before = quill.root.innerHTML;
    expect(press(quill, 'Tab')).toBe(true);
    expect(press(quill, 'Tab', { shiftKey: true })).toBe(true);
    expect(quill.root.innerHTML).toBe(before);
    expect(quill.getText()).not.toContain('\t');
  });

  it("Quill's own Tab would have typed a tab (the test above is not vacuous)", () => {
    const quill = editor('<p>Hello</p>', false);
    quill.setSelection(3, 0);
    expect(press(quill, 'Tab')).toBe(false);
    expect(quill.getText()).toContain('\t');
  });

  it('Ctrl+] and Ctrl+[ indent and outdent a list item', () => {
    const quill = editor('<ul><li>one</li></ul>');
    quill.setSelection(1, 0);
    expect(press(quill, ']', { ctrlKey: true })).toBe(false);
    expect(quill.getFormat(1, 0).indent).toBe(1);
    press(quill, ']', { ctrlKey: true });
    expect(quill.getFormat(1, 0).indent).toBe(2);
    press(quill, '[', { ctrlKey: true });
    press(quill, '[', { ctrlKey: true });
    expect(quill.getFormat(1, 0).indent).toBeUndefined();
  });

  it('Ctrl+] indents each selected code line by two spaces, Ctrl+[ takes them back', () => {
    const quill = editor('<pre>a\nb\n c</pre>');
    quill.setSelection(0, 5); // "a\nb\n " — all three lines
    press(quill, ']', { ctrlKey: true });
    expect(quill.getText()).toBe('  a\n  b\n   c\n');
    // The selection moves with its text.
    expect(quill.getSelection()).toEqual({ index: 2, length: 9 });
    press(quill, '[', { ctrlKey: true });
    press(quill, '[', { ctrlKey: true });
    // A line with fewer spaces loses what it has; a newline is never taken.
    expect(quill.getText()).toBe('a\nb\nc\n');
  });

  it('Ctrl+[ is consumed even in a plain paragraph (⌘[ would be the browser going Back)', () => {
    const quill = editor('<p>Hello</p>');
    quill.setSelection(2, 0);
    expect(press(quill, '[', { ctrlKey: true })).toBe(false);
    expect(quill.root.innerHTML).toBe('<p>Hello</p>');
  });

  it("Escape moves focus to the toolbar's first control", () => {
    const quill = editor('<p>Hello</p>');
    quill.setSelection(1, 0);
    expect(press(quill, 'Escape')).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('.ql-picker-label'));
  });
});

describe('editorKeysHint', () => {
  it('names the keys, with ⌘ on a Mac as Quill uses it', () => {
    expect(usesCommandKey('MacIntel')).toBe(true);
    expect(usesCommandKey('Win32')).toBe(false);
    expect(editorKeysHint('Linux x86_64')).toBe(
      'Tab leaves the editor and Esc goes to its toolbar. Ctrl+] / Ctrl+[ indent or outdent a list, quote or code.',
    );
    expect(editorKeysHint('MacIntel')).toContain('⌘] / ⌘[');
  });
});
