import { roleAllows } from '@/config/routes';
import { useAuth } from '@/lib/auth/use-auth';
import { useSearchParams } from '@/lib/router';
import { useAnalyticsReport } from '../api/get-analytics-report';
import { CollectionPanel } from '../components/collection-panel';
import { ExportCsvButton } from '../components/export-csv-button';
import { PeriodPicker } from '../components/period-picker';
import { ReportView } from '../components/report-view';
import { periodFrom, type Period } from '../lib/period';

/**
 * /admin/analytics (staff): SPEC's cards and panels with the first-party figures of the chosen period
 * (docs/decisions/0021), kept in the URL (`?period=7d`), and the collection setting.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search.get('period'));
  const report = useAnalyticsReport(period);
  const { profile } = useAuth();
  const admin = profile !== null && roleAllows('admin', profile);

  const choose = (next: Period) => setSearch({ period: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="space-y-6">
      <title>Analytics | Admin</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Analytics</h1>
        <div className="flex flex-wrap items-center gap-3">
          <PeriodPicker value={period} onChange={choose} />
          <ExportCsvButton report={report.data?.period === period ? report.data : undefined} />
        </div>
      </div>
      <ReportView report={report} />
      <CollectionPanel canChange={admin} />
    </div>
  );
}
