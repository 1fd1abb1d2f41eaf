// The Traffic Overview's labels: each row is a UTC day ("Nov 22, 2026", SPEC §9's date through lib/format), or a
// month for the 12-month period ("Nov 2026"); the chart's axis drops the year of a day ("Nov 22").
import { formatShortDate } from '@/lib/format';

export interface SeriesLabels {
  /** The table's row header and the chart's tooltip. */
  full: string;
  /** The chart's axis tick. */
  short: string;
}

export function seriesLabels(date: string, monthly: boolean): SeriesLabels {
  const written = formatShortDate(`${date}T00:00:00Z`); // "Nov 22, 2026"
  if (monthly) {
    const month = `${written.slice(0, 3)} ${written.slice(-4)}`;
    return { full: month, short: month };
  }
  return { full: written, short: written.slice(0, 6) };
}
