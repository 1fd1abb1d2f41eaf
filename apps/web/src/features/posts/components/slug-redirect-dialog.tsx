import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
    <AlertDialog open={change !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Keep the old link working?</AlertDialogTitle>
          <AlertDialogDescription>
            This post is live at <code>{change && paths.blogPost.href(change.from)}</code> and will move to{' '}
            <code>{change && paths.blogPost.href(change.to)}</code>. A permanent (301) redirect from the old
            address keeps shared links and search results working.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button type="button" variant="outline" onClick={() => onAnswer(false)}>
            Change without redirect
          </Button>
          <Button type="button" onClick={() => onAnswer(true)}>
            Keep old link working
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
