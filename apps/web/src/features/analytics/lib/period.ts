// The report's periods (docs/decisions/0021): UTC days ending today, each compared with the same number of
// days just before it. The screen keeps the chosen one in the URL (`?period=`).

export const PERIODS = ['today', '7d', '30d', '12m'] as const;
export type Period = (typeof PERIODS)[number];

export const DEFAULT_PERIOD: Period = '7d';

/** The period control's words. */
export const PERIOD_LABELS: Record<Period, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '12m': '12 months',
};

/** How a change names what it is compared with: "+12% from the previous 7 days". */
export const PREVIOUS_LABELS: Record<Period, string> = {
  today: 'yesterday',
  '7d': 'the previous 7 days',
  '30d': 'the previous 30 days',
  '12m': 'the previous 12 months',
};

export const isPeriod = (value: unknown): value is Period => PERIODS.includes(value as Period);

/** The URL's `?period=`, or the default for a missing or unknown one. */
export const periodFrom = (value: string | null): Period => (isPeriod(value) ? value : DEFAULT_PERIOD);
