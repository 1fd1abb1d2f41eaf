import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { MediaAsset } from '@/components/media/types';
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
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';
import { useDeleteMediaAsset } from '../api/delete-media-asset';
import type { MediaUsage } from '../api/get-media-usage';
import { usageLinks, usedInPlaces } from '../lib/usage-links';

interface DeleteMediaButtonProps {
  asset: MediaAsset;
  usage: UseQueryResult<MediaUsage[]>;
  onDeleted(): void;
}

/**
 * Delete, refused while the file is used (its pages would show a broken image): the button is disabled and
 * the reason stands beside it, tied to it by aria-describedby. Otherwise a confirmation, then Storage's remove.
 */
export function DeleteMediaButton({ asset, usage, onDeleted }: DeleteMediaButtonProps) {
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMediaAsset();
  const places = usage.data ? usageLinks(usage.data).length : 0;
  const reason = usage.isError
    ? 'Where this file is used could not be checked, so it cannot be deleted now.'
    : usage.isPending
      ? 'Checking where this file is used…'
      : places > 0
        ? `${usedInPlaces(places)} — remove it from them first`
        : null;

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="destructive"
        className="justify-self-start"
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      {reason && (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {reason}
        </p>
      )}
      <AlertDialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {asset.file_name}?</AlertDialogTitle>
            <AlertDialogDescription>
              The file and its public URL will be removed. This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={remove.isPending}
              onClick={(event) => {
                // Stays open until the server has answered.
                event.preventDefault();
                remove.mutate(asset.object_path, {
                  onSuccess: () => {
                    notify('Deleted', `${asset.file_name} was deleted`);
                    setConfirming(false);
                    onDeleted();
                  },
                  onError: (err) =>
                    notifyError('Error', `Failed to delete ${asset.file_name}: ${err.message}`),
                });
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
