// The folder backend on its own: keys it makes paths of, whole-or-nothing writes, 0600 files, copy and delete.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TooLargeError } from '../../src/storage/backend/backend.ts';
import { folderBackend } from '../../src/storage/backend/folder.ts';
import { keyOf, newVersion } from '../../src/storage/keys.ts';
import { filesOnDisk } from './support.ts';

const dirs: string[] = [];
function fresh(): string {
  const dir = mkdtempSync(join(tmpdir(), 'folder-backend-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

describe('folder storage backend', () => {
  it('stores a stream whole, as a 0600 file, and reads, heads, copies and deletes it', async () => {
    const root = fresh();
    const backend = folderBackend(root);
    const key = keyOf(newVersion());
    const stored = await backend.put(key, chunks('hello ', 'world'), 100);
    expect(stored).toEqual({ size: 11, md5: '5eb63bbbe01eeed093cb22bb8f5acdc3' });
    expect(statSync(join(root, key)).mode & 0o777).toBe(0o600);
    const got = await backend.get(key);
    expect(got?.size).toBe(11);
    const parts: Buffer[] = [];
    for await (const part of got?.body ?? []) parts.push(part as Buffer);
    expect(Buffer.concat(parts).toString()).toBe('hello world');
    expect(await backend.head(key)).toEqual({ size: 11 });

    const copy = keyOf(newVersion());
    await backend.copy(key, copy);
    expect(await backend.head(copy)).toEqual({ size: 11 });
    await backend.deleteMany([key, copy, keyOf(newVersion())]);
    expect(filesOnDisk(root)).toEqual([]);
    expect(await backend.get(key)).toBeNull();
  });

  it('keeps nothing when the bytes pass the cap or the stream fails', async () => {
    const root = fresh();
    const backend = folderBackend(root);
    await expect(backend.put(keyOf(newVersion()), chunks('12345', '6'), 5)).rejects.toBeInstanceOf(TooLargeError);
    async function* failing(): AsyncIterable<Uint8Array> {
      yield Buffer.from('part');
      throw new Error('client went away');
    }
    await expect(backend.put(keyOf(newVersion()), failing(), 100)).rejects.toThrow('client went away');
    expect(filesOnDisk(root)).toEqual([]);
  });

  it('refuses any key it did not make (no path from user text, no traversal)', async () => {
    const root = fresh();
    const backend = folderBackend(root);
    for (const key of ['../etc/passwd', 'media/pic.png', `ab/../../${newVersion()}`, '']) {
      await expect(backend.put(key, Buffer.from('x'), 10)).rejects.toThrow(/not a storage key/);
      await expect(backend.get(key)).rejects.toThrow(/not a storage key/);
    }
    expect(readdirSync(root)).toEqual([]);
  });
});
