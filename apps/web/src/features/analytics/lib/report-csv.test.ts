import { describe, expect, it } from 'vitest';
import { busyReport, emptyReport } from '../api/report-fixture';
import { reportCsv, reportCsvName } from './report-csv';

describe('reportCsv', () => {
  it('has the totals, the series and every table of the period', () => {
    const csv = reportCsv(
      busyReport({
        campaigns: [{ source: '=cmd', medium: 'e,mail', campaign: 'say "hi"', views: 3, visitors: 2 }],
      }),
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Analytics report,7d,2026-11-22,2026-11-28');
    expect(lines).toContain('current,2026-11-22,2026-11-28,1240,320,1100,320,128,40,3');
    expect(lines).toContain('previous,2026-11-15,2026-11-21,1000,400,900,400,120,30,0');
    expect(lines).toContain('Date,Views,Page Views,Visitors');
    expect(lines).toContain('2026-11-22,100,90,30');
    expect(lines).toContain('2026-11-28,220,210,36');
    expect(lines).toContain('/blog/custody-basics,Custody basics,300,120');
    expect(lines).toContain('/blog/gone,,12,9');
    expect(lines).toContain('Direct,700,200');
    expect(lines).toContain('news.example,50,40');
    expect(lines).toContain(`'=cmd,"e,mail","say ""hi""",3,2`);
    expect(lines).toContain('desktop,200');
    expect(lines).toContain('Bitcoin basics,40,10,4');
    expect(lines).toContain('/missing,11');
    expect(lines).toContain('Total,17');
    expect(csv.endsWith('Total,5\r\n')).toBe(true);
  });

  it('names the months of a 12-month report', () => {
    const csv = reportCsv(
      emptyReport({ period: '12m', series: [{ date: '2026-11-01', views: 1, pageViews: 1, visitors: 1 }] }),
    );
    expect(csv).toContain('Month,Views,Page Views,Visitors\r\n2026-11-01,1,1,1\r\n');
  });
});

describe('reportCsvName', () => {
  it('is analytics-<period>-<to>.csv', () => {
    expect(reportCsvName(emptyReport())).toBe('analytics-7d-2026-11-28.csv');
  });
});
