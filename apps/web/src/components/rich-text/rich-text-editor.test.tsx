// @vitest-environment jsdom
// The one rich-text editor (it was the post editor's and the slide editor's): Quill loads on mount; the
// editable area is named by a visible label or in words, described by the keyboard help (and the form's
// description); only the user's changes are reported, as the semantic HTML (a post) or Quill's own markup
// (a slide); a value from outside (a form reset) is loaded in without being reported; disabled is read-only.
import Quill from 'quill';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import { RichTextEditor } from './rich-text-editor';
import { POST_TOOLBAR, SLIDE_TOOLBAR } from './toolbars';

const dom = domRootPerTest();

const root = () => document.querySelector<HTMLElement>('.ql-editor');
const quill = () => Quill.find(root()!.parentElement!) as Quill;

/** Until Quill's module (imported on mount) has loaded and the editor is made. */
async function mounted(): Promise<void> {
  await act(async () => {
    await import('./quill-setup');
  });
  // The component's own import of the module settles after ours: wait for the editor it makes, not for time.
  await vi.waitFor(() => expect(root()).not.toBeNull());
}

describe('RichTextEditor', () => {
  it('a post: named by its label, the semantic HTML of user changes only, the loaded HTML kept as it was', async () => {
    const onChange = vi.fn();
    act(() =>
      dom.root.render(
        <>
          <span id="label">Content</span>
          <RichTextEditor
            value="<p>Stored&nbsp;words</p>"
            onChange={onChange}
            toolbar={POST_TOOLBAR}
            output="semantic"
            labelledBy="label"
            data-testid="visual-editor"
          />
        </>,
      ),
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading editor');
    await mounted();
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(root()!.getAttribute('aria-labelledby')).toBe('label');
    expect(root()!.hasAttribute('aria-label')).toBe(false);
    const hint = document.getElementById(root()!.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toMatch(/^Tab leaves the editor and Esc goes to its toolbar\./);
    expect(document.querySelector('[data-testid="visual-editor"] .ql-toolbar')).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    act(() => quill().insertText(quill().getLength() - 1, ' more', 'user'));
    expect(onChange).toHaveBeenLastCalledWith('<p>Stored words more</p>');
    act(() => quill().insertText(0, 'API ', 'api'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("a slide: named in words with the form's description and state; Quill's markup; '' when emptied", async () => {
    const onChange = vi.fn();
    const render = (value: string) =>
      act(() =>
        dom.root.render(
          <>
            <p id="desc">Shown to learners.</p>
            <RichTextEditor
              value={value}
              onChange={onChange}
              toolbar={SLIDE_TOOLBAR}
              output="editor"
              size="dialog"
              label="Content"
              id="content-field"
              aria-describedby="desc"
              aria-invalid
            />
          </>,
        ),
      );
    render('');
    await mounted();
    expect(root()!.getAttribute('aria-label')).toBe('Content');
    expect(root()!.id).toBe('content-field');
    expect(root()!.getAttribute('aria-invalid')).toBe('true');
    expect(root()!.getAttribute('aria-describedby')).toMatch(/^desc \S+$/);
    act(() => quill().insertText(0, 'Two of three', 'user'));
    expect(onChange).toHaveBeenLastCalledWith('<p>Two of three</p>');
    act(() => quill().deleteText(0, quill().getLength(), 'user'));
    expect(onChange).toHaveBeenLastCalledWith('');

    // A form reset: the new value is shown, not reported.
    onChange.mockClear();
    render('<p>Reset text</p>');
    expect(root()!.innerHTML).toBe('<p>Reset text</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disabled: the text is read-only', async () => {
    act(() =>
      dom.root.render(
        <RichTextEditor
          value=""
          onChange={vi.fn()}
          toolbar={SLIDE_TOOLBAR}
          output="editor"
          label="C"
          disabled
        />,
      ),
    );
    await mounted();
    expect(root()!.getAttribute('contenteditable')).toBe('false');
  });
});
