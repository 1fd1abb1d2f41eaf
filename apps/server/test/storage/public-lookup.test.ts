// The public routes' lookup cache (storage/public-lookup.ts) through the real server: a change made behind this
// process's back (SQL here stands for another server process on the same database) is served from the cache until
// the bound passes on the server's clock, then seen; every write through this process is seen at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startStorageServer, type StorageTestServer } from './support.ts';

/** Just past STORAGE_LOOKUP_CACHE_MS's default (2 s). */
const PAST_BOUND_S = 2.001;

describe.each(backends)('storage public lookup cache on %s', (backend) => {
  let t: StorageTestServer;
  const publicUrl = (bucket: string, name: string) => `${t.url}/storage/v1/object/public/${bucket}/${name}`;
  const get = async (bucket: string, name: string): Promise<{ status: number; text: string }> => {
    const res = await fetch(publicUrl(bucket, name));
    const text = await res.text();
    return {
      status: res.status,
      text: res.status === 200 ? text : (JSON.parse(text) as { statusCode: string }).statusCode,
    };
  };
  const upload = async (bucket: string, name: string, body: string, upsert = false) => {
    const { error } = await t
      .admin()
      .storage.from(bucket)
      .upload(name, body, { contentType: 'text/plain', upsert });
    expect(error).toBeNull();
  };

  beforeAll(async () => {
    t = await startStorageServer(backend);
    await t.admin().storage.createBucket('pub', { public: true });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('serves a public file from the cache until the bound passes, then sees another writer’s change', async () => {
    await upload('pub', 'elsewhere.txt', 'one');
    expect(await get('pub', 'elsewhere.txt')).toEqual({ status: 200, text: 'one' });
    // Another process removes the row (its bytes stay until that process deletes them).
    await t.db.query(`delete from storage.objects where bucket_id = 'pub' and name = 'elsewhere.txt'`);
    expect(await get('pub', 'elsewhere.txt')).toEqual({ status: 200, text: 'one' });
    t.advance(PAST_BOUND_S);
    expect(await get('pub', 'elsewhere.txt')).toEqual({ status: 400, text: '404' });
  });

  it('drops a cached miss when the file is uploaded through this process', async () => {
    expect((await get('pub', 'later.txt')).text).toBe('404');
    await upload('pub', 'later.txt', 'here');
    // Through this process: seen at once.
    expect(await get('pub', 'later.txt')).toEqual({ status: 200, text: 'here' });
  });

  it('sees every write through this process at once: upsert, remove, move, copy', async () => {
    await upload('pub', 'w.txt', 'v1');
    expect(await get('pub', 'w.txt')).toEqual({ status: 200, text: 'v1' });
    await upload('pub', 'w.txt', 'v2', true);
    expect(await get('pub', 'w.txt')).toEqual({ status: 200, text: 'v2' });

    expect((await get('pub', 'moved.txt')).text).toBe('404');
    expect((await t.admin().storage.from('pub').move('w.txt', 'moved.txt')).error).toBeNull();
    expect((await get('pub', 'w.txt')).text).toBe('404');
    expect(await get('pub', 'moved.txt')).toEqual({ status: 200, text: 'v2' });

    expect((await get('pub', 'copied.txt')).text).toBe('404');
    expect((await t.admin().storage.from('pub').copy('moved.txt', 'copied.txt')).error).toBeNull();
    expect(await get('pub', 'copied.txt')).toEqual({ status: 200, text: 'v2' });

    expect((await t.admin().storage.from('pub').remove(['moved.txt'])).error).toBeNull();
    expect((await get('pub', 'moved.txt')).text).toBe('404');
  });

  it('sees bucket changes through this process at once: made private, emptied, deleted, created', async () => {
    const admin = t.admin().storage;
    await admin.createBucket('flip', { public: true });
    await upload('flip', 'a.txt', 'a');
    expect(await get('flip', 'a.txt')).toEqual({ status: 200, text: 'a' });
    expect((await admin.updateBucket('flip', { public: false })).error).toBeNull();
    expect((await get('flip', 'a.txt')).text).toBe('404');
    expect((await admin.updateBucket('flip', { public: true })).error).toBeNull();
    expect(await get('flip', 'a.txt')).toEqual({ status: 200, text: 'a' });
    expect((await admin.emptyBucket('flip')).error).toBeNull();
    expect((await get('flip', 'a.txt')).text).toBe('404');
    expect((await admin.deleteBucket('flip')).error).toBeNull();
    expect((await admin.createBucket('flip', { public: true })).error).toBeNull();
    await upload('flip', 'a.txt', 'again');
    expect(await get('flip', 'a.txt')).toEqual({ status: 200, text: 'again' });
  });

  it('caches renders’ lookups the same way', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(
      (await t.admin().storage.from('pub').upload('dot.png', png, { contentType: 'image/png' })).error,
    ).toBeNull();
    const url = `${t.url}/storage/v1/render/image/public/pub/dot.png?width=1`;
    expect((await fetch(url)).status).toBe(200);
    await t.db.query(`update storage.buckets set public = false where id = 'pub'`);
    const cached = await fetch(url);
    expect(cached.status).toBe(200);
    await cached.arrayBuffer();
    t.advance(PAST_BOUND_S);
    const gone = await fetch(url);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    await t.db.query(`update storage.buckets set public = true where id = 'pub'`);
  });
});
