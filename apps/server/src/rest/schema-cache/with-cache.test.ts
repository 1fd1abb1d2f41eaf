import { describe, expect, it } from 'vitest';
import { errors } from '../errors.ts';
import type { SchemaCache } from './types.ts';
import { withSchemaCache } from './with-cache.ts';

const cacheOf = (loadedAt: number): SchemaCache => ({
  schema: 'public',
  tables: new Map(),
  relationships: new Map(),
  functions: new Map(),
  loadedAt,
});

/** A holder whose reload gives the next cache; `reloads` says whether a reload is allowed now. */
function holder(reloads: boolean) {
  let current = cacheOf(1);
  const asked: string[] = [];
  return {
    asked,
    get: (schema = 'public') => {
      asked.push(`get ${schema}`);
      return Promise.resolve(current);
    },
    reloadAfterMiss: (schema = 'public') => {
      asked.push(`reload ${schema}`);
      if (reloads) current = cacheOf(current.loadedAt + 1);
      return Promise.resolve(reloads);
    },
  };
}

describe('withSchemaCache', () => {
  it('gives the current cache of the schema once when nothing is missing', async () => {
    const h = holder(true);
    expect(await withSchemaCache(h, 's2', (c) => c.loadedAt)).toBe(1);
    expect(h.asked).toEqual(['get s2']);
  });

  it('reloads once after a name the cache does not know, and uses the new cache', async () => {
    const h = holder(true);
    const seen: number[] = [];
    const got = await withSchemaCache(h, 'public', (c) => {
      seen.push(c.loadedAt);
      if (c.loadedAt === 1) throw errors.noTable('public', 'new_table');
      return 'planned';
    });
    expect(got).toBe('planned');
    expect(seen).toEqual([1, 2]);
    expect(h.asked).toEqual(['get public', 'reload public', 'get public']);
  });

  it('answers the miss itself when the reload is throttled, and never retries twice', async () => {
    await expect(
      withSchemaCache(holder(false), 'public', () => {
        throw errors.noTable('public', 'nope');
      }),
    ).rejects.toMatchObject({ code: 'PGRST205' });
    const h = holder(true);
    let runs = 0;
    await expect(
      withSchemaCache(h, 'public', () => {
        runs += 1;
        throw errors.noFunction('public', 'f', []);
      }),
    ).rejects.toMatchObject({ code: 'PGRST202' });
    expect(runs).toBe(2);
  });

  it('does not reload for any other error', async () => {
    const h = holder(true);
    await expect(
      withSchemaCache(h, 'public', () => {
        throw errors.invalidBody();
      }),
    ).rejects.toMatchObject({ code: 'PGRST102' });
    expect(h.asked).toEqual(['get public']);
  });
});
