// /storage/v1/object through supabase.storage, as staff, a learner and anon: uploads (multipart and raw, upsert),
// downloads (authenticated and public), info, exists, list, move, copy, remove; limits and mime types; RLS per
// role with policies written for hosted Supabase; nothing left on disk after a refused upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { startServer } from '../../src/server.ts';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { expectStorageError, filesOnDisk, PNG_1X1, startStorageServer, type StorageTestServer } from './support.ts';

describe.each(backends)('storage objects on %s', (backend) => {
  let t: StorageTestServer;
  let learner: SignedInUser;
  let other: SignedInUser;
  let staff: SignedInUser;

  beforeAll(async () => {
    t = await startStorageServer(backend, { STORAGE_FILE_SIZE_LIMIT: '4096' });
    learner = await signedInUser(t, 'contributor');
    other = await signedInUser(t, 'contributor');
    staff = await signedInUser(t, 'editor');
    // A private bucket with the policy hosted Supabase documents: each user works in their own folder.
    await t.admin().storage.createBucket('open');
    await t.admin().storage.createBucket('docs', { public: false, fileSizeLimit: 1024, allowedMimeTypes: ['text/*', 'image/png'] });
    for (const [op, clause] of [
      ['select', 'using'],
      ['insert', 'with check'],
      ['update', 'using'],
      ['delete', 'using'],
    ] as const) {
      await t.db.query(
        `create policy "docs: own folder ${op}" on storage.objects for ${op} to authenticated
         ${clause} (bucket_id = 'docs' and (storage.foldername(name))[1] = auth.uid()::text)`,
      );
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('the public media bucket', () => {
    it('staff upload an image (multipart); anyone downloads it from its public URL with its headers', async () => {
      const up = await staff.client.storage
        .from('media')
        .upload('posts/pixel.png', new Blob([PNG_1X1], { type: 'image/png' }), { cacheControl: '600' });
      expect(up.error).toBeNull();
      expect(up.data).toMatchObject({ path: 'posts/pixel.png', fullPath: 'media/posts/pixel.png' });
      expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

      const url = t.client().storage.from('media').getPublicUrl('posts/pixel.png').data.publicUrl;
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_1X1);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('max-age=600');
      expect(res.headers.get('content-length')).toBe(String(PNG_1X1.length));
      expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
      expect(new Date(res.headers.get('last-modified') ?? '').getTime()).not.toBeNaN();
      expect(res.headers.get('access-control-allow-origin')).toBe('*');

      const named = await fetch(t.client().storage.from('media').getPublicUrl('posts/pixel.png', { download: 'my pic.png' }).data.publicUrl);
      expect(named.headers.get('content-disposition')).toBe(`attachment; filename=my%20pic.png; filename*=UTF-8''my%20pic.png`);
      const plain = await fetch(`${url}?download`);
      expect(plain.headers.get('content-disposition')).toBe('attachment;');
    });

    it('refuses a learner and anon (RLS) and leaves nothing on disk', async () => {
      const before = filesOnDisk(t.storageRoot);
      for (const client of [learner.client, t.client()]) {
        const res = await client.storage.from('media').upload('x.png', new Blob([PNG_1X1], { type: 'image/png' }));
        expectStorageError(res.error, {
          status: 400,
          statusCode: '403',
          code: 'AccessDenied',
          message: 'new row violates row-level security policy',
        });
      }
      expect(filesOnDisk(t.storageRoot)).toEqual(before);
      // Learners cannot list it either (the select policy is staff's); the public URL serves anyone.
      expect((await learner.client.storage.from('media').list('posts')).data).toEqual([]);
      expect((await staff.client.storage.from('media').list('posts')).data?.map((o) => o.name)).toEqual(['pixel.png']);
    });

    it('refuses a type the bucket does not allow (InvalidMimeType) and leaves nothing on disk', async () => {
      const before = filesOnDisk(t.storageRoot);
      const res = await staff.client.storage.from('media').upload('notes.txt', 'hello', { contentType: 'text/plain' });
      expectStorageError(res.error, {
        status: 400,
        statusCode: '415',
        code: 'InvalidMimeType',
        message: 'mime type text/plain is not supported',
      });
      expect(filesOnDisk(t.storageRoot)).toEqual(before);
    });

    it('serves no object of a private bucket on the public path', async () => {
      await learner.client.storage.from('docs').upload(`${learner.id}/secret.txt`, 'secret', { contentType: 'text/plain' });
      const res = await fetch(t.client().storage.from('docs').getPublicUrl(`${learner.id}/secret.txt`).data.publicUrl);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: '404', error: 'Bucket not found', code: 'NoSuchBucket', message: 'Bucket not found' });
    });
  });

  describe('serving', () => {
    it('serves markup and text only as downloads, never as a page of the site; refuses scripts (SVG: upload-images)', async () => {
      await t.admin().storage.createBucket('site-files', { public: true });
      const files = t.admin().storage.from('site-files');
      for (const [name, type] of [
        ['page.html', 'text/html; charset=utf-8'],
        ['note.txt', 'text/plain'],
      ] as const) {
        expect((await files.upload(name, '<b>hi</b>', { contentType: type })).error).toBeNull();
        const res = await fetch(files.getPublicUrl(name).data.publicUrl);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-disposition')).toBe('attachment;');
        expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      }
      expectStorageError((await files.upload('app.js', 'alert(1)', { contentType: 'text/javascript' })).error, {
        status: 400,
        statusCode: '415',
        code: 'InvalidMimeType',
        message: 'mime type text/javascript is not supported',
      });
    });

    it('answers the authenticated path and HEAD with the headers and no body; an unknown route with 404', async () => {
      await t.admin().storage.from('open').upload('head.txt', 'twelve bytes', { contentType: 'text/plain' });
      const headers = { apikey: t.serviceKey, authorization: `Bearer ${t.serviceKey}` };
      const got = await fetch(`${t.url}/storage/v1/object/authenticated/open/head.txt`, { headers });
      expect(await got.text()).toBe('twelve bytes');
      const head = await fetch(`${t.url}/storage/v1/object/open/head.txt`, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('12');
      expect(head.headers.get('content-type')).toBe('text/plain');
      expect(await head.text()).toBe('');
      const etag = got.headers.get('etag') ?? '';
      const again = await fetch(`${t.url}/storage/v1/object/open/head.txt`, { headers: { ...headers, 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const changed = await fetch(`${t.url}/storage/v1/object/open/head.txt`, { headers: { ...headers, 'if-none-match': '"other"' } });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe('twelve bytes');
      const unknown = await fetch(`${t.url}/storage/v1/nothing/here`, { headers });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ statusCode: '404', code: 'NotFound' });
    });

    if (backend === 'postgres') {
      it("two servers on one DATABASE_URL and STORAGE_DIR serve each other's uploads", async () => {
        const second = await startServer(t.config);
        try {
          const client = createClient(second.url, second.keys.serviceKey, {
            auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          });
          expect((await client.storage.from('open').upload('from-second.txt', 'second', { contentType: 'text/plain' })).error).toBeNull();
          expect(await (await t.admin().storage.from('open').download('from-second.txt')).data?.text()).toBe('second');
          await t.admin().storage.from('open').upload('from-first.txt', 'first', { contentType: 'text/plain' });
          expect(await (await client.storage.from('open').download('from-first.txt')).data?.text()).toBe('first');
        } finally {
          await second.close(1000);
        }
      });
    }
  });

  describe('a private bucket with "own folder" policies', () => {
    it('uploads a raw body with metadata; the owner downloads and reads its info; others get NoSuchKey', async () => {
      const path = `${learner.id}/notes/a.txt`;
      const up = await learner.client.storage
        .from('docs')
        .upload(path, Buffer.from('first'), { contentType: 'text/plain', metadata: { topic: 'fees' } });
      expect(up.error).toBeNull();

      const down = await learner.client.storage.from('docs').download(path);
      expect(down.error).toBeNull();
      expect(await down.data?.text()).toBe('first');

      const info = await learner.client.storage.from('docs').info(path);
      expect(info.error).toBeNull();
      expect(info.data).toMatchObject({ name: path, bucketId: 'docs', size: 5, contentType: 'text/plain', metadata: { topic: 'fees' } });

      for (const client of [other.client, staff.client, t.client()]) {
        expectStorageError((await client.storage.from('docs').download(path)).error, {
          status: 400,
          statusCode: '404',
          code: 'NoSuchKey',
          message: 'Object not found',
        });
      }
      expect(await learner.client.storage.from('docs').exists(path)).toEqual({ data: true, error: null });
      expect((await other.client.storage.from('docs').exists(path)).data).toBe(false);
    });

    it("refuses a write in someone else's folder", async () => {
      const res = await other.client.storage.from('docs').upload(`${learner.id}/intruder.txt`, 'x', { contentType: 'text/plain' });
      expectStorageError(res.error, { status: 400, statusCode: '403', code: 'AccessDenied' });
    });

    it('refuses a duplicate without upsert; replaces with upsert and update(), removing the old bytes', async () => {
      const path = `${learner.id}/b.txt`;
      const files = learner.client.storage.from('docs');
      expect((await files.upload(path, 'one', { contentType: 'text/plain' })).error).toBeNull();
      const count = filesOnDisk(t.storageRoot).length;
      expectStorageError((await files.upload(path, 'two', { contentType: 'text/plain' })).error, {
        status: 400,
        statusCode: '409',
        code: 'KeyAlreadyExists',
        message: 'The resource already exists',
      });
      expect((await files.upload(path, 'two', { contentType: 'text/plain', upsert: true })).error).toBeNull();
      expect(await (await files.download(path)).data?.text()).toBe('two');
      expect((await files.update(path, 'three', { contentType: 'text/plain' })).error).toBeNull();
      expect(await (await files.download(path)).data?.text()).toBe('three');
      expect(filesOnDisk(t.storageRoot).length).toBe(count);
    });

    it("stops at the bucket's limit and the global one (EntityTooLarge), leaving nothing on disk", async () => {
      const before = filesOnDisk(t.storageRoot);
      const files = learner.client.storage.from('docs');
      const tooBig = await files.upload(`${learner.id}/big.txt`, 'x'.repeat(1025), { contentType: 'text/plain' });
      expectStorageError(tooBig.error, {
        status: 400,
        statusCode: '413',
        code: 'EntityTooLarge',
        message: 'The object exceeded the maximum allowed size',
      });
      const multipart = await files.upload(`${learner.id}/big.png`, new Blob([Buffer.alloc(1025)], { type: 'image/png' }));
      expectStorageError(multipart.error, { status: 400, statusCode: '413', code: 'EntityTooLarge' });
      // A raw body without a Content-Length is counted as it streams.
      const stream = new ReadableStream<Uint8Array>({
        start(ctl) {
          for (let i = 0; i < 5; i++) ctl.enqueue(new Uint8Array(300));
          ctl.close();
        },
      });
      const res = await fetch(`${t.url}/storage/v1/object/docs/${learner.id}/stream.txt`, {
        method: 'POST',
        headers: { apikey: t.anonKey, authorization: `Bearer ${(await learner.client.auth.getSession()).data.session?.access_token}`, 'content-type': 'text/plain' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
      // So is a streamed multipart body without a Content-Length.
      const boundary = 'b0undary';
      const multipartStream = new ReadableStream<Uint8Array>({
        start(ctl) {
          ctl.enqueue(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=""; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`));
          for (let i = 0; i < 80; i++) ctl.enqueue(new Uint8Array(1024).fill(97));
          ctl.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          ctl.close();
        },
      });
      const cut = await fetch(`${t.url}/storage/v1/object/docs/${learner.id}/streamed.txt`, {
        method: 'POST',
        headers: {
          apikey: t.anonKey,
          authorization: `Bearer ${(await learner.client.auth.getSession()).data.session?.access_token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: multipartStream,
        duplex: 'half',
      } as RequestInit);
      expect(cut.status).toBe(400);
      expect(await cut.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
      // The service role's bucket without a limit still stops at STORAGE_FILE_SIZE_LIMIT (4096 here).
      const global = await t.admin().storage.from('open').upload('big.bin', Buffer.alloc(4097));
      expectStorageError(global.error, { status: 400, statusCode: '413', code: 'EntityTooLarge' });
      expect((await t.admin().storage.from('open').upload('ok.bin', Buffer.alloc(4096))).error).toBeNull();
      expect(filesOnDisk(t.storageRoot).length).toBe(before.length + 1);
      expect(filesOnDisk(t.storageRoot).some((f) => f.includes('.tmp-'))).toBe(false);
    });

    it('lists one level under a prefix: folders and files, search, sort, limit and offset', async () => {
      const files = learner.client.storage.from('docs');
      const dir = `${learner.id}/list`;
      for (const name of ['b.txt', 'a.txt', 'c.txt', 'sub/x.txt', 'sub/y.txt', 'Zed.txt']) {
        expect((await files.upload(`${dir}/${name}`, name, { contentType: 'text/plain' })).error).toBeNull();
      }
      const all = await files.list(dir);
      expect(all.error).toBeNull();
      expect(all.data?.map((o) => o.name)).toEqual(['Zed.txt', 'a.txt', 'b.txt', 'c.txt', 'sub']);
      const folder = all.data?.find((o) => o.name === 'sub');
      expect(folder).toMatchObject({ id: null, metadata: null, updated_at: null });
      expect(all.data?.find((o) => o.name === 'a.txt')?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });

      expect((await files.list(dir, { search: 'z' })).data?.map((o) => o.name)).toEqual(['Zed.txt']);
      expect((await files.list(dir, { limit: 2, offset: 1 })).data?.map((o) => o.name)).toEqual(['a.txt', 'b.txt']);
      expect((await files.list(dir, { sortBy: { column: 'name', order: 'desc' } })).data?.map((o) => o.name)).toEqual([
        'sub',
        'c.txt',
        'b.txt',
        'a.txt',
        'Zed.txt',
      ]);
      expect((await files.list(`${dir}/sub`)).data?.map((o) => o.name)).toEqual(['x.txt', 'y.txt']);
      expect((await other.client.storage.from('docs').list(dir)).data).toEqual([]);
      const bad = await fetch(`${t.url}/storage/v1/object/list/docs`, {
        method: 'POST',
        headers: { apikey: t.serviceKey, authorization: `Bearer ${t.serviceKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: '', sortBy: { column: 'size; drop table x', order: 'asc' } }),
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    });

    it('moves and copies within what the policies allow', async () => {
      const files = learner.client.storage.from('docs');
      await files.upload(`${learner.id}/m.txt`, 'move me', { contentType: 'text/plain' });
      const moved = await files.move(`${learner.id}/m.txt`, `${learner.id}/moved.txt`);
      expect(moved.error).toBeNull();
      expect(moved.data).toMatchObject({ message: 'Successfully moved', Key: `${learner.id}/moved.txt` });
      expect(await (await files.download(`${learner.id}/moved.txt`)).data?.text()).toBe('move me');
      expect((await files.exists(`${learner.id}/m.txt`)).data).toBe(false);

      const copied = await files.copy(`${learner.id}/moved.txt`, `${learner.id}/copy.txt`);
      expect(copied).toEqual({ data: { path: `docs/${learner.id}/copy.txt` }, error: null });
      expect(await (await files.download(`${learner.id}/copy.txt`)).data?.text()).toBe('move me');

      expectStorageError((await files.move(`${learner.id}/moved.txt`, `${other.id}/stolen.txt`)).error, {
        status: 400,
        statusCode: '403',
        code: 'AccessDenied',
      });
      expectStorageError((await other.client.storage.from('docs').copy(`${learner.id}/moved.txt`, `${other.id}/c.txt`)).error, {
        status: 400,
        statusCode: '404',
        code: 'NoSuchKey',
      });
      expectStorageError((await files.copy(`${learner.id}/moved.txt`, `${learner.id}/copy.txt`)).error, {
        status: 400,
        statusCode: '409',
        code: 'KeyAlreadyExists',
      });
    });

    it('removes exact names the caller may delete, and their bytes', async () => {
      const files = learner.client.storage.from('docs');
      await files.upload(`${learner.id}/r1.txt`, '1', { contentType: 'text/plain' });
      await files.upload(`${learner.id}/r2.txt`, '2', { contentType: 'text/plain' });
      const before = filesOnDisk(t.storageRoot).length;
      expect((await other.client.storage.from('docs').remove([`${learner.id}/r1.txt`])).data).toEqual([]);
      const removed = await files.remove([`${learner.id}/r1.txt`, `${learner.id}/r2.txt`, `${learner.id}/none.txt`, learner.id]);
      expect(removed.error).toBeNull();
      expect(removed.data?.map((o) => o.name).sort()).toEqual([`${learner.id}/r1.txt`, `${learner.id}/r2.txt`]);
      expect(filesOnDisk(t.storageRoot).length).toBe(before - 2);
    });

    it('answers bad names and unknown buckets with clear errors', async () => {
      const headers = { apikey: t.serviceKey, authorization: `Bearer ${t.serviceKey}`, 'content-type': 'text/plain' };
      const badKey = await fetch(`${t.url}/storage/v1/object/docs/a%5Cb%7Bc%7D.txt`, { method: 'POST', headers, body: 'x' });
      expect(badKey.status).toBe(400);
      expect(await badKey.json()).toEqual({ statusCode: '400', error: 'InvalidKey', code: 'InvalidKey', message: 'Invalid key: a\\b{c}.txt' });
      const badEncoding = await fetch(`${t.url}/storage/v1/object/docs/%E0%A4%A`, { method: 'POST', headers, body: 'x' });
      expect(badEncoding.status).toBe(400);
      expect(await badEncoding.json()).toMatchObject({ code: 'InvalidKey' });
      expectStorageError((await t.admin().storage.from('nope').upload('a.txt', 'x')).error, {
        status: 400,
        statusCode: '404',
        code: 'NoSuchBucket',
      });
      const garbage = await fetch(`${t.url}/storage/v1/object/open/garbage.txt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        body: 'not a multipart body',
      });
      expect(garbage.status).toBe(400);
      expect(await garbage.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
      const badMetadata = await fetch(`${t.url}/storage/v1/object/open/meta.txt`, {
        method: 'POST',
        headers: { ...headers, 'x-metadata': Buffer.from('{oops').toString('base64') },
        body: 'x',
      });
      expect(badMetadata.status).toBe(400);
      expect(await badMetadata.json()).toMatchObject({ code: 'InvalidRequest', message: 'metadata must be valid JSON' });
      const badJson = await fetch(`${t.url}/storage/v1/object/move`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{not json',
      });
      expect(badJson.status).toBe(400);
      expect(await badJson.json()).toMatchObject({ code: 'InvalidRequest' });
    });
  });
});
