import { describe, expect, it } from 'vitest';
import { seriesLabels } from './series-labels';

describe('seriesLabels', () => {
  it("writes a day as SPEC §9's 'MMM dd, yyyy', the axis without the year", () => {
    expect(seriesLabels('2026-11-02', false)).toEqual({ full: 'Nov 02, 2026', short: 'Nov 02' });
  });

  it('writes a month of the 12-month period as "Nov 2026"', () => {
    expect(seriesLabels('2026-11-01', true)).toEqual({ full: 'Nov 2026', short: 'Nov 2026' });
  });

  it('reads the date on the UTC calendar, whatever the time zone', () => {
    expect(seriesLabels('2026-01-01', false).full).toBe('Jan 01, 2026');
  });
});
