// Engagement Rate (docs/decisions/0021): visits with two or more views ÷ visits, as a whole percent.
import { signed } from './change';

/** The rate in whole percent; 0 without visits. */
export function engagementPercent(engagedVisits: number, visits: number): number {
  return visits === 0 ? 0 : Math.round((engagedVisits / visits) * 100);
}

/** "0%" … "100%". */
export const engagementRate = (engagedVisits: number, visits: number): string =>
  `${engagementPercent(engagedVisits, visits)}%`;

interface Visits {
  visits: number;
  engagedVisits: number;
}

/**
 * A rate's change is told in percentage points ("+8 pts"): a relative change of a share ("+25%" for 40% → 50%)
 * reads as if a quarter more visitors engaged. "New" when the previous period had no visits and this one has.
 */
export function engagementNote(current: Visits, previous: Visits, against: string): string {
  if (previous.visits === 0) return current.visits === 0 ? `+0 pts from ${against}` : 'New';
  const points =
    engagementPercent(current.engagedVisits, current.visits) -
    engagementPercent(previous.engagedVisits, previous.visits);
  return `${signed(points, ' pts')} from ${against}`;
}
