import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';

interface SlugRedirectDialogProps {
  /** The live post's slugs, or null when nothing is asked. */
  change: { from: string; to: string } | null;
  onAnswer(redirect: boolean): void;
  onCancel(): void;
}

/** Asked before a live post moves to a new slug: keep the old address answering with a 301? */
export function SlugRedirectDialog({ change, onAnswer, onCancel }: SlugRedirectDialogProps) {
  return (
    <ConfirmDialog
      subject={change}
      title="Keep the old link working?"
      description={(c) => (
        <>
          This post is live at <code>{paths.blogPost.href(c.from)}</code> and will move to{' '}
          <code>{paths.blogPost.href(c.to)}</code>. A permanent (301) redirect from the old address keeps
          shared links and search results working.
        </>
      )}
      alternative={{ label: 'Change without redirect', onConfirm: () => onAnswer(false) }}
      action="Keep old link working"
      onConfirm={() => onAnswer(true)}
      onCancel={onCancel}
    />
  );
}
