import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VariantLimits } from '../transform/variant-index.ts';
import { folderVariantStore } from './folder-variants.ts';

const key = (object: string, n: number) => `${object}/${String(n).padStart(32, 'v')}.webp`;
const bytes = (size: number, fill = 'x') => Buffer.from(fill.repeat(size));
const limits = (perObject: [number, number], total: [number, number]): VariantLimits => ({
  perObject: { count: perObject[0], bytes: perObject[1] },
  total: { count: total[0], bytes: total[1] },
});

describe('folderVariantStore caps', () => {
  let root: string;
  let now: number;
  const clock = () => now;
  const onDisk = (object: string) => {
    const dir = join(root, 'variants', object);
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')).sort() : [];
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'variants-'));
    now = 1_700_000_000_000;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps an object within its cap, removing its least recently read variant', async () => {
    const store = folderVariantStore(root, { limits: limits([2, 1000], [100, 100_000]), now: clock });
    await store.put(key('obj', 1), bytes(10));
    await store.put(key('obj', 2), bytes(10));
    expect(await store.get(key('obj', 1))).toBeDefined(); // obj/2 is now the least recently used
    await store.put(key('obj', 3), bytes(10));
    expect(onDisk('obj')).toEqual([key('obj', 1), key('obj', 3)].map((k) => k.slice(4)));
    expect(await store.get(key('obj', 2))).toBeUndefined();
  });

  it('keeps the whole folder within its byte cap across objects, and never keeps one too large', async () => {
    const store = folderVariantStore(root, { limits: limits([10, 100], [100, 50]), now: clock });
    await store.put(key('a', 1), bytes(20));
    await store.put(key('b', 1), bytes(20));
    await store.put(key('c', 1), bytes(20));
    expect([onDisk('a'), onDisk('b').length, onDisk('c').length]).toEqual([[], 1, 1]);
    await store.put(key('d', 1), bytes(101));
    expect(onDisk('d')).toEqual([]);
  });

  it('a restarted store reads the use order back from the files', async () => {
    const first = folderVariantStore(root, { limits: limits([2, 1000], [100, 100_000]), now: clock });
    await first.put(key('obj', 1), bytes(10));
    now += 120_000;
    await first.put(key('obj', 2), bytes(10));
    now += 120_000;
    expect(await first.get(key('obj', 1))).toBeDefined(); // written to its mtime: more than a minute later
    const again = folderVariantStore(root, { limits: limits([2, 1000], [100, 100_000]), now: clock });
    now += 120_000;
    await again.put(key('obj', 3), bytes(10));
    expect(onDisk('obj')).toEqual([key('obj', 1), key('obj', 3)].map((k) => k.slice(4)));
  });

  it('a reader that opened a variant reads it whole even if it is evicted meanwhile', async () => {
    const store = folderVariantStore(root, { limits: limits([1, 1000], [100, 100_000]), now: clock });
    await store.put(key('obj', 1), bytes(64, 'a'));
    const file = await store.file?.(key('obj', 1));
    expect(file?.size).toBe(64);
    await store.put(key('obj', 2), bytes(8)); // evicts obj/1
    expect(onDisk('obj')).toEqual([key('obj', 2).slice(4)]);
    expect(await text(file!.read())).toBe('a'.repeat(64));
    const ranged = await store.file?.(key('obj', 2));
    expect(await text(ranged!.read({ start: 2, end: 4 }))).toBe('xxx');
    const unread = await store.file?.(key('obj', 2));
    unread?.release?.(); // a HEAD: the handle is let go without reading
  });
});
