import { describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './local-date';

// SPEC §9's 'MMM dd, yyyy' on the reader's clock, never the locale's "11/26/2026".
describe('redirect dates', () => {
  it('writes the created date as "MMM dd, yyyy" on the given clock', () => {
    expect(localDate('2026-11-26T23:30:00Z', 'UTC')).toBe('Nov 26, 2026');
    expect(localDate('2026-11-26T23:30:00Z', 'Europe/Zurich')).toBe('Nov 27, 2026');
  });
  it('writes a hit as "MMM dd, yyyy, HH:mm"', () => {
    expect(localDateTime('2026-11-26T09:05:00Z', 'UTC')).toBe('Nov 26, 2026, 09:05');
  });
  it("defaults to this browser's clock, in SPEC's shape", () => {
    expect(localDate('2026-11-26T12:00:00Z')).toMatch(/^Nov 2[67], 2026$/);
    expect(localDateTime('2026-11-26T12:00:00Z')).toMatch(/^Nov 2[67], 2026, \d{2}:\d{2}$/);
    expect(localDate('2026-11-26T12:00:00Z')).not.toContain('/');
  });
});
