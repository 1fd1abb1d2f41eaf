// A per-IP request limit held in this process's memory (the beacon's: cheap, and a view lost to a limit is
// only a view): a fixed window per client, by the injected clock. Bounded: when more clients than `maxKeys`
// show up within one window, the window starts over for everyone rather than grow.

export interface IpWindow {
  /** Counts one request from `ip`; false when that puts it over the limit. */
  allow(ip: string): boolean;
}

export function ipWindow(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
  maxKeys = 50_000,
): IpWindow {
  let started = now();
  let hits = new Map<string, number>();
  return {
    allow(ip) {
      const t = now();
      if (t - started >= windowMs || t < started || hits.size >= maxKeys) {
        started = t;
        hits = new Map();
      }
      const n = (hits.get(ip) ?? 0) + 1;
      hits.set(ip, n);
      return n <= limit;
    },
  };
}
