import { History } from 'lucide-react';
import { LoadingState } from '@/components/data-state';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth/use-auth';
import { usePostRevisions } from '../api/get-post-revisions';
import type { AdminPost } from '../api/types';
import { RevisionBrowser } from './revision-browser';

interface RevisionHistoryProps {
  post: AdminPost;
  /** The user may change the post (staff, or a contributor's own draft): restores are offered. */
  canRestore: boolean;
}

/**
 * The editor's 'History' (issue 24): a panel from the right — the whole width on a phone, list and
 * comparison side by side on a desktop — over the post's revisions, newest first.
 */
export function RevisionHistory({ post, canRestore }: RevisionHistoryProps) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button type="button" variant="outline">
          <History aria-hidden="true" />
          History
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-none md:w-[44rem] lg:w-[64rem]">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg">Revision history</SheetTitle>
          <SheetDescription>
            Every save, publish and restore of this post, newest first. Choose one to see what changed.
          </SheetDescription>
        </SheetHeader>
        <HistoryBody post={post} canRestore={canRestore} />
      </SheetContent>
    </Sheet>
  );
}

function HistoryBody({ post, canRestore }: RevisionHistoryProps) {
  const revisions = usePostRevisions(post.id);
  // The history counts against its author's storage: the author of a draft may delete its revisions (RLS).
  const { user } = useAuth();
  const canDelete = post.status === 'draft' && user !== null && post.author_id === user.id;
  if (revisions.isPending) {
    return (
      <LoadingState
        label="Loading the history"
        rows={4}
        rowClassName="h-20 w-full"
        className="space-y-3 p-4"
      />
    );
  }
  if (revisions.isError) {
    return (
      <div className="space-y-3 p-4">
        <p role="alert">Sorry, the history could not be loaded.</p>
        <Button type="button" variant="outline" onClick={() => void revisions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (revisions.data.length === 0) {
    // RLS shows a contributor only the history of their own drafts.
    return <p className="p-4 text-muted-foreground">There is no history of this post that you can see.</p>;
  }
  return (
    <RevisionBrowser revisions={revisions.data} post={post} canRestore={canRestore} canDelete={canDelete} />
  );
}
