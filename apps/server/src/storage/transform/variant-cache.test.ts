import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { normaliseTransform } from './params.ts';
import type { RenderRequest } from './render.ts';
import {
  contentTypeOfVariantKey,
  MemoryVariantStore,
  type ServedVariant,
  VariantCache,
  variantKey,
} from './variant-cache.ts';

const OBJECT = '0b9a3f4e-8d3c-4f7e-9a51-2d6f2c1e7b10';
const req = (
  o: Parameters<typeof normaliseTransform>[0],
  format: RenderRequest['format'],
): RenderRequest => ({
  ...normaliseTransform(o),
  format,
});
const key = (version: string, r: RenderRequest) =>
  variantKey({ objectId: OBJECT, version, request: r, sourceFormat: 'jpeg' });

describe('variantKey', () => {
  it('is the same for the same variant however it was asked for', () => {
    expect(key('v1', req({ width: 800 }, 'webp'))).toBe(
      key('v1', req({ width: 800, resize: 'cover', quality: 80 }, 'webp')),
    );
    expect(key('v1', req({ width: 9000 }, 'webp'))).toBe(key('v1', req({ width: 2000 }, 'webp')));
    // resize has no effect without a size, so it does not split the cache
    expect(key('v1', req({ resize: 'fill' }, 'webp'))).toBe(key('v1', req({}, 'webp')));
    // origin of a JPEG is the JPEG variant
    expect(key('v1', req({ width: 10 }, 'origin'))).toBe(
      variantKey({
        objectId: OBJECT,
        version: 'v1',
        request: req({ width: 10 }, 'origin'),
        sourceFormat: 'jpeg',
      }),
    );
  });

  it('differs by version, size, mode, format and quality', () => {
    const base = key('v1', req({ width: 800, height: 600 }, 'webp'));
    const others = [
      key('v2', req({ width: 800, height: 600 }, 'webp')),
      key('v1', req({ width: 801, height: 600 }, 'webp')),
      key('v1', req({ width: 800, height: 600, resize: 'contain' }, 'webp')),
      key('v1', req({ width: 800, height: 600 }, 'avif')),
      key('v1', req({ width: 800, height: 600, quality: 50 }, 'webp')),
    ];
    expect(new Set([base, ...others]).size).toBe(6);
  });

  it('is a path under the object id naming the output type', () => {
    const k = key('v1', req({ width: 800 }, 'avif'));
    expect(k).toMatch(new RegExp(`^${OBJECT}/[A-Za-z0-9_-]{32}\\.avif$`));
    expect(contentTypeOfVariantKey(k)).toBe('image/avif');
    expect(contentTypeOfVariantKey(key('v1', req({}, 'origin')))).toBe('image/jpeg');
    expect(() =>
      variantKey({ objectId: '../etc', version: 'v', request: req({}, 'webp'), sourceFormat: 'png' }),
    ).toThrow();
  });
});

describe('VariantCache', () => {
  it('renders once for concurrent asks of the same variant, then serves the stored bytes', async () => {
    const cache = new VariantCache(new MemoryVariantStore());
    const k = key('v1', req({ width: 800 }, 'webp'));
    let renders = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const renderer = async () => {
      renders += 1;
      await gate;
      return new Uint8Array([1, 2, 3]);
    };
    const asks = Array.from({ length: 5 }, () => cache.get(k, renderer));
    release();
    const results = await Promise.all(asks);
    expect(renders).toBe(1);
    expect(results.every((r) => r.cached === false && r.contentType === 'image/webp')).toBe(true);
    const later = await cache.get(k, renderer);
    expect(later).toMatchObject({ cached: true, bytes: new Uint8Array([1, 2, 3]) });
    expect(renders).toBe(1);
  });

  it('forgets a failed render so the next ask tries again', async () => {
    const cache = new VariantCache(new MemoryVariantStore());
    const k = key('v1', req({ width: 1 }, 'webp'));
    await expect(cache.get(k, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.get(k, async () => new Uint8Array([9]))).resolves.toMatchObject({ cached: false });
  });
});

describe('MemoryVariantStore', () => {
  it('evicts the least recently used variants beyond its byte bound', async () => {
    const store = new MemoryVariantStore(10);
    await store.put('a', new Uint8Array(4));
    await store.put('b', new Uint8Array(4));
    await store.get('a'); // a is now the most recent
    await store.put('c', new Uint8Array(4));
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('c')).toBeDefined();
    await store.put('huge', new Uint8Array(11));
    expect(await store.get('huge')).toBeUndefined();
    expect(store.size).toBe(2);
  });
});

describe('VariantCache.serve', () => {
  /** A store that keeps files, counting how often it is asked. */
  const fileStore = () => {
    const bytes = new Map<string, Uint8Array>();
    const asks = { file: 0, get: 0 };
    const store = {
      asks,
      bytes,
      async get(k: string) {
        asks.get += 1;
        return bytes.get(k);
      },
      async put(k: string, b: Uint8Array) {
        bytes.set(k, b);
      },
      async file(k: string) {
        asks.file += 1;
        const b = bytes.get(k);
        return b ? { size: b.byteLength, read: () => Readable.from([b]) } : undefined;
      },
    };
    return store;
  };
  const k = () => key('v1', req({ width: 10 }, 'webp'));
  const text = async (v: ServedVariant) => {
    const body = v.read();
    if (body instanceof Uint8Array) return Buffer.from(body).toString();
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
    return Buffer.concat(chunks).toString();
  };

  it('renders on a miss, reads a small stored variant once, then serves it from memory', async () => {
    const store = fileStore();
    const cache = new VariantCache(store, { maxBytes: 1024, maxEntryBytes: 16 });
    const first = await cache.serve(k(), async () => Buffer.from('rendered'));
    expect({ cached: first.cached, size: first.size, type: first.contentType }).toEqual({
      cached: false,
      size: 8,
      type: 'image/webp',
    });
    expect(await text(first)).toBe('rendered');
    expect(await text(await cache.serve(k(), async () => Buffer.from('again')))).toBe('rendered'); // from the store
    const asks = { ...store.asks };
    store.bytes.set(k(), Buffer.from('changed')); // never happens to a real key: shows memory answers now
    const third = await cache.serve(k(), async () => Buffer.from('again'));
    expect(await text(third)).toBe('rendered');
    expect(third.read({ start: 1, end: 3 })).toEqual(Buffer.from('end'));
    expect(store.asks).toEqual(asks);
  });

  it('streams a large stored variant from its file every time', async () => {
    const store = fileStore();
    const cache = new VariantCache(store, { maxBytes: 1024, maxEntryBytes: 4 });
    await cache.serve(k(), async () => Buffer.from('a large one'));
    for (let i = 0; i < 2; i += 1) {
      const v = await cache.serve(k(), async () => Buffer.from('x'));
      expect(v.read()).toBeInstanceOf(Readable);
      expect(await text(v)).toBe('a large one');
    }
    expect(store.asks.file).toBe(3);
  });
});
