// Image uploads go through the image module's checks before they are stored (through supabase.storage): the type is
// what the bytes are, SVG is refused, EXIF (a GPS position) is stripped from what is stored and served; a refused
// upload leaves nothing on disk or in storage.objects.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoWithGps, svg } from '../../src/storage/transform/test-images.ts';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { expectStorageError, filesOnDisk, PNG_1X1, startStorageServer, type StorageTestServer } from './support.ts';

describe.each(backends)('storage image uploads on %s', (backend) => {
  let t: StorageTestServer;
  let staff: SignedInUser;

  const count = async (bucket: string, name: string) =>
    (
      await t.db.query<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ])
    ).rows[0]?.n;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    staff = await signedInUser(t, 'editor');
    await t.admin().storage.createBucket('open', { public: true });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('strips EXIF (GPS) from a stored JPEG; what is served has none and keeps its size', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const up = await staff.client.storage.from('media').upload('gps.jpg', original, { contentType: 'image/jpeg' });
    expect(up.error).toBeNull();
    const res = await fetch(t.client().storage.from('media').getPublicUrl('gps.jpg').data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 2000,
      height: 1333,
      exif: undefined,
    });
    expect(served.includes(Buffer.from('TestCam'))).toBe(false);
    const info = await staff.client.storage.from('media').info('gps.jpg');
    expect(info.data?.size).toBe(served.length);
  });

  it('refuses SVG, whatever type it claims, and stores nothing', async () => {
    const before = filesOnDisk(t.storageRoot);
    const asSvg = await staff.client.storage.from('media').upload('logo.svg', svg, { contentType: 'image/svg+xml' });
    expectStorageError(asSvg.error, { status: 400, statusCode: '415', code: 'InvalidMimeType' });
    const asPng = await staff.client.storage.from('media').upload('logo.png', svg, { contentType: 'image/png' });
    expectStorageError(asPng.error, {
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: "mime type image/png does not match the file's content (image/svg+xml)",
    });
    // A bucket that allows every type still takes no SVG as an image.
    const open = await t.admin().storage.from('open').upload('logo.svg', svg, { contentType: 'image/svg+xml' });
    expectStorageError(open.error, {
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: 'mime type image/svg+xml is not supported: SVG images are not accepted',
    });
    expect(await count('media', 'logo.png')).toBe(0);
    expect(await count('open', 'logo.svg')).toBe(0);
    expect(filesOnDisk(t.storageRoot)).toEqual(before);
  });

  it('refuses an image whose bytes are another type than claimed, and stores nothing', async () => {
    const before = filesOnDisk(t.storageRoot);
    const res = await staff.client.storage.from('media').upload('pixel.jpg', PNG_1X1, { contentType: 'image/jpeg' });
    expectStorageError(res.error, {
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
      message: "mime type image/jpeg does not match the file's content (image/png)",
    });
    const text = await staff.client.storage.from('media').upload('fake.png', 'just text', { contentType: 'image/png' });
    expectStorageError(text.error, { status: 400, statusCode: '415', code: 'InvalidMimeType' });
    expect(await count('media', 'pixel.jpg')).toBe(0);
    expect(filesOnDisk(t.storageRoot)).toEqual(before);
  });
});
