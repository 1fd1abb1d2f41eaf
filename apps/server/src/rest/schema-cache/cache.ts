// Holds the current schema cache. Loaded lazily on first use, reloaded on demand (after migrations,
// on NOTIFY pgrst 'reload schema' when the database can deliver it, or when a request names something
// the cache does not know — throttled so unknown names cannot hammer the catalog).
import type { Database } from '../../db/types.ts';
import { loadSchemaCache } from './load.ts';
import type { SchemaCache } from './types.ts';

const MISS_RELOAD_INTERVAL_MS = 2_000;

/** One cache per exposed schema (each loaded on its first request), all dropped together on a reload. */
export class SchemaCacheHolder {
  private readonly current = new Map<string, Promise<SchemaCache>>();
  /** The current caches that have finished loading (what loaded() answers without waiting). */
  private readonly settled = new Map<string, SchemaCache>();
  private readonly lastLoad = new Map<string, number>();

  /** `now`: the clock of the reload throttle (ms); tests move it instead of waiting. */
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  get(schema = 'public'): Promise<SchemaCache> {
    return this.current.get(schema) ?? this.load(schema);
  }

  /** The current cache of `schema` if it has finished loading — none while it (re)loads. */
  loaded(schema = 'public'): SchemaCache | undefined {
    return this.settled.get(schema);
  }

  /** Forces a reload (PostgREST's `NOTIFY pgrst, 'reload schema'`): `schema` now, the others on their next use. */
  reload(schema = 'public'): Promise<SchemaCache> {
    this.current.clear();
    this.settled.clear();
    return this.load(schema);
  }

  /** Reloads `schema` after a cache miss unless it was (re)loaded very recently; true when it did reload. */
  async reloadAfterMiss(schema = 'public'): Promise<boolean> {
    if (this.now() - (this.lastLoad.get(schema) ?? -Infinity) < MISS_RELOAD_INTERVAL_MS) return false;
    await this.load(schema);
    return true;
  }

  private load(schema: string): Promise<SchemaCache> {
    this.lastLoad.set(schema, this.now());
    const p = loadSchemaCache(this.db, schema);
    this.current.set(schema, p);
    this.settled.delete(schema);
    p.then(
      (cache) => {
        if (this.current.get(schema) === p) this.settled.set(schema, cache);
      },
      // A failed load must not be cached forever.
      () => {
        if (this.current.get(schema) === p) this.current.delete(schema);
      },
    );
    return p;
  }
}
