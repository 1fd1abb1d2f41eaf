// Holds the current schema cache. Loaded lazily on first use, reloaded on demand (after migrations,
// on NOTIFY pgrst 'reload schema' when the database can deliver it, or when a request names something
// the cache does not know — throttled so unknown names cannot hammer the catalog).
import type { Database } from '../../db/types.ts';
import { loadSchemaCache } from './load.ts';
import type { SchemaCache } from './types.ts';

const MISS_RELOAD_INTERVAL_MS = 2_000;

export class SchemaCacheHolder {
  private current: Promise<SchemaCache> | undefined;
  private lastLoad = 0;

  constructor(private readonly db: Database) {}

  get(): Promise<SchemaCache> {
    this.current ??= this.load();
    return this.current;
  }

  /** Forces a reload (PostgREST's `NOTIFY pgrst, 'reload schema'`). */
  reload(): Promise<SchemaCache> {
    this.current = this.load();
    return this.current;
  }

  /** Reloads after a cache miss unless it was (re)loaded very recently; true when it did reload. */
  async reloadAfterMiss(): Promise<boolean> {
    if (Date.now() - this.lastLoad < MISS_RELOAD_INTERVAL_MS) return false;
    await this.reload();
    return true;
  }

  private load(): Promise<SchemaCache> {
    this.lastLoad = Date.now();
    const p = loadSchemaCache(this.db);
    // A failed load must not be cached forever.
    p.catch(() => {
      if (this.current === p) this.current = undefined;
    });
    return p;
  }
}
