// Token buckets by key (one per caller), on a clock the caller passes in: each key may spend `burst` at once and
// gets `perSecond` back, up to `burst`. A bucket left alone for burst ÷ perSecond seconds is full again — the same
// as no bucket at all — so such buckets are dropped, oldest use first; at most `maxKeys` are kept, and only when
// that many callers are all mid-spend does the least recently used one go early (it is then charged from full).

export interface BucketRules {
  /** What a caller may spend at once (here: bytes). */
  burst: number;
  /** What comes back per second, up to `burst`. */
  perSecond: number;
  /** Buckets kept in memory at most (~100 bytes each). */
  maxKeys: number;
}

export type Take = { ok: true } | { ok: false; retryAfterS: number };

interface Bucket {
  tokens: number;
  at: number;
}

export class TokenBuckets {
  /** Buckets in use order: a Map keeps insertion order, and a bucket used is moved to the end. */
  private readonly buckets = new Map<string, Bucket>();
  /** How long an untouched bucket takes to be full again (ms). */
  private readonly refillMs: number;

  constructor(
    readonly rules: BucketRules,
    private readonly now: () => number,
  ) {
    this.refillMs = (rules.burst / rules.perSecond) * 1000;
  }

  /**
   * Spends `cost` from `key`'s bucket, or refuses and says in how many whole seconds it will have that much.
   * A refusal spends nothing. A cost above `burst` is charged as `burst` (the body limits keep it below anyway).
   */
  take(key: string, cost: number): Take {
    const { burst, perSecond } = this.rules;
    const now = this.now();
    const charge = Math.min(cost, burst);
    const found = this.buckets.get(key);
    const tokens = found ? Math.min(burst, found.tokens + ((now - found.at) / 1000) * perSecond) : burst;
    if (found) this.buckets.delete(key);
    const bucket: Bucket = { tokens, at: now };
    this.buckets.set(key, bucket);
    this.sweep(now);
    if (tokens < charge) return { ok: false, retryAfterS: Math.max(1, Math.ceil((charge - tokens) / perSecond)) };
    bucket.tokens = tokens - charge;
    return { ok: true };
  }

  /** Buckets held now (tests check the bound). */
  get size(): number {
    return this.buckets.size;
  }

  /** Drops the full-again buckets at the front, then the least recently used while over `maxKeys`. */
  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.buckets.size <= 1 || now - bucket.at < this.refillMs) break;
      this.buckets.delete(key);
    }
    while (this.buckets.size > this.rules.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
  }
}
