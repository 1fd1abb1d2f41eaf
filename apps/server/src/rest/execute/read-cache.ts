// Read-cache stage: built table reads kept per request shape, so a repeated GET/HEAD skips the request, schema-cache,
// plan and SQL stages. A hit counts only while its schema's cache is the one it was planned against (a reload makes it
// stale).
import type { ReadStatement } from '../sql/statement.ts';
import type { SchemaCache } from '../schema-cache/types.ts';

/** A kept read: its statement, with the schema cache it was planned against. */
export type CachedRead = ReadStatement;

export interface ReadShape {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
}

const MAX_CACHED_READS = 500;

export class ReadCache {
  private readonly reads = new Map<string, CachedRead>();

  /** The request shape that fully determines a table read's SQL (role and other headers only affect execution). */
  key(inc: ReadShape): string | undefined {
    const m = inc.method.toUpperCase();
    if ((m !== 'GET' && m !== 'HEAD') || inc.path.startsWith('/rpc/')) return undefined;
    const h = inc.headers;
    return [m, inc.path, inc.query, h.accept, h.prefer, h['accept-profile'] ?? '', h.range].join('\n');
  }

  /**
   * The read built for `key`, unless the schema cache it was planned against is no longer the current one —
   * replaced, or being reloaded (`current` gives the loaded cache only, so a hit never waits).
   */
  get(key: string, current: (schema: string) => SchemaCache | undefined): CachedRead | undefined {
    const hit = this.reads.get(key);
    if (!hit || hit.cache !== current(hit.req.schema)) return undefined;
    return hit;
  }

  set(key: string, read: CachedRead): void {
    // Dropping everything at the cap keeps this O(1) and bounded; the next reads rebuild what is still used.
    if (this.reads.size >= MAX_CACHED_READS) this.reads.clear();
    this.reads.set(key, read);
  }
}
