import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD, periodFrom } from './period';

describe('periodFrom', () => {
  it('reads a known period from the URL', () => {
    expect(periodFrom('today')).toBe('today');
    expect(periodFrom('12m')).toBe('12m');
  });

  it('falls back to 7 days for a missing or unknown one', () => {
    expect(DEFAULT_PERIOD).toBe('7d');
    expect(periodFrom(null)).toBe('7d');
    expect(periodFrom('90d')).toBe('7d');
    expect(periodFrom('')).toBe('7d');
  });
});
