import { CloudOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatClockTime } from '@/lib/zoned-time';
import type { AutosaveStatus } from '../hooks/use-autosave';

interface SaveStateProps {
  status: AutosaveStatus;
  /** Autosave waits for the answer to "You have unsaved changes from …" and the user changed something. */
  held: boolean;
}

/** The autosave's state in words, near the save buttons; a polite live region (role="status"). */
export function SaveState({ status, held }: SaveStateProps) {
  const failed = !held && status.kind === 'failed';
  let text = '';
  if (held) text = 'Not saved automatically until you restore or discard your earlier changes.';
  else if (status.kind === 'saving') text = 'Saving…';
  else if (status.kind === 'saved') text = `Saved at ${formatClockTime(status.at)}`;
  else if (status.kind === 'failed') text = `Not saved — ${status.reason}. Retrying…`;
  return (
    <p
      role="status"
      data-testid="autosave-state"
      className={cn(
        'flex min-h-5 items-start gap-1.5 text-sm sm:mr-auto',
        failed ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {failed && <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      {text}
    </p>
  );
}
