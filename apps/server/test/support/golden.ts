// A migrated "golden" database made once per test run (vitest globalSetup) and copied per test file,
// so each file starts from a clean, fully migrated database in well under a second.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateAll, openDatabase } from '../../src/db/open.ts';
import { REPO_ROOT } from '../../src/paths.ts';
import { TEST_DATABASE_URL } from './backends.ts';

// Per run, like the PostgreSQL golden: concurrent vitest runs must not rebuild or delete each other's copy.
export const GOLDEN_PGLITE_DIR = join(REPO_ROOT, '.tmp', `golden-pglite-${process.env.GOLDEN_RUN_ID ?? 'local'}`);
export const GOLDEN_PG_DB = `golden_${process.env.GOLDEN_RUN_ID ?? 'local'}`;

export function databaseUrlFor(name: string): string {
  const url = new URL(TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function buildGoldens(): Promise<void> {
  rmSync(GOLDEN_PGLITE_DIR, { recursive: true, force: true });
  const opened = await openDatabase({ dataDir: GOLDEN_PGLITE_DIR, databaseUrl: undefined });
  try {
    await migrateAll(opened.db);
  } finally {
    await opened.close();
  }
  if (TEST_DATABASE_URL) {
    await adminQuery(`drop database if exists ${GOLDEN_PG_DB}`);
    await adminQuery(`create database ${GOLDEN_PG_DB}`);
    const pgOpened = await openDatabase({ databaseUrl: databaseUrlFor(GOLDEN_PG_DB), dataDir: '' });
    try {
      await migrateAll(pgOpened.db);
    } finally {
      await pgOpened.close();
    }
  }
}

export async function dropGoldens(): Promise<void> {
  rmSync(GOLDEN_PGLITE_DIR, { recursive: true, force: true });
  if (TEST_DATABASE_URL) await adminQuery(`drop database if exists ${GOLDEN_PG_DB}`);
}

/** A fresh PGlite DATA_DIR copied from the golden one (or empty when `empty`). */
export function freshDataDir(empty = false): { dataDir: string; remove(): void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'ba-test-'));
  if (!empty && existsSync(GOLDEN_PGLITE_DIR)) {
    cpSync(GOLDEN_PGLITE_DIR, dataDir, { recursive: true, filter: (src) => !src.endsWith('server.lock') });
  }
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database cloned from the golden template (or empty when `empty`). */
export async function freshPgDatabase(empty = false): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(empty ? `create database ${name}` : `create database ${name} template ${GOLDEN_PG_DB}`);
  return {
    databaseUrl: databaseUrlFor(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
