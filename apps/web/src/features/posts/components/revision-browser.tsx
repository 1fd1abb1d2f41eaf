import { ArrowLeft } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-error';
import type { PostRevision } from '../api/get-post-revisions';
import { useDeletePostRevision } from '../api/delete-post-revision';
import { isVersionConflict, useRestorePostRevision } from '../api/restore-post-revision';
import type { AdminPost } from '../api/types';
import { formatDateTime } from '../lib/revision-text';
import { DeleteRevisionDialog } from './delete-revision-dialog';
import { RestoreRevisionDialog } from './restore-revision-dialog';
import { RevisionDetail } from './revision-detail';
import { RevisionList } from './revision-list';

/** Wide enough for the list and the comparison side by side (Tailwind's `lg`). */
const SIDE_BY_SIDE = '(min-width: 64rem)';

interface RevisionBrowserProps {
  revisions: PostRevision[];
  post: AdminPost;
  canRestore: boolean;
  /** The user wrote this draft: its revisions that were never live can be deleted. */
  canDelete: boolean;
}

type Outcome = { ok: boolean; text: string } | null;

/** The list and the chosen revision; on a phone one at a time (the list first), on a desktop side by side. */
export function RevisionBrowser({ revisions, post, canRestore, canDelete }: RevisionBrowserProps) {
  const [selectedId, setSelectedId] = useState(revisions[0]!.id);
  const [detailOnPhone, setDetailOnPhone] = useState(false);
  const [confirming, setConfirming] = useState<PostRevision | null>(null);
  const [deleting, setDeleting] = useState<PostRevision | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const restore = useRestorePostRevision();
  const remove = useDeletePostRevision();
  const numberOf = useMemo(() => {
    const numbers = new Map(revisions.map((r) => [r.id, r.revision_number]));
    return (id: string) => numbers.get(id);
  }, [revisions]);
  const selected = revisions.find((r) => r.id === selectedId) ?? revisions[0]!;

  const select = (revision: PostRevision) => {
    setSelectedId(revision.id);
    setOutcome(null);
    // On a phone the comparison replaces the list: take the reader (and the keyboard) to it.
    if (!window.matchMedia(SIDE_BY_SIDE).matches) {
      setDetailOnPhone(true);
      requestAnimationFrame(() => detailHeading.current?.focus());
    }
  };
  const backToList = () => {
    setDetailOnPhone(false);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>('button[aria-current="true"]')?.focus(),
    );
  };

  const confirmRestore = () => {
    const revision = confirming;
    setConfirming(null);
    if (!revision) return;
    const n = revision.revision_number;
    setOutcome(null);
    restore.mutate(
      { revisionId: revision.id, expectedVersion: post.version, postId: post.id },
      {
        onSuccess: () => {
          notify('Success', `Revision ${n} restored`);
          setOutcome({ ok: true, text: `Revision ${n} restored. The editor now shows its text.` });
          // The restore button gives way to "already reads as this revision": keep the keyboard in the panel.
          detailHeading.current?.focus();
        },
        onError: (error) => {
          const text = isVersionConflict(error)
            ? `Revision ${n} was not restored: this post was changed since you opened it. The history now shows the latest changes; reload the page to edit the latest version, then restore again.`
            : `Revision ${n} could not be restored: ${errorMessage(error)}`;
          notifyError('Error', text);
          setOutcome({ ok: false, text });
        },
      },
    );
  };

  const confirmDelete = () => {
    const revision = deleting;
    setDeleting(null);
    if (!revision) return;
    const n = revision.revision_number;
    setOutcome(null);
    remove.mutate(
      { revisionId: revision.id, postId: post.id },
      {
        onSuccess: () => {
          notify('Success', `Revision ${n} deleted`);
          // The next one down the list (or the newest) takes its place.
          const next =
            revisions.find((r) => r.revision_number < n) ?? revisions.find((r) => r.id !== revision.id);
          if (next) setSelectedId(next.id);
          setOutcome({ ok: true, text: `Revision ${n} deleted.` });
          detailHeading.current?.focus();
        },
        onError: (error) => {
          const text = `Revision ${n} could not be deleted: ${errorMessage(error)}`;
          notifyError('Error', text);
          setOutcome({ ok: false, text });
        },
      },
    );
  };

  return (
    <div className="grid min-h-0 flex-1 lg:grid-cols-[22rem_1fr]">
      <div
        ref={listRef}
        className={cn('min-h-0 overflow-y-auto lg:border-r', detailOnPhone && 'hidden lg:block')}
      >
        <RevisionList revisions={revisions} selectedId={selected.id} numberOf={numberOf} onSelect={select} />
      </div>
      <div className={cn('min-h-0 overflow-y-auto p-4 lg:p-6', !detailOnPhone && 'hidden lg:block')}>
        <Button type="button" variant="ghost" size="sm" className="mb-3 -ml-2 lg:hidden" onClick={backToList}>
          <ArrowLeft aria-hidden="true" />
          All revisions
        </Button>
        {/* Announced wherever the keyboard is; also the notice, which the open panel hides from readers. */}
        <div aria-live="polite" className="empty:hidden">
          {outcome && (
            <p
              className={cn(
                'mb-4 rounded-md border p-3 text-sm',
                outcome.ok
                  ? 'border-green-300 bg-green-50 text-green-950'
                  : 'border-red-300 bg-red-50 text-red-950',
              )}
            >
              {outcome.text}
            </p>
          )}
        </div>
        <RevisionDetail
          // Another revision starts its own comparison.
          key={selected.id}
          revision={selected}
          revisions={revisions}
          post={post}
          numberOf={numberOf}
          canRestore={canRestore}
          restoring={restore.isPending}
          onRestore={setConfirming}
          canDelete={canDelete}
          deleting={remove.isPending}
          onDelete={setDeleting}
          headingRef={detailHeading}
        />
      </div>
      <RestoreRevisionDialog
        revisionNumber={confirming?.revision_number ?? null}
        status={post.status}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmRestore}
      />
      <DeleteRevisionDialog
        revision={
          deleting ? { number: deleting.revision_number, when: formatDateTime(deleting.created_at) } : null
        }
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
