import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';
import { saveFile } from '@/lib/save-file';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { reportCsv, reportCsvName } from '../lib/report-csv';

/** Downloads the period's figures as one CSV file, built here in the browser. */
export function ExportCsvButton({ report }: { report: AnalyticsReport | undefined }) {
  const run = (r: AnalyticsReport) => {
    try {
      const name = reportCsvName(r);
      // A byte-order mark, so Excel reads the file as UTF-8 (a title or campaign with "é").
      saveFile(name, `\uFEFF${reportCsv(r)}`, 'text/csv;charset=utf-8');
      notify('Export ready', `Saved as ${name}`);
    } catch (error) {
      notifyError('Export failed', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Button type="button" variant="outline" disabled={!report} onClick={() => report && run(report)}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
