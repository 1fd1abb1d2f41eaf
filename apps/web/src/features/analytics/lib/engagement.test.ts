import { describe, expect, it } from 'vitest';
import { engagementNote, engagementPercent, engagementRate } from './engagement';

describe('engagementRate', () => {
  it('is engaged visits over visits as a whole percent', () => {
    expect(engagementRate(1, 3)).toBe('33%');
    expect(engagementRate(2, 3)).toBe('67%');
    expect(engagementRate(4, 4)).toBe('100%');
    expect(engagementPercent(128, 320)).toBe(40);
  });

  it("is '0%' without visits", () => {
    expect(engagementRate(0, 0)).toBe('0%');
  });
});

describe('engagementNote', () => {
  const v = (engagedVisits: number, visits: number) => ({ engagedVisits, visits });
  it('tells the change in percentage points', () => {
    expect(engagementNote(v(50, 100), v(40, 100), 'the previous 7 days')).toBe(
      '+10 pts from the previous 7 days',
    );
    expect(engagementNote(v(128, 320), v(120, 400), 'yesterday')).toBe('+10 pts from yesterday');
    expect(engagementNote(v(1, 10), v(3, 10), 'yesterday')).toBe('-20 pts from yesterday');
  });

  it('reads "New" after a period without visits, "+0 pts" when neither had any', () => {
    expect(engagementNote(v(1, 2), v(0, 0), 'yesterday')).toBe('New');
    expect(engagementNote(v(0, 0), v(0, 0), 'yesterday')).toBe('+0 pts from yesterday');
  });
});
