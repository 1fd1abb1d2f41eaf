import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataState, failedToLoad, LoadingState } from '@/components/data-state';
import { Skeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { useSiteOrigin } from '@/lib/site-origin';
import { useEditorialSettings } from '../api/get-editorial-settings';
import { ArchivePanel } from '../components/archive-panel';
import { EditorialSettingsForm } from '../components/editorial-settings-form';

/**
 * /admin/archive (admins; issue 24): every published version of every post, those of deleted posts
 * included, with an export per range of days; and the editorial settings (retention, the site's time zone).
 */
export function Component() {
  const settings = useEditorialSettings();
  const site = { name: env.siteName, url: useSiteOrigin() };
  const retention = settings.data?.archive_retention_years;

  return (
    <div className="space-y-6">
      <title>Archive | Admin</title>
      <div>
        <h1 className="text-2xl font-bold">Archive</h1>
        <p className="max-w-3xl text-muted-foreground">
          Every version of a post that was live on the site, including posts since deleted — kept for{' '}
          {retention ? `${retention} ${retention === 1 ? 'year' : 'years'}` : 'the retention period'} after a
          post&apos;s deletion.
        </p>
      </div>
      <DataState
        query={settings}
        loading={
          <LoadingState label="Loading the archive" className="space-y-4">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-40 w-full" />
          </LoadingState>
        }
        error={failedToLoad('the editorial settings')}
      >
        {() =>
          settings.data && (
            <>
              <ArchivePanel
                site={site}
                timeZone={settings.data.time_zone}
                retentionYears={settings.data.archive_retention_years}
              />
              <Card>
                <CardHeader>
                  <CardTitle>Settings</CardTitle>
                  <CardDescription>
                    How long the archive keeps a deleted post&apos;s published versions, and the time zone the
                    site schedules and dates in.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <EditorialSettingsForm settings={settings.data} />
                </CardContent>
              </Card>
            </>
          )
        }
      </DataState>
    </div>
  );
}
