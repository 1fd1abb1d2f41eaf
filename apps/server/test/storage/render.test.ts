// /render/image through supabase.storage: getPublicUrl / download / createSignedUrl with `transform`, the results'
// sizes and formats read back with sharp, each route's access rules, Supabase's headers and errors, and variants kept
// in the storage folder (served from there the second time, gone with their object).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { expectStorageError, startStorageServer, type StorageTestServer } from './support.ts';

const photo = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#6a8caf' } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** storage-js types `format` as 'origin' only; the server takes webp and avif as Supabase's does. */
const fmt = (f: 'webp' | 'avif') => f as unknown as 'origin';

const metaOf = async (res: Response | Blob) => {
  const m = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format: m.format, width: m.width, height: m.height };
};

describe.each(backends)('storage /render/image on %s', (backend) => {
  let t: StorageTestServer;
  let learner: SignedInUser;
  let staff: SignedInUser;

  const objectId = async (bucket: string, name: string): Promise<string> => {
    const { rows } = await t.db.query<{ id: string }>(
      'select id from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    return rows[0]?.id ?? '';
  };
  const variantFiles = (id: string): string[] => {
    const dir = join(t.storageRoot, 'variants', id);
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  };

  beforeAll(async () => {
    t = await startStorageServer(backend);
    learner = await signedInUser(t, 'contributor');
    staff = await signedInUser(t, 'admin');
    const admin = t.admin().storage;
    await admin.createBucket('pics', { public: true });
    await admin.createBucket('private', { public: false });
    await t.db.query(
      `create policy "private: staff read" on storage.objects for select to authenticated
       using (bucket_id = 'private' and public.has_admin_access(auth.uid()))`,
    );
    await t.db.query(
      `create policy "pics: anyone reads photos" on storage.objects for select to anon, authenticated
       using (bucket_id = 'pics' and name like 'photo%')`,
    );
    const jpeg = await photo();
    for (const [bucket, name] of [
      ['pics', 'photo.jpg'],
      ['pics', 'gone.jpg'],
      ['private', 'photo.jpg'],
    ] as const)
      expect(
        (await admin.from(bucket).upload(name, jpeg, { contentType: 'image/jpeg', cacheControl: '600' }))
          .error,
      ).toBeNull();
    await admin.from('pics').upload('note.txt', 'not an image', { contentType: 'text/plain' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('public', () => {
    it('resizes and converts, with Supabase headers (the source’s caching, X-Transformations)', async () => {
      const url = t
        .client()
        .storage.from('pics')
        .getPublicUrl('photo.jpg', { transform: { width: 320, format: fmt('avif') } }).data.publicUrl;
      expect(url).toContain('/storage/v1/render/image/public/pics/photo.jpg?');
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/avif');
      expect(res.headers.get('x-transformations')).toBe('width:320,resizing_type:fill,format:avif');
      expect(res.headers.get('cache-control')).toBe('max-age=600');
      expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/); // the variant's own
      expect(res.headers.get('vary')).toBeNull();
      expect(await metaOf(res)).toEqual({ format: 'heif', width: 320, height: 213 });
    });

    it('without a format, picks WebP for a client that accepts it and says Vary: Accept; else keeps the type', async () => {
      const url = t
        .client()
        .storage.from('pics')
        .getPublicUrl('photo.jpg', { transform: { width: 128, height: 128 } }).data.publicUrl;
      const webp = await fetch(url, { headers: { accept: 'image/webp,image/*' } });
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('vary')).toBe('Accept');
      expect(await metaOf(webp)).toEqual({ format: 'webp', width: 128, height: 128 });
      const plain = await fetch(url, { headers: { accept: '*/*' } });
      expect(plain.headers.get('content-type')).toBe('image/jpeg');
      expect(plain.headers.get('vary')).toBe('Accept');
      expect(await metaOf(plain)).toEqual({ format: 'jpeg', width: 128, height: 128 });
    });

    it('names a download with ?download=', async () => {
      const url = t
        .client()
        .storage.from('pics')
        .getPublicUrl('photo.jpg', {
          download: 'small.webp',
          transform: { width: 48, format: fmt('webp') },
        }).data.publicUrl;
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename=small.webp; filename*=UTF-8''small.webp`,
      );
    });

    it('serves public buckets only', async () => {
      const res = await fetch(`${t.url}/storage/v1/render/image/public/private/photo.jpg?width=10`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    });

    it('refuses bad options and non-images with Storage errors, never a 500', async () => {
      const base = `${t.url}/storage/v1/render/image/public/pics`;
      const bad = await fetch(`${base}/photo.jpg?width=abc`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        statusCode: '400',
        error: 'InvalidRequest',
        code: 'InvalidRequest',
        message: 'querystring/width must be integer',
      });
      const quality = await fetch(`${base}/photo.jpg?quality=5`);
      expect(await quality.json()).toMatchObject({
        code: 'InvalidRequest',
        message: 'querystring/quality must be >= 20',
      });
      const text = await fetch(`${base}/note.txt?width=10`);
      expect(text.status).toBe(400);
      expect(await text.json()).toMatchObject({ statusCode: '422', code: 'InvalidRequest' });
      const missing = await fetch(`${base}/nothing.jpg?width=10`);
      expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    });
  });

  describe('authenticated', () => {
    it('renders for a caller whose RLS SELECT sees the object', async () => {
      const { data, error } = await staff.client.storage
        .from('private')
        .download('photo.jpg', {
          transform: { width: 240, height: 240, resize: 'contain', format: 'origin' },
        });
      expect(error).toBeNull();
      expect(await metaOf(data as Blob)).toEqual({ format: 'jpeg', width: 240, height: 160 });
    });

    it('hides the object from a caller RLS hides it from, and a bad token runs as anon', async () => {
      const hidden = await learner.client.storage
        .from('private')
        .download('photo.jpg', { transform: { width: 32 } });
      expectStorageError(hidden.error, { status: 400, statusCode: '404', code: 'NoSuchKey' });
      const bad = await fetch(`${t.url}/storage/v1/render/image/authenticated/private/photo.jpg?width=32`, {
        headers: { authorization: 'Bearer not-a-jwt' },
      });
      expect(await bad.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
      const anonPublic = await fetch(
        `${t.url}/storage/v1/render/image/authenticated/pics/photo.jpg?width=32`,
        {
          headers: { authorization: 'Bearer not-a-jwt' },
        },
      );
      expect(anonPublic.status).toBe(200);
      expect(await metaOf(anonPublic)).toMatchObject({ width: 32 });
      // Anon is still subject to RLS on that route (the public route is not).
      const hiddenFromAnon = await fetch(
        `${t.url}/storage/v1/render/image/authenticated/pics/gone.jpg?width=32`,
      );
      expect(await hiddenFromAnon.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    });
  });

  describe('sign', () => {
    it('signs the transformations into the token; the URL renders them until it expires', async () => {
      const signed = await staff.client.storage
        .from('private')
        .createSignedUrl('photo.jpg', 60, {
          transform: { width: 128, height: 128, resize: 'fill', format: fmt('webp') },
        });
      expect(signed.error).toBeNull();
      const url = signed.data?.signedUrl ?? '';
      expect(url).toMatch(/\/storage\/v1\/render\/image\/sign\/private\/photo\.jpg\?token=/);
      // Query options do not override the token's.
      const res = await fetch(`${url}&width=7`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-transformations')).toBe(
        'height:128,width:128,resizing_type:force,format:webp',
      );
      expect(await metaOf(res)).toEqual({ format: 'webp', width: 128, height: 128 });

      const tampered = await fetch(url.replace('/private/photo.jpg', '/pics/photo.jpg'));
      expect(await tampered.json()).toMatchObject({ code: 'InvalidSignature' });
      t.advance(61);
      const expired = await fetch(url);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ code: 'ExpiredToken' });
    });

    it('refuses to sign transformations the render route would refuse', async () => {
      const signed = await staff.client.storage
        .from('private')
        .createSignedUrl('photo.jpg', 60, { transform: { width: 100, quality: 5 } });
      expectStorageError(signed.error, {
        status: 400,
        statusCode: '400',
        code: 'InvalidRequest',
        message: 'body/transform/quality must be >= 20',
      });
    });
  });

  describe('variants', () => {
    it('renders a variant once and serves it from the storage folder afterwards', async () => {
      const id = await objectId('pics', 'photo.jpg');
      const url = `${t.url}/storage/v1/render/image/public/pics/photo.jpg?width=96&format=webp`;
      const first = Buffer.from(await (await fetch(url)).arrayBuffer());
      const files = variantFiles(id).filter((f) => f.endsWith('.webp'));
      const stored = files.map((f) => join(t.storageRoot, 'variants', id, f));
      // The file the first answer came from is what a second ask serves: replace it and see the replacement.
      const match = stored.find((p) => Buffer.compare(readFileSync(p), first) === 0);
      expect(match).toBeTruthy();
      const marker = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      writeFileSync(match as string, marker);
      const second = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(second).toEqual(marker);
    });

    it('removes an object’s variants with the object, and with its old bytes when it is replaced', async () => {
      const storage = t.admin().storage.from('pics');
      const id = await objectId('pics', 'gone.jpg');
      await fetch(`${t.url}/storage/v1/render/image/public/pics/gone.jpg?width=32&format=webp`);
      expect(variantFiles(id)).toHaveLength(1);
      await storage.upload('gone.jpg', await photo(), { contentType: 'image/jpeg', upsert: true });
      expect(variantFiles(id)).toEqual([]);
      await fetch(`${t.url}/storage/v1/render/image/public/pics/gone.jpg?width=32&format=webp`);
      expect(variantFiles(id)).toHaveLength(1);
      expect((await storage.remove(['gone.jpg'])).error).toBeNull();
      expect(variantFiles(id)).toEqual([]);
    });
  });
});
