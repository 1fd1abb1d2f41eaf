// What a variant store holds, in use order, and which variants must go to stay within its caps: at most so many
// variants and bytes per object, and in all. Pure bookkeeping (the store does the files), O(1) per use: two Maps
// whose insertion order is the use order (a use moves the key to the end), one over every variant and one per
// object, so both the object's and the store's least recently used variant are their first key.
// Invariant: `total` and each object's sums are the sums of the sizes recorded in `entries`.

export interface VariantCaps {
  count: number;
  bytes: number;
}

export interface VariantLimits {
  /** Variants of one object (its id is the key's folder). */
  perObject: VariantCaps;
  /** Every variant the store holds. */
  total: VariantCaps;
}

/**
 * An object's variants on the site: 7 widths of a cover in two formats, its share image, thumbnails, body images'
 * srcsets — a few dozen, a few MB. Past 64 or 32 MB the object's least used goes. In all: 50,000 and 2 GiB.
 */
export const DEFAULT_VARIANT_LIMITS: VariantLimits = {
  perObject: { count: 64, bytes: 32 * 1024 * 1024 },
  total: { count: 50_000, bytes: 2 * 1024 * 1024 * 1024 },
};

interface Sums {
  count: number;
  bytes: number;
}

const objectOf = (key: string): string => key.slice(0, key.indexOf('/'));

export class VariantIndex {
  private readonly entries = new Map<string, number>();
  private readonly objects = new Map<string, { keys: Map<string, number>; sums: Sums }>();
  private readonly sums: Sums = { count: 0, bytes: 0 };

  constructor(readonly limits: VariantLimits = DEFAULT_VARIANT_LIMITS) {}

  get total(): Readonly<Sums> {
    return this.sums;
  }

  objectTotal(objectId: string): Readonly<Sums> {
    return this.objects.get(objectId)?.sums ?? { count: 0, bytes: 0 };
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Whether a variant of `size` bytes may be kept at all (it fits within its object's cap alone). */
  fits(size: number): boolean {
    return size <= this.limits.perObject.bytes && size <= this.limits.total.bytes;
  }

  /**
   * Records `key` (written, or found) as the most recently used, with its size, and returns the keys to remove so
   * that its object and the store are back within their caps: the object's least recently used first, then the
   * store's. Never `key` itself (a caller checks `fits` before keeping a variant).
   */
  add(key: string, size: number): string[] {
    this.delete(key);
    const id = objectOf(key);
    let object = this.objects.get(id);
    if (!object) {
      object = { keys: new Map(), sums: { count: 0, bytes: 0 } };
      this.objects.set(id, object);
    }
    object.keys.set(key, size);
    object.sums.count += 1;
    object.sums.bytes += size;
    this.entries.set(key, size);
    this.sums.count += 1;
    this.sums.bytes += size;

    // Deleting the entry being visited is safe for a Map iterator; `key`, the last, is never reached while over.
    const evicted: string[] = [];
    const over = (s: Sums, caps: VariantCaps) => s.count > caps.count || s.bytes > caps.bytes;
    for (const k of object.keys.keys()) {
      if (k === key || !over(object.sums, this.limits.perObject)) break;
      evicted.push(k);
      this.delete(k);
    }
    for (const k of this.entries.keys()) {
      if (k === key || !over(this.sums, this.limits.total)) break;
      evicted.push(k);
      this.delete(k);
    }
    return evicted;
  }

  /** A read of `key`: it becomes the most recently used. False when the index does not know it. */
  touch(key: string): boolean {
    const size = this.entries.get(key);
    if (size === undefined) return false;
    this.entries.delete(key);
    this.entries.set(key, size);
    const keys = this.objects.get(objectOf(key))?.keys;
    keys?.delete(key);
    keys?.set(key, size);
    return true;
  }

  delete(key: string): void {
    const size = this.entries.get(key);
    if (size === undefined) return;
    this.entries.delete(key);
    this.sums.count -= 1;
    this.sums.bytes -= size;
    const id = objectOf(key);
    const object = this.objects.get(id);
    if (!object) return;
    object.keys.delete(key);
    object.sums.count -= 1;
    object.sums.bytes -= size;
    if (object.keys.size === 0) this.objects.delete(id);
  }

  /** Every variant of the object is gone (removed, replaced); returns their keys. */
  deleteObject(objectId: string): string[] {
    const keys = [...(this.objects.get(objectId)?.keys.keys() ?? [])];
    for (const key of keys) this.delete(key);
    return keys;
  }
}
