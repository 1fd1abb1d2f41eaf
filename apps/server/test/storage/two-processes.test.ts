// Two real server processes on one PostgreSQL database and one STORAGE_DIR serve each other's files: an upload
// through A (staff, supabase.storage) is downloaded, rendered and listed through B; a removal through B is seen by
// A's public routes within A's lookup-cache bound (STORAGE_LOOKUP_CACHE_MS, set small here). PostgreSQL only:
// PGlite's data directory has one owner by design (db/data-dir-lock.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { deriveKeys } from '../../src/http/keys.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../auth/support.ts';
import { describeOnPostgres } from '../support/postgres-only.ts';
import { freshPgDatabase } from '../support/golden.ts';
import { spawnServerProcess, type ServerProcess } from '../support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../support/test-server.ts';

/** A's bound on serving a public file another process removed (ms). */
const LOOKUP_CACHE_MS = 200;
/** How long the poll below may wait for A to see B's removal: far past the bound, so only a real fault fails it. */
const SEEN_WITHIN_MS = 15_000;

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

describe('the lookup-cache bound each process is given', () => {
  it('is STORAGE_LOOKUP_CACHE_MS: 2 s by default, at most 2 s, 0 to turn it off', () => {
    expect(loadConfig({}).storageLookupCacheMs).toBe(2000);
    expect(loadConfig({ STORAGE_LOOKUP_CACHE_MS: '0' }).storageLookupCacheMs).toBe(0);
    expect(loadConfig({ STORAGE_LOOKUP_CACHE_MS: '250' }).storageLookupCacheMs).toBe(250);
    expect(() => loadConfig({ STORAGE_LOOKUP_CACHE_MS: '2001' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_LOOKUP_CACHE_MS: '1s' })).toThrow(
      /STORAGE_LOOKUP_CACHE_MS must be a whole number/,
    );
  });
});

describeOnPostgres('two server processes on one %s', () => {
  let database: { databaseUrl: string; drop(): Promise<void> };
  let storageDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let keys: { anonKey: string; serviceKey: string };
  let email: string;

  const signedIn = async (url: string): Promise<SupabaseClient> => {
    const client = createClient(url, keys.anonKey, options);
    const { error } = await client.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    if (error) throw new Error(`sign-in failed: ${error.message}`);
    return client;
  };

  beforeAll(async () => {
    database = await freshPgDatabase();
    storageDir = mkdtempSync(join(tmpdir(), 'storage-two-'));
    const env = {
      DATABASE_URL: database.databaseUrl,
      STORAGE_DIR: storageDir,
      STORAGE_LOOKUP_CACHE_MS: String(LOOKUP_CACHE_MS),
    };
    // One after the other: both migrate on start, and the second finds nothing left to do.
    a = await spawnServerProcess(env).ready;
    b = await spawnServerProcess(env).ready;
    keys = await deriveKeys(TEST_JWT_SECRET);
    // A staff account (profile role admin, set as the database owner: the API can never change a role).
    email = uniqueEmail('staff');
    const admin = createClient(a.url, keys.serviceKey, options);
    const created = await admin.auth.admin.createUser({
      email,
      password: GOOD_PASSWORD,
      email_confirm: true,
    });
    if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
    const owner = new pg.Client({ connectionString: database.databaseUrl });
    await owner.connect();
    try {
      await owner.query(`update public.profiles set role = 'admin' where user_id = $1`, [
        created.data.user.id,
      ]);
    } finally {
      await owner.end();
    }
  });
  afterAll(async () => {
    for (const p of [a, b]) {
      if (!p) continue;
      p.child.kill('SIGTERM');
      await p.exited;
    }
    await database?.drop();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it('serves through B what A stored, and A stops serving what B removed within its bound', async () => {
    const staffA = await signedIn(a.url);
    const staffB = await signedIn(b.url);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f7931a' } })
      .jpeg()
      .toBuffer();
    const up = await staffA.storage
      .from('media')
      .upload('two/photo.jpg', photo, { contentType: 'image/jpeg' });
    expect(up.error).toBeNull();

    // B downloads the bytes A wrote (one folder), renders a variant of them, and lists them.
    const downloaded = await staffB.storage.from('media').download('two/photo.jpg');
    expect(downloaded.error).toBeNull();
    const stored = Buffer.from(await (downloaded.data as Blob).arrayBuffer());
    expect((await sharp(stored).metadata()).width).toBe(400);
    const publicB = createClient(b.url, keys.anonKey, options).storage.from('media');
    const renderB = publicB.getPublicUrl('two/photo.jpg', { transform: { width: 128 } }).data.publicUrl;
    const rendered = await fetch(renderB);
    expect(rendered.status).toBe(200);
    expect((await sharp(Buffer.from(await rendered.arrayBuffer())).metadata()).width).toBe(128);
    const listed = await staffB.storage.from('media').list('two');
    expect(listed.error).toBeNull();
    expect(listed.data?.map((f) => f.name)).toEqual(['photo.jpg']);

    // A serves it publicly too (and so has its lookup cached), then B removes it.
    const publicA = createClient(a.url, keys.anonKey, options).storage.from('media');
    const fileA = publicA.getPublicUrl('two/photo.jpg').data.publicUrl;
    const renderA = publicA.getPublicUrl('two/photo.jpg', { transform: { width: 128 } }).data.publicUrl;
    for (const url of [fileA, renderA]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const removed = await staffB.storage.from('media').remove(['two/photo.jpg']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((f) => f.name)).toEqual(['two/photo.jpg']);

    // A answers "not found" once its cached lookup has expired: asked again and again (each answer is the wait; no
    // sleep), never longer than SEEN_WITHIN_MS.
    const notFound = async (url: string, code = 'NoSuchKey'): Promise<boolean> => {
      const res = await fetch(url);
      const body = await res.arrayBuffer();
      if (res.status === 200) return false;
      expect(res.status).toBe(400);
      expect(JSON.parse(Buffer.from(body).toString('utf8'))).toMatchObject({ statusCode: '404', code });
      return true;
    };
    const seenByA = async (url: string, code?: string): Promise<boolean> => {
      const until = Date.now() + SEEN_WITHIN_MS;
      let gone = false;
      while (!gone && Date.now() < until) gone = await notFound(url, code);
      return gone;
    };
    // Each within the bound, polled: the download may fail earlier than the lookup expires (the bytes are gone from
    // the shared folder), while the variant, kept in A's memory, is served until A's cached row expires.
    expect(await seenByA(fileA)).toBe(true);
    expect(await seenByA(renderA)).toBe(true);
    expect(await notFound(publicB.getPublicUrl('two/photo.jpg').data.publicUrl)).toBe(true);

    // A change that leaves the bytes in place: B makes the bucket private. A's cached "public" lasts only its bound.
    expect(
      (await staffA.storage.from('media').upload('two/kept.jpg', photo, { contentType: 'image/jpeg' })).error,
    ).toBeNull();
    const keptA = publicA.getPublicUrl('two/kept.jpg').data.publicUrl;
    expect((await fetch(keptA)).status).toBe(200);
    const serviceB = createClient(b.url, keys.serviceKey, options).storage;
    expect((await serviceB.updateBucket('media', { public: false })).error).toBeNull();
    try {
      expect(await seenByA(keptA, 'NoSuchBucket')).toBe(true);
      expect(await notFound(publicB.getPublicUrl('two/kept.jpg').data.publicUrl, 'NoSuchBucket')).toBe(true);
    } finally {
      await serviceB.updateBucket('media', { public: true });
    }
  });
});
