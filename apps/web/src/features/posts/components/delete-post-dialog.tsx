import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { useDeletePost } from '../api/delete-post';
import type { AdminPostSummary } from '../api/types';
import { errorMessage } from '../lib/error-message';

interface DeletePostDialogProps {
  post: AdminPostSummary | null;
  onClose(): void;
}

/** SPEC §2 'Delete Post': not dismissed by a click outside; closes on success, stays open on failure. */
export function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const remove = useDeletePost();
  return (
    <AlertDialog open={post !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Post</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this post? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              // Keep the dialog open until the server has answered.
              event.preventDefault();
              if (!post) return;
              remove.mutate(post.id, {
                onSuccess: () => {
                  notify('Success', 'Post deleted successfully');
                  onClose();
                },
                onError: (e) => notifyError('Error', `Failed to delete post: ${errorMessage(e)}`),
              });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
