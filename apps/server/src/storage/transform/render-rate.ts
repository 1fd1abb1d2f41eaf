// How many new variants one anonymous client may have rendered: a token bucket per client (http/client-ip.ts
// rateLimitKey: an address, an IPv6 /64), `burst` deep and refilled at `perMinute`. Only renders are counted — a
// variant already stored or in memory is served without asking — so a reader paging through a site whose images
// were all seen before never meets it, while a client walking through widths and qualities is held to `perMinute`.
// In memory, per process (a bucket is a few numbers; Supabase Storage's own render limiter is in memory too unless
// Redis is set up); at most `maxClients` buckets are kept, the least recently used dropped first.

export interface RenderRateLimits {
  /** Renders a client may start at once, from a full bucket. */
  burst: number;
  /** Renders a client may start per minute, sustained. */
  perMinute: number;
  maxClients: number;
}

/**
 * A first visit to a page renders one variant per image (the browser picks one srcset entry), and an editor's media
 * library shows up to 200 thumbnails (lazily, as they scroll into view): 120 at once and 2 a second after that.
 */
export const DEFAULT_RENDER_RATE: RenderRateLimits = { burst: 120, perMinute: 120, maxClients: 10_000 };

interface Bucket {
  tokens: number;
  at: number;
}

export class RenderRateLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly now: () => number,
    readonly limits: RenderRateLimits = DEFAULT_RENDER_RATE,
  ) {}

  /** Takes one render for `client`: 0 when allowed, else the seconds until the next one is (nothing taken). */
  take(client: string): number {
    const bucket = this.refilled(client);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    const perMs = this.limits.perMinute / 60_000;
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }

  /** Gives back what take() took, for a render that did not happen after all (the render slots were full). */
  refund(client: string): void {
    const bucket = this.buckets.get(client);
    if (bucket) bucket.tokens = Math.min(this.limits.burst, bucket.tokens + 1);
  }

  private refilled(client: string): Bucket {
    const at = this.now();
    let bucket = this.buckets.get(client);
    if (bucket) {
      this.buckets.delete(client); // re-inserted below: the Map's order is the use order
      const gained = (Math.max(0, at - bucket.at) * this.limits.perMinute) / 60_000;
      bucket = { tokens: Math.min(this.limits.burst, bucket.tokens + gained), at };
    } else {
      bucket = { tokens: this.limits.burst, at };
    }
    this.buckets.set(client, bucket);
    while (this.buckets.size > this.limits.maxClients) {
      const oldest = this.buckets.keys().next();
      if (oldest.done) break;
      this.buckets.delete(oldest.value);
    }
    return bucket;
  }
}
