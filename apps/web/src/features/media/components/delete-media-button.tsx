import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { MediaAsset } from '@/components/media/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
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

  // Stays open until the server has answered; closes on success.
  const confirm = async (target: MediaAsset) => {
    try {
      await remove.mutateAsync(target.object_path);
    } catch (err) {
      notifyError(
        'Error',
        `Failed to delete ${target.file_name}: ${err instanceof Error ? err.message : String(err)}`,
      );
      throw err;
    }
    notify('Deleted', `${target.file_name} was deleted`);
    setConfirming(false);
    onDeleted();
  };

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
      <ConfirmDialog
        subject={confirming ? asset : null}
        title={(a) => `Delete ${a.file_name}?`}
        description="The file and its public URL will be removed. This action cannot be undone."
        action="Delete"
        destructive
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
