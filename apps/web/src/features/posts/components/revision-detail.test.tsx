// @vitest-environment jsdom
// The history panel's delete (issue 37): the author of a draft is offered "Delete revision N" for a revision that
// was never live, named with its date after the visible words, and asked before it happens; a live version and
// anyone else's draft offer none.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import type { PostRevision } from '../api/get-post-revisions';
import type { AdminPost } from '../api/types';
import { formatDateTime } from '../lib/revision-text';
import { DeleteRevisionDialog } from './delete-revision-dialog';
import { RevisionDetail } from './revision-detail';

const dom = domRootPerTest();

const post: AdminPost = {
  id: '5b0f3f38-4c1e-4b8e-9a53-000000000001',
  title: 'Stored title',
  slug: 'stored',
  excerpt: null,
  content: '<p>Stored body.</p>',
  status: 'draft',
  meta_title: null,
  meta_description: null,
  publish_date: null,
  created_at: '2026-11-01T10:00:00+00:00',
  updated_at: '2026-11-02T10:00:00+00:00',
  author_id: '5b0f3f38-4c1e-4b8e-9a53-0000000000aa',
  author: null,
  cover_image_path: null,
  cover_image_alt: null,
  version: 3,
};

const revision = (overrides: Partial<PostRevision> = {}): PostRevision => ({
  id: '5b0f3f38-4c1e-4b8e-9a53-000000000101',
  post_id: post.id,
  revision_number: 3,
  kind: 'saved',
  previous_status: 'draft',
  status: 'draft',
  title: 'Older title',
  slug: 'stored',
  excerpt: null,
  content: '<p>Older body.</p>',
  meta_title: null,
  meta_description: null,
  cover_image_path: null,
  cover_image_alt: null,
  publish_date: null,
  author_name: 'Wren',
  post_version: 2,
  restored_from: null,
  created_by: post.author_id,
  created_by_name: 'Wren',
  created_at: '2026-11-26T14:05:00+00:00',
  ...overrides,
});

function renderDetail(shown: PostRevision, canDelete: boolean, onDelete = vi.fn()) {
  act(() =>
    dom.root.render(
      <RevisionDetail
        revision={shown}
        revisions={[shown]}
        post={post}
        numberOf={() => undefined}
        canRestore
        restoring={false}
        onRestore={vi.fn()}
        canDelete={canDelete}
        deleting={false}
        onDelete={onDelete}
        headingRef={null}
      />,
    ),
  );
  return onDelete;
}

const deleteButton = () =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Delete revision'));

describe('RevisionDetail: delete', () => {
  it("offers the draft's author to delete a revision, named by its number and then its date", () => {
    const shown = revision();
    const onDelete = renderDetail(shown, true);
    const button = deleteButton();
    expect(button?.textContent).toBe(`Delete revision 3 from ${formatDateTime(shown.created_at)}`);
    // The words a speech-input user says ("Delete revision 3") are the visible ones, first.
    expect(button?.querySelector('.sr-only')?.textContent).toBe(` from ${formatDateTime(shown.created_at)}`);
    act(() => button?.click());
    expect(onDelete).toHaveBeenCalledWith(shown);
  });

  it('offers nothing for a version that was live, or to someone who did not write the draft', () => {
    renderDetail(revision({ status: 'published', kind: 'published' }), true);
    expect(deleteButton()).toBeUndefined();
    renderDetail(revision(), false);
    expect(deleteButton()).toBeUndefined();
  });
});

describe('DeleteRevisionDialog', () => {
  it('asks first, says the post itself stays, and deletes only on the action', () => {
    const onConfirm = vi.fn();
    act(() =>
      dom.root.render(
        <DeleteRevisionDialog
          revision={{ number: 3, when: 'Nov 26, 2026, 14:05' }}
          onCancel={vi.fn()}
          onConfirm={onConfirm}
        />,
      ),
    );
    const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
    expect(document.getElementById(dialog!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Delete revision 3?',
    );
    expect(dialog!.textContent).toContain('The post itself does not change.');
    expect(onConfirm).not.toHaveBeenCalled();
    const action = [...dialog!.querySelectorAll('button')].find((b) => b.textContent === 'Delete revision 3');
    act(() => action?.click());
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
