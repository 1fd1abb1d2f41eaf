// Rendered image variants (storage/transform/) kept in the storage folder: `<root>/variants/<objectId>/<hash>.<ext>`,
// beside the objects' `<2 hex>/<uuid>` files, so every process on one folder shares them. A variant is written to a
// temporary file and renamed into place, so a reader sees it whole or not at all; an object's variants go with it.
// The folder is a cache within caps (transform/variant-index.ts: per object and in all, by count and bytes): a write
// past a cap removes the least recently used variants. Use order is kept in memory (a Map move per read) and on disk
// as the file's mtime, touched at most once a minute per variant, so a restarted process (or another one) reads it
// back from one scan of the folder. Eviction is safe for readers: a file is read through a handle opened before its
// size is reported (an unlinked file stays readable through an open handle), and a whole read either finds the
// file or misses and renders again.
// Several processes on one folder each keep the caps over the variants they know (those found by their start-up
// scan, written or served by them), so the folder holds at most the caps times the number of processes.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_VARIANT_LIMITS, VariantIndex, type VariantLimits } from '../transform/variant-index.ts';
import type { VariantStore } from '../transform/variant-cache.ts';

export interface ObjectVariantStore extends VariantStore {
  /** Drops every variant of these objects (by `storage.objects.id`); missing ones are not an error. */
  removeFor(objectIds: readonly string[]): Promise<void>;
}

export interface FolderVariantOptions {
  limits?: VariantLimits;
  /** The clock the on-disk use time is written with (ms). */
  now?: () => number;
}

/** What variantKey() makes: nothing else is ever turned into a path. */
const VARIANT_KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{32}\.(jpg|png|gif|webp|avif)$/;
const OBJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A use is written to the file's mtime at most this often (the in-memory order is exact). */
const TOUCH_EVERY_MS = 60_000;

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function folderVariantStore(root: string, opts: FolderVariantOptions = {}): ObjectVariantStore {
  const base = join(resolve(root), 'variants');
  const now = opts.now ?? Date.now;
  const index = new VariantIndex(opts.limits ?? DEFAULT_VARIANT_LIMITS);
  /** When each known variant's mtime was last written by this process. */
  const touchedAt = new Map<string, number>();
  const pathOf = (key: string): string => {
    if (!VARIANT_KEY.test(key)) throw new Error(`not a variant key: ${key.slice(0, 80)}`);
    return join(base, key);
  };

  const evict = async (keys: readonly string[]) => {
    for (const key of keys) touchedAt.delete(key);
    await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
  };

  // The folder as found, oldest use first, read once before the first call is answered.
  let scanned: Promise<void> | null = null;
  // A folder that cannot be read whole (permissions) leaves the caps to what this process writes and serves.
  const ready = () => (scanned ??= scan().catch(() => undefined));
  async function scan(): Promise<void> {
    const found: { key: string; size: number; mtime: number }[] = [];
    const dirs = await readdir(base).catch((err: unknown) => {
      if (missing(err)) return [] as string[];
      throw err;
    });
    for (const dir of dirs) {
      if (!OBJECT_ID.test(dir)) continue;
      const names = await readdir(join(base, dir)).catch(() => [] as string[]);
      await Promise.all(
        names.map(async (name) => {
          const key = `${dir}/${name}`;
          if (!VARIANT_KEY.test(key)) return; // temporary files, strays
          const info = await stat(join(base, key)).catch(() => null);
          if (info?.isFile()) found.push({ key, size: info.size, mtime: info.mtimeMs });
        }),
      );
    }
    found.sort((a, b) => a.mtime - b.mtime);
    const over: string[] = [];
    for (const f of found) {
      if (index.has(f.key)) continue; // written by this process while the scan ran: newer
      over.push(...index.add(f.key, f.size));
      touchedAt.set(f.key, f.mtime);
    }
    await evict(over);
  }

  /** A hit: most recently used in memory; on disk when the last write of it is old. Never fails the read. */
  const used = async (key: string, size: number) => {
    if (!index.touch(key)) {
      // Written by another process: known from now on (and counted against the caps).
      await evict(index.add(key, size));
    }
    const at = now();
    if (at - (touchedAt.get(key) ?? 0) < TOUCH_EVERY_MS) return;
    touchedAt.set(key, at);
    const when = new Date(at);
    await utimes(pathOf(key), when, when).catch(() => undefined);
  };

  return {
    async get(key) {
      await ready();
      try {
        const bytes = await readFile(pathOf(key));
        await used(key, bytes.byteLength);
        return bytes;
      } catch (err) {
        if (missing(err)) {
          index.delete(key);
          return undefined;
        }
        throw err;
      }
    },
    async file(key) {
      await ready();
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (err) {
        if (missing(err)) {
          index.delete(key);
          return undefined;
        }
        throw err;
      }
      const fh = handle;
      try {
        const { size } = await fh.stat();
        await used(key, size);
        let taken = false;
        return {
          size,
          // The stream owns the handle from here and closes it when it ends or is destroyed.
          read: (range) => {
            taken = true;
            return fh.createReadStream(range ? { start: range.start, end: range.end } : {});
          },
          release: () => {
            if (!taken) void fh.close().catch(() => undefined);
            taken = true;
          },
        };
      } catch (err) {
        await fh.close().catch(() => undefined);
        throw err;
      }
    },
    touch(key) {
      // Served from memory: still in use. A key this process does not know is recorded by its next read from disk.
      if (index.has(key)) void used(key, 0).catch(() => undefined);
    },
    async put(key, bytes) {
      await ready();
      if (!index.fits(bytes.byteLength)) return; // larger than an object may keep: served, never stored
      const path = pathOf(key);
      const dir = join(base, key.slice(0, key.indexOf('/')));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temp = join(dir, `.tmp-${randomUUID()}`);
      try {
        const file = await open(temp, 'wx', 0o600);
        try {
          await file.write(bytes);
          const when = new Date(now()); // use times all on one clock, the injected one
          await file.utimes(when, when);
        } finally {
          await file.close();
        }
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      touchedAt.set(key, now());
      await evict(index.add(key, bytes.byteLength));
    },
    async removeFor(objectIds) {
      await ready();
      await Promise.all(
        objectIds.map((id) => {
          if (!OBJECT_ID.test(id)) throw new Error(`not an object id: ${id.slice(0, 80)}`);
          for (const key of index.deleteObject(id)) touchedAt.delete(key);
          return rm(join(base, id), { recursive: true, force: true });
        }),
      );
    },
  };
}
