// Helpers for the storage suites: a server whose stored files sit in a folder the test can look into, a clock the
// test moves, and checks on Supabase Storage's error shape as storage-js reports it.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Backend } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

export interface StorageTestServer extends TestServer {
  /** The folder the server keeps file bytes in (DATA_DIR/storage with PGlite, STORAGE_DIR with PostgreSQL). */
  storageRoot: string;
  /** Moves the server's clock on (signed URLs expire by it). */
  advance(seconds: number): void;
}

export async function startStorageServer(backend: Backend, env: Record<string, string> = {}): Promise<StorageTestServer> {
  const storageDir = mkdtempSync(join(tmpdir(), 'storage-test-'));
  let offset = 0;
  const t = await startTestServer(backend, { STORAGE_DIR: storageDir, ...env }, { now: () => Date.now() + offset });
  const storageRoot = t.config.databaseUrl ? storageDir : join(t.config.dataDir, 'storage');
  const stop = t.stop.bind(t);
  return Object.assign(t, {
    storageRoot,
    advance(seconds: number) {
      offset += seconds * 1000;
    },
    async stop() {
      await stop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  });
}

/** Every file under the storage folder (temporary ones included), relative paths. */
export function filesOnDisk(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${rel}${name}/`);
      else out.push(`${rel}${name}`);
    }
  };
  walk(root, '');
  return out.sort();
}

export interface ApiErrorShape {
  status: number;
  statusCode: string;
  code: string;
  message?: string | RegExp;
}

/** storage-js's StorageApiError carries the HTTP status, the body's statusCode and code, and its message. */
export function expectStorageError(error: unknown, want: ApiErrorShape): void {
  expect(error).toBeTruthy();
  const e = error as { status?: number; statusCode?: string; code?: string; message?: string };
  expect({ status: e.status, statusCode: e.statusCode, code: e.code }).toEqual({
    status: want.status,
    statusCode: want.statusCode,
    code: want.code,
  });
  if (typeof want.message === 'string') expect(e.message).toBe(want.message);
  else if (want.message) expect(e.message).toMatch(want.message);
}

/** A tiny valid PNG (1×1). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
