// How many distinct referrer hosts and UTM values analytics keep a day (ADR 0021, Hardening III): each is a
// free text the visitor chooses, so without a bound every page load with a new value is a new row, a new
// rollup row and a new line in the report. A value already seen today costs nothing; a new one is admitted
// while fewer than NEW_VALUES_PER_DAY were admitted today (per dimension, in this process) and the client
// (its address, http/client-ip.ts) brought fewer than NEW_VALUES_PER_CLIENT_DAY of them. Beyond that the view
// still counts, with the value stored as OTHER: not null, which the report reads as "no source" (Direct).
// Memory is bounded by the caps themselves: a client is remembered only once it brought a value.

/** What a value beyond the day's bounds is stored as (one bucket in the report). */
export const OTHER = '(other)';
/** New values admitted a day, per dimension (referrer host, utm_source, utm_medium, utm_campaign). */
export const NEW_VALUES_PER_DAY = 1000;
/** New values one client may bring a day, per dimension (a reader arrives from a few places a day). */
export const NEW_VALUES_PER_CLIENT_DAY = 10;

/** The dimensions, in the order `admit` takes them. */
export const REFERRER = 0;
export const UTM_SOURCE = 1;
export const UTM_MEDIUM = 2;
export const UTM_CAMPAIGN = 3;
export type Dimension = 0 | 1 | 2 | 3;

export interface ValueCap {
  /** The value to store for `value` brought by `client` on `day` (UTC, YYYY-MM-DD): itself, null, or OTHER. */
  admit(dimension: Dimension, value: string | null, client: string, day: string): string | null;
}

export function valueCap(perDay = NEW_VALUES_PER_DAY, perClientDay = NEW_VALUES_PER_CLIENT_DAY): ValueCap {
  let today = '';
  let seen: Set<string>[] = [];
  // New values each client brought today, per dimension.
  let brought = new Map<string, number[]>();
  return {
    admit(dimension, value, client, day) {
      if (value === null) return null;
      if (day !== today) {
        today = day;
        seen = [new Set(), new Set(), new Set(), new Set()];
        brought = new Map();
      }
      const known = seen[dimension]!;
      if (known.has(value)) return value;
      let counts = brought.get(client);
      if (known.size >= perDay || (counts !== undefined && counts[dimension]! >= perClientDay)) return OTHER;
      if (counts === undefined) {
        counts = [0, 0, 0, 0];
        brought.set(client, counts);
      }
      counts[dimension]! += 1;
      known.add(value);
      return value;
    },
  };
}
