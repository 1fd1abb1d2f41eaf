// Schema-cache stage: the current cache of the request's schema given to `use` (the plan and SQL stages). When they
// name something the cache does not know, the cache is reloaded once (a migration may just have run) and `use` runs
// again on the new one; the reload is throttled by the holder, so unknown names cannot hammer the catalog.
import { PgrstError } from '../errors.ts';
import type { SchemaCacheHolder } from './cache.ts';
import type { SchemaCache } from './types.ts';

/** Codes that mean "the cache does not know this name" — worth one reload in case a migration just ran. */
const MISS_CODES: ReadonlySet<string> = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

type Holder = Pick<SchemaCacheHolder, 'get' | 'reloadAfterMiss'>;

export async function withSchemaCache<T>(
  holder: Holder,
  schema: string,
  use: (cache: SchemaCache) => T,
): Promise<T> {
  const cache = await holder.get(schema);
  try {
    return use(cache);
  } catch (err) {
    const code = err instanceof PgrstError ? err.code : undefined;
    if (!code || !MISS_CODES.has(code) || !(await holder.reloadAfterMiss(schema))) throw err;
    return use(await holder.get(schema));
  }
}
