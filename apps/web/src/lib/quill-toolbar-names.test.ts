// @vitest-environment jsdom
import Quill from 'quill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nameToolbar, toolbarControlName } from './quill-toolbar-names';

/** A real Quill 2 toolbar: the controls as Quill renders them, named by `nameToolbar`. */
function toolbarFor(container: unknown[]): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const quill = new Quill(host, { theme: 'snow', modules: { toolbar: container } });
  const toolbar = (quill.getModule('toolbar') as { container: HTMLElement }).container;
  nameToolbar(toolbar);
  return toolbar;
}

const names = (toolbar: HTMLElement, selector: string) =>
  [...toolbar.querySelectorAll(selector)].map((el) => el.getAttribute('aria-label'));

afterEach(() => document.body.replaceChildren());

describe('toolbarControlName', () => {
  it.each([
    ['bold', null, 'Bold'],
    ['strike', null, 'Strikethrough'],
    ['code-block', null, 'Code block'],
    ['clean', null, 'Clear formatting'],
    ['image', null, 'Insert image'],
    ['list', 'ordered', 'Numbered list'],
    ['list', 'bullet', 'Bulleted list'],
    ['header', '2', 'Heading 2'],
    ['header', null, 'Normal text'],
    ['align', 'center', 'Align center'],
    ['indent', '-1', 'Decrease indent'],
    ['color', '#e60000', 'Text color #e60000'],
    ['table-row', null, 'Table row'],
  ])('(%s, %s) → %s', (format, value, expected) => {
    expect(toolbarControlName(format, value)).toBe(expected);
  });
});

describe('nameToolbar', () => {
  it("names the post editor's toolbar (SPEC §2) in words, for screen readers and as tooltips", () => {
    const toolbar = toolbarFor([
      [{ header: [1, 2, 3, 4, 5, 6, false] }],
      ['bold', 'italic', 'underline', 'strike'],
      [{ list: 'ordered' }, { list: 'bullet' }],
      ['blockquote', 'code-block'],
      ['link', 'video', 'image'],
      ['clean'],
    ]);
    expect(names(toolbar, 'button')).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Blockquote',
      'Code block',
      'Link',
      'Video',
      'Insert image',
      'Clear formatting',
    ]);
    expect(names(toolbar, '.ql-picker-label')).toEqual(['Text style: Normal text']);
    expect(names(toolbar, '.ql-picker-item')).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
      'Normal text',
    ]);
    for (const el of toolbar.querySelectorAll('[aria-label]')) {
      expect(el.getAttribute('title')).toBe(el.getAttribute('aria-label'));
    }
  });

  it('leaves no control of a fuller toolbar unnamed or named by its format', () => {
    const toolbar = toolbarFor([
      [{ align: [] }, { color: [] }, { background: [] }, { size: ['small', false, 'large'] }],
      [{ indent: '-1' }, { indent: '+1' }, { script: 'sub' }, { script: 'super' }, 'code'],
    ]);
    const all = names(toolbar, 'button, .ql-picker-label, .ql-picker-item');
    expect(all.length).toBeGreaterThan(20);
    for (const n of all) expect(n).toMatch(/^[A-Z]/);
    expect(names(toolbar, '.ql-picker-label')).toEqual([
      'Alignment',
      'Text color',
      'Highlight color',
      'Text size: Normal size',
    ]);
    expect(names(toolbar, '.ql-align .ql-picker-item')).toEqual([
      'Align left',
      'Align center',
      'Align right',
      'Justify',
    ]);
  });

  it('Space opens a picker and chooses an item, as on a button (Quill answers only Enter)', async () => {
    const toolbar = toolbarFor([[{ header: [1, 2, false] }]]);
    const picker = toolbar.querySelector('.ql-picker')!;
    const label = picker.querySelector('.ql-picker-label')!;
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    expect(label.dispatchEvent(space)).toBe(false);
    expect(picker.classList).toContain('ql-expanded');
    expect(label.getAttribute('aria-expanded')).toBe('true');

    const item = picker.querySelector('.ql-picker-item[data-value="2"]')!;
    item.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(picker.classList).not.toContain('ql-expanded');
    expect(toolbar.querySelector<HTMLSelectElement>('select.ql-header')?.value).toBe('2');
    // The picker's button now shows "Heading 2", and says so.
    await vi.waitFor(() => expect(label.getAttribute('aria-label')).toBe('Text style: Heading 2'));
  });
});
