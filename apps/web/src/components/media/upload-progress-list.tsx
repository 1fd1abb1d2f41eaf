import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import type { UploadEntry } from './use-media-uploads';

interface UploadProgressListProps {
  entries: readonly UploadEntry[];
  onDismiss(id: number): void;
  onCancel(id: number): void;
}

/** One row per upload: its name, a progress bar while it is sent, then "Uploaded" or the reason it failed. */
export function UploadProgressList({ entries, onDismiss, onCancel }: UploadProgressListProps) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="grid gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={cn(
            'flex items-center gap-3 rounded-md border px-3 py-2 text-sm',
            entry.status === 'failed' && 'border-destructive/40 bg-destructive/5',
          )}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex items-baseline justify-between gap-2">
              <span className="truncate font-medium">{entry.name}</span>
              {entry.status === 'uploading' && (
                <span className="shrink-0 text-muted-foreground">{Math.round(entry.progress * 100)}%</span>
              )}
              {entry.status === 'done' && <span className="shrink-0 text-green-700">Uploaded</span>}
            </div>
            {entry.status !== 'failed' ? (
              <Progress value={Math.round(entry.progress * 100)} aria-label={`Uploading ${entry.name}`} />
            ) : (
              <p className="text-destructive">{entry.message}</p>
            )}
          </div>
          {entry.status === 'uploading' ? (
            <Button type="button" variant="ghost" size="icon" onClick={() => onCancel(entry.id)}>
              <X aria-hidden="true" />
              <span className="sr-only">Cancel upload of {entry.name}</span>
            </Button>
          ) : (
            <Button type="button" variant="ghost" size="icon" onClick={() => onDismiss(entry.id)}>
              <X aria-hidden="true" />
              <span className="sr-only">Dismiss {entry.name}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
