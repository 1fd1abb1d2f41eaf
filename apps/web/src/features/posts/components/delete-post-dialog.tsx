import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useDeletePost } from '../api/delete-post';
import type { AdminPostSummary } from '../api/types';

interface DeletePostDialogProps {
  post: AdminPostSummary | null;
  onClose(): void;
}

/** SPEC §2 'Delete Post': not dismissed by a click outside; closes on success, stays open on failure. */
export function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const remove = useDeletePost();
  const confirm = async (target: AdminPostSummary) => {
    try {
      await remove.mutateAsync(target.id);
    } catch (e) {
      notifyError('Error', `Failed to delete post: ${errorMessage(e)}`);
      throw e;
    }
    notify('Success', 'Post deleted successfully');
  };
  return (
    <ConfirmDialog
      subject={post}
      title="Delete Post"
      description="Are you sure you want to delete this post? This action cannot be undone."
      action="Delete"
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
