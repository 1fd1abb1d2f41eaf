// @vitest-environment jsdom
// Leaving the editor with unsaved changes: the question says truthfully what becomes of them — kept by
// autosave as an unsaved draft (in this browser only when the server could not be reached), or lost while
// autosave waits for the answer about earlier changes — and Stay / Leave answer the blocked navigation.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Blocker } from '@/lib/router';
import { domRootPerTest } from '@/testing/dom-root';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const dom = domRootPerTest();

const blocked = () => ({
  state: 'blocked' as const,
  reset: vi.fn(),
  proceed: vi.fn(),
  location: { pathname: '/admin/posts', search: '', hash: '', state: null, key: 'next' },
});

const render = (blocker: Blocker, props: Omit<Parameters<typeof UnsavedChangesDialog>[0], 'blocker'>) =>
  act(() => dom.root.render(<UnsavedChangesDialog blocker={blocker} {...props} />));

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
const describedBy = () =>
  document.getElementById(dialog()?.getAttribute('aria-describedby') ?? '')?.textContent;

describe('UnsavedChangesDialog', () => {
  it('says the changes are kept as an unsaved draft, not published, and not lost', () => {
    render(blocked(), { status: { kind: 'saved', at: '2026-03-08T10:00:00Z' }, held: false });
    const ask = dialog();
    expect(ask).not.toBeNull();
    expect(document.getElementById(ask!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Leave without saving?',
    );
    expect(describedBy()).toBe(
      'Your latest changes are kept as an unsaved draft on this device and account, and offered when you open this post again; they are not published.',
    );
    expect(ask!.textContent).not.toContain('will be lost');
  });

  it('says so while autosave is still sending (the editor sends what waits as it closes)', () => {
    render(blocked(), { status: { kind: 'saving' }, held: false });
    expect(describedBy()).toMatch(
      /^Your latest changes are kept as an unsaved draft on this device and account/,
    );
  });

  it('says they stay in this browser only when autosave could not reach the server, and why', () => {
    render(blocked(), { status: { kind: 'failed', reason: 'you are offline' }, held: false });
    expect(describedBy()).toBe(
      'Your latest changes are kept as an unsaved draft in this browser only (not on your account: you are offline), and offered when you open this post here again; they are not published.',
    );
  });

  it('warns that they will be lost while autosave waits for the answer about earlier changes', () => {
    render(blocked(), { status: { kind: 'idle' }, held: true });
    expect(describedBy()).toBe(
      'These changes are not kept: autosave waits until you restore or discard your earlier changes. If you leave now, they will be lost.',
    );
  });

  it('Stay resets the navigation, Leave lets it through', () => {
    const stay = blocked();
    render(stay, { status: { kind: 'idle' }, held: false });
    act(() => button('Stay')!.click());
    expect(stay.reset).toHaveBeenCalledOnce();
    expect(stay.proceed).not.toHaveBeenCalled();

    const leave = blocked();
    render(leave, { status: { kind: 'idle' }, held: false });
    act(() => button('Leave')!.click());
    expect(leave.proceed).toHaveBeenCalledOnce();
  });

  it('is closed while nothing is blocked', () => {
    const idle = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined } as const;
    render(idle, { status: { kind: 'idle' }, held: false });
    expect(dialog()).toBeNull();
  });
});
