import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserTimeZone, formatZonedDateTime } from '@/lib/zoned-time';
import { errorMessage } from '@/lib/api-error';
import type { AutosaveOffer } from '../hooks/use-autosave-offer';

interface AutosaveRestoreBannerProps {
  offer: AutosaveOffer;
  onRestore(): void;
  /** Deletes the autosave; rejects with the server's reason. */
  onDiscard(): Promise<void>;
}

/** Offered when the editor opens over unsaved changes of this user that differ from the stored post. */
export function AutosaveRestoreBanner({ offer, onRestore, onDiscard }: AutosaveRestoreBannerProps) {
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const discard = async () => {
    setDiscarding(true);
    setProblem(null);
    try {
      await onDiscard();
    } catch (e) {
      setProblem(`The changes could not be discarded: ${errorMessage(e)}`);
      setDiscarding(false);
    }
  };
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-2">
        <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <p id={titleId} className="font-medium">
            You have unsaved changes from {formatZonedDateTime(offer.savedAt, browserTimeZone())}.
          </p>
          {offer.postChangedSince && (
            <p>
              The post was changed since then. Restoring puts these changes over the newer version when you
              update the post.
            </p>
          )}
          {problem && (
            <p role="alert" className="font-medium text-destructive">
              {problem}
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" onClick={onRestore}>
          Restore them
        </Button>
        <Button type="button" variant="outline" onClick={() => void discard()} disabled={discarding}>
          Discard
        </Button>
      </div>
    </section>
  );
}
