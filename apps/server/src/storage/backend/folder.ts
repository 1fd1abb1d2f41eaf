// The default backend: files in one folder on this machine. Each key (`<2 hex>/<uuid>`, made by storage/keys.ts)
// is a file; a write goes to a temporary file beside it and is renamed into place only once complete, so a
// failed or refused upload leaves nothing behind. Files are 0600 (and the process umask is 077).
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { TooLargeError, type ReadFile, type StorageBackend, type StoredFile } from './backend.ts';

/** What keys look like: nothing else is ever turned into a path. */
const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function folderBackend(root: string): StorageBackend {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key.slice(0, 80)}`);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error('storage key outside the folder');
    return path;
  };

  return {
    async put(key, body, maxBytes): Promise<StoredFile> {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temp = join(dirname(path), `.tmp-${randomUUID()}`);
      const file = await open(temp, 'wx', 0o600);
      const hash = createHash('md5');
      let size = 0;
      try {
        const chunks: AsyncIterable<Uint8Array> | Uint8Array[] = body instanceof Uint8Array ? [body] : body;
        for await (const chunk of chunks) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new TooLargeError(maxBytes);
          hash.update(chunk);
          await file.write(chunk);
        }
        await file.sync();
        await file.close();
        await rename(temp, path);
      } catch (err) {
        await file.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw err;
      }
      return { size, md5: hash.digest('hex') };
    },

    async get(key, range): Promise<ReadFile | null> {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info) return null;
      return { size: info.size, body: createReadStream(path, range) };
    },

    async head(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info ? { size: info.size } : null;
    },

    async deleteMany(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },

    async copy(fromKey, toKey) {
      const to = pathOf(toKey);
      await mkdir(dirname(to), { recursive: true, mode: 0o700 });
      const temp = join(dirname(to), `.tmp-${randomUUID()}`);
      try {
        await copyFile(pathOf(fromKey), temp);
        await rename(temp, to);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
  };
}
