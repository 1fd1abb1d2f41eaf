// The schema cache holder's loaded(): what the read cache checks a hit against without waiting. It must name only
// a cache that has finished loading and is still the current one — never the old cache while a reload runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAll, type OpenedDatabase } from '../../src/db/open.ts';
import { SchemaCacheHolder } from '../../src/rest/schema-cache/cache.ts';
import { openTestDatabase } from '../support/test-server.ts';

describe('SchemaCacheHolder.loaded', () => {
  let opened: OpenedDatabase;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ opened, cleanup } = await openTestDatabase('pglite'));
    await migrateAll(opened.db);
  });
  afterAll(async () => cleanup?.());

  it('names the current cache once it has loaded, none while a reload runs, then the new one', async () => {
    const holder = new SchemaCacheHolder(opened.db);
    expect(holder.loaded()).toBeUndefined();
    const loading = holder.get();
    expect(holder.loaded()).toBeUndefined();
    const first = await loading;
    expect(holder.loaded()).toBe(first);
    expect(holder.loaded('other_schema')).toBeUndefined();

    const reloading = holder.reload();
    expect(holder.loaded()).toBeUndefined();
    const second = await reloading;
    expect(second).not.toBe(first);
    expect(holder.loaded()).toBe(second);
  });

  it('a reload after a miss drops the loaded cache until the new one is in', async () => {
    let clock = 0;
    const holder = new SchemaCacheHolder(opened.db, () => clock);
    const first = await holder.get();
    // A miss reloads at most every 2 s: not yet, then once the clock has moved on.
    expect(await holder.reloadAfterMiss()).toBe(false);
    clock += 1_999;
    expect(await holder.reloadAfterMiss()).toBe(false);
    expect(holder.loaded()).toBe(first);
    clock += 1;
    const reloaded = holder.reloadAfterMiss();
    expect(holder.loaded()).toBeUndefined();
    expect(await reloaded).toBe(true);
    expect(holder.loaded()).not.toBe(first);
    expect(holder.loaded()).toBe(await holder.get());
  });
});
