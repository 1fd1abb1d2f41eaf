// Which row a view becomes (ADR 0021, Hardening III): rows of analytics_events are bounded per client and
// minute, while every view still counts. Within one minute (fixed, by the collector's clock):
// - a browser's views of one path are one row: its first view's, with that view's referrer and UTM, counting
//   the rest (a flood of page loads with fresh UTM values or referrers is one row, not one per load);
// - a client (an address: http/client-ip.ts) makes at most ROWS_PER_CLIENT_MINUTE rows, the beacon's per-IP
//   limit; past it, its view of a path it already has a row for counts on that row (another browser behind the
//   same address), and a view of a new path is dropped, as the beacon's 429 drops it.
// A row already written when its browser's next view comes is not updated in the database: the minute's further
// views gather in one more row (the "carry"), which the collector holds until the minute ends. So a browser
// costs at most two rows per path per minute, and an address at most twice ROWS_PER_CLIENT_MINUTE (an explicit
// flush(), as the contact form's attribution makes, may start one more carry). Bounded: when more than `maxKeys` rows are tracked within a
// minute, tracking starts over (a busy site's rows then merge less, never fail).

/** Rows one client may add a minute (beacon-routes.ts's BEACONS_PER_MINUTE). */
export const ROWS_PER_CLIENT_MINUTE = 120;
export const MINUTE_MS = 60_000;

/** A browser's row of a path this minute, and the row its views gather in once the first is written. */
export interface Slot<E> {
  first: E;
  carry: E | null;
}

export type Place<E> = Slot<E> | 'new' | 'over';

export interface MinuteRows<E> {
  /**
   * Where a view of `path` by `browser` (behind `client`) at `at` goes: the slot it counts on, 'new' when it may
   * make a row of its own (then call `open`), or 'over' when it is not counted.
   */
  place(at: number, client: string, browser: string, path: string): Place<E>;
  /** The row a 'new' view made. */
  open(client: string, browser: string, path: string, first: E): Slot<E>;
  /** When the minute of `at` ends (ms): when its carries are written. */
  minuteEnd(at: number): number;
}

export function minuteRows<E>(perClient = ROWS_PER_CLIENT_MINUTE, maxKeys = 50_000): MinuteRows<E> {
  let minute = -1;
  let byBrowser = new Map<string, Slot<E>>();
  // The client's first slot of each path (what a view past its allowance counts on) and its rows this minute.
  let byClientPath = new Map<string, Slot<E>>();
  let rowsOf = new Map<string, number>();
  const startOver = (m: number) => {
    minute = m;
    byBrowser = new Map();
    byClientPath = new Map();
    rowsOf = new Map();
  };
  return {
    place(at, client, browser, path) {
      const m = Math.floor(at / MINUTE_MS);
      if (m !== minute || byBrowser.size >= maxKeys) startOver(m);
      const slot = byBrowser.get(`${browser}\0${path}`);
      if (slot) return slot;
      if ((rowsOf.get(client) ?? 0) < perClient) return 'new';
      return byClientPath.get(`${client}\0${path}`) ?? 'over';
    },
    open(client, browser, path, first) {
      const slot: Slot<E> = { first, carry: null };
      byBrowser.set(`${browser}\0${path}`, slot);
      const clientPath = `${client}\0${path}`;
      if (!byClientPath.has(clientPath)) byClientPath.set(clientPath, slot);
      rowsOf.set(client, (rowsOf.get(client) ?? 0) + 1);
      return slot;
    },
    minuteEnd: (at) => (Math.floor(at / MINUTE_MS) + 1) * MINUTE_MS,
  };
}
