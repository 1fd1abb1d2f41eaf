import { Panel } from '@/components/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalyticsSettings } from '../api/get-analytics-settings';
import { CollectionForm } from './collection-form';

/** The collection setting: admins change it, editors read it (DESIGN.md §3). */
export function CollectionPanel({ canChange }: { canChange: boolean }) {
  const settings = useAnalyticsSettings();
  if (settings.isError) {
    return <Panel title="Collection" empty="The collection setting could not be loaded." />;
  }
  if (!settings.data) {
    return (
      <Panel title="Collection">
        <Skeleton className="h-16 w-full" />
      </Panel>
    );
  }
  const { collect, retention_days: days } = settings.data;
  return (
    <Panel title="Collection">
      {canChange ? (
        <CollectionForm settings={settings.data} />
      ) : (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium">Collect analytics</dt>
            <dd className="text-muted-foreground">{collect ? 'On' : 'Off'}</dd>
          </div>
          <div>
            <dt className="font-medium">Keep raw events for</dt>
            <dd className="text-muted-foreground">{days === 1 ? '1 day' : `${days} days`}</dd>
          </div>
          <p className="text-muted-foreground sm:col-span-2">
            Only administrators can change these settings.
          </p>
        </dl>
      )}
    </Panel>
  );
}
