// Rendered image variants (storage/transform/) kept in the storage folder: `<root>/variants/<objectId>/<hash>.<ext>`,
// beside the objects' `<2 hex>/<uuid>` files, so every process on one folder shares them. A variant is written to a
// temporary file and renamed into place, so a reader sees it whole or not at all; an object's variants go with it.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { VariantStore } from '../transform/variant-cache.ts';

export interface ObjectVariantStore extends VariantStore {
  /** Drops every variant of these objects (by `storage.objects.id`); missing ones are not an error. */
  removeFor(objectIds: readonly string[]): Promise<void>;
}

/** What variantKey() makes: nothing else is ever turned into a path. */
const VARIANT_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{32}\.(jpg|png|gif|webp|avif)$/;
const OBJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function folderVariantStore(root: string): ObjectVariantStore {
  const base = join(resolve(root), 'variants');
  const pathOf = (key: string): string => {
    if (!VARIANT_KEY.test(key)) throw new Error(`not a variant key: ${key.slice(0, 80)}`);
    return join(base, key);
  };
  return {
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async file(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return { size: info.size, read: (range) => createReadStream(path, range) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async put(key, bytes) {
      const path = pathOf(key);
      const dir = join(base, key.slice(0, key.indexOf('/')));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temp = join(dir, `.tmp-${randomUUID()}`);
      try {
        const file = await open(temp, 'wx', 0o600);
        try {
          await file.write(bytes);
        } finally {
          await file.close();
        }
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async removeFor(objectIds) {
      await Promise.all(
        objectIds.map((id) => {
          if (!OBJECT_ID.test(id)) throw new Error(`not an object id: ${id.slice(0, 80)}`);
          return rm(join(base, id), { recursive: true, force: true });
        }),
      );
    },
  };
}
