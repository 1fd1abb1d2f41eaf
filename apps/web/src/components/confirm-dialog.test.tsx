// @vitest-environment jsdom
// The one confirmation dialog: controlled by a subject or opened from its own trigger; an action that returns a
// promise keeps it open and busy (buttons disabled, Escape ignored, the pending label shown) until it settles —
// closed when it resolves, still open when it rejects; a custom cancel label, a second answer, a disabled action
// and a description made of elements.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const dom = domRootPerTest();

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;
const click = (name: string) => act(() => button(name)!.click());
const describedBy = () =>
  document.getElementById(dialog()?.getAttribute('aria-describedby') ?? '')?.textContent;
const escape = () =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

/** An uncontrolled "Delete Item" dialog opened by a "Delete item" button. */
const renderWithTrigger = (
  props: Pick<ConfirmDialogProps<undefined>, 'onConfirm' | 'onOpenChange' | 'pendingAction' | 'destructive'>,
) =>
  act(() =>
    dom.root.render(
      <ConfirmDialog
        trigger={<button type="button">Delete item</button>}
        title="Delete Item"
        description="Gone for good."
        action="Delete"
        {...props}
      />,
    ),
  );

/** A promise to settle from the test. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is open while its subject is set, gives it back to onConfirm and then closes (onCancel)', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(() =>
      dom.root.render(
        <ConfirmDialog
          subject={{ name: 'Ada' }}
          title={(s) => `Change ${s.name}`}
          description={(s) => `${s.name} becomes an editor.`}
          action="Change Role"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />,
      ),
    );
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Change Ada',
    );
    expect(describedBy()).toBe('Ada becomes an editor.');
    expect(document.activeElement).toBe(button('Cancel'));
    click('Change Role');
    expect(onConfirm).toHaveBeenCalledWith({ name: 'Ada' });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('is closed while the subject is null', () => {
    act(() =>
      dom.root.render(
        <ConfirmDialog subject={null} title="T" description="D" action="Go" onConfirm={vi.fn()} />,
      ),
    );
    expect(dialog()).toBeNull();
  });

  it('opens from its trigger, reports it, and closes itself on Cancel', () => {
    const onOpenChange = vi.fn();
    renderWithTrigger({ onConfirm: vi.fn(), onOpenChange });
    expect(dialog()).toBeNull();
    click('Delete item');
    expect(dialog()).not.toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    click('Cancel');
    expect(dialog()).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays open and busy while the action runs, then closes when it resolves', async () => {
    const run = deferred();
    const onConfirm = vi.fn(() => run.promise);
    renderWithTrigger({ onConfirm, pendingAction: 'Deleting...', destructive: true });
    click('Delete item');
    click('Delete');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(dialog()).not.toBeNull();
    expect(button('Deleting...')?.disabled).toBe(true);
    expect(button('Cancel')?.disabled).toBe(true);
    escape();
    expect(dialog()).not.toBeNull();
    await act(async () => {
      run.resolve();
      await run.promise;
    });
    expect(dialog()).toBeNull();
  });

  it('stays open with its buttons enabled again when the action rejects', async () => {
    const run = deferred();
    const onCancel = vi.fn();
    act(() =>
      dom.root.render(
        <ConfirmDialog
          subject="post"
          title="Delete Post"
          description="Sure?"
          action="Delete"
          onConfirm={() => run.promise}
          onCancel={onCancel}
        />,
      ),
    );
    click('Delete');
    expect(button('Delete')?.disabled).toBe(true);
    await act(async () => {
      run.reject(new Error('offline'));
      await run.promise.catch(() => undefined);
    });
    expect(dialog()).not.toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    expect(button('Delete')?.disabled).toBe(false);
    expect(button('Cancel')?.disabled).toBe(false);
    escape();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('names Cancel as told, offers a second answer, and can hold the action back', () => {
    const alternative = vi.fn();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const render = (disabled: boolean) =>
      act(() =>
        dom.root.render(
          <ConfirmDialog
            subject="slug"
            title="Keep it?"
            description="Choose."
            cancel="Stay"
            alternative={{ label: 'Change without redirect', onConfirm: alternative }}
            action="Keep old link working"
            disabled={disabled}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />,
        ),
      );
    render(true);
    expect(button('Cancel')).toBeNull();
    expect(button('Stay')).not.toBeNull();
    expect(button('Keep old link working')?.disabled).toBe(true);
    render(false);
    expect(button('Keep old link working')?.disabled).toBe(false);
    click('Change without redirect');
    expect(alternative).toHaveBeenCalledWith('slug');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledOnce();
    click('Stay');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('takes a description made of elements whole as the accessible description', () => {
    act(() =>
      dom.root.render(
        <ConfirmDialog
          subject={3}
          title={(n) => `Restore revision ${n}?`}
          description={(n) => (
            <>
              <p>{`Back to revision ${n}.`}</p>
              <p>Unsaved edits are lost.</p>
            </>
          )}
          action={(n) => `Restore revision ${n}`}
          onConfirm={vi.fn()}
        />,
      ),
    );
    expect(describedBy()).toBe('Back to revision 3.Unsaved edits are lost.');
    expect(button('Restore revision 3')).not.toBeNull();
  });
});
