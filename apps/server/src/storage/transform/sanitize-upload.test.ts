import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransformError } from './errors.ts';
import { sanitizeUpload } from './sanitize-upload.ts';
import { animatedGif, pngBomb, pngWithAlpha, photoWithGps, svg } from './test-images.ts';

async function refusal(p: Promise<unknown>): Promise<TransformError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (err instanceof TransformError) return err;
  throw new Error(`expected a TransformError, got ${String(err)}`);
}

let photo: Buffer;
beforeAll(async () => {
  photo = await photoWithGps(6);
});

describe('sanitizeUpload', () => {
  it('strips EXIF (GPS included) from a photo and applies its orientation', async () => {
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    const out = await sanitizeUpload(photo, 'image/jpeg');
    expect(out).toMatchObject({
      contentType: 'image/jpeg',
      detected: 'jpeg',
      width: 1333,
      height: 2000,
      rewritten: true,
    });
    const after = await sharp(out.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([1333, 2000]);
    expect(Buffer.from(out.bytes).includes('TestCam')).toBe(false);
  });

  it('stores an image without metadata byte for byte, reporting its size', async () => {
    const png = await pngWithAlpha();
    const out = await sanitizeUpload(png, 'image/png');
    expect(out).toMatchObject({ contentType: 'image/png', width: 300, height: 200, rewritten: false });
    expect(out.bytes).toBe(png);
    const gif = await sanitizeUpload(await animatedGif(), 'image/gif');
    expect(gif).toMatchObject({ width: 20, height: 10, rewritten: false });
  });

  it('refuses bytes that are not what the content type claims', async () => {
    const png = await pngWithAlpha();
    const err = await refusal(sanitizeUpload(png, 'image/jpeg'));
    expect(err.toBody()).toEqual({
      statusCode: '415',
      error: 'invalid_mime_type',
      code: 'InvalidMimeType',
      message: "mime type image/jpeg does not match the file's content (image/png)",
    });
    expect((await refusal(sanitizeUpload(Buffer.from('just text'), 'image/png'))).message).toContain(
      'not a recognised image/png file',
    );
    expect((await refusal(sanitizeUpload(photo, 'application/pdf'))).code).toBe('InvalidMimeType');
    expect((await refusal(sanitizeUpload(photo, 'text/plain'))).code).toBe('InvalidMimeType');
  });

  it('accepts aliases and parameters of the claimed type, and lets untyped uploads be typed by their bytes', async () => {
    const png = await pngWithAlpha();
    await expect(sanitizeUpload(photo, 'image/jpg')).resolves.toMatchObject({ contentType: 'image/jpeg' });
    await expect(sanitizeUpload(png, 'IMAGE/PNG; charset=binary')).resolves.toMatchObject({
      contentType: 'image/png',
    });
    await expect(sanitizeUpload(png, 'application/octet-stream')).resolves.toMatchObject({
      contentType: 'image/png',
    });
    await expect(sanitizeUpload(png, undefined)).resolves.toMatchObject({ contentType: 'image/png' });
  });

  it('refuses SVG even when it says so', async () => {
    const err = await refusal(sanitizeUpload(svg, 'image/svg+xml'));
    expect(err.code).toBe('InvalidMimeType');
    expect(err.message).toContain('SVG');
    expect((await refusal(sanitizeUpload(svg, 'application/octet-stream'))).code).toBe('InvalidMimeType');
  });

  it('refuses a decompression bomb from its header', async () => {
    const err = await refusal(sanitizeUpload(pngBomb(), 'image/png'));
    expect(err.message).toBe('Source image resolution is too big');
  });

  it('passes PDFs and other files through untouched', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%…\n');
    await expect(sanitizeUpload(pdf, 'application/pdf')).resolves.toMatchObject({
      bytes: pdf,
      contentType: 'application/pdf',
      rewritten: false,
    });
    const text = Buffer.from('hello');
    await expect(sanitizeUpload(text, 'text/plain')).resolves.toMatchObject({
      bytes: text,
      contentType: 'text/plain',
    });
  });

  it('refuses an image that is truncated', async () => {
    expect((await refusal(sanitizeUpload(photo.subarray(0, 500), 'image/jpeg'))).statusCode).toBe('422');
  });

  it('strips EXIF from a PNG too', async () => {
    const png = await sharp(await pngWithAlpha())
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const out = await sanitizeUpload(png, 'image/png');
    expect(out.rewritten).toBe(true);
    expect((await sharp(out.bytes).metadata()).exif).toBeUndefined();
    expect((await sharp(out.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('keeps every frame of an animated WebP it rewrites, counting them all against the pixel limit', async () => {
    const webp = await sharp(await animatedGif(), { animated: true })
      .webp()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();
    const out = await sanitizeUpload(webp, 'image/webp');
    const meta = await sharp(out.bytes, { animated: true }).metadata();
    expect([out.rewritten, meta.pages, meta.exif]).toEqual([true, 3, undefined]);
    expect([out.width, out.height]).toEqual([20, 10]);
    // 200 pixels a frame, 600 in all
    const err = await refusal(sanitizeUpload(webp, 'image/webp', { maxInputPixels: 300 }));
    expect(err.message).toBe('Source image resolution is too big');
  });

  it('names the image types it takes when a claimed one is not among them', async () => {
    const err = await refusal(sanitizeUpload(Buffer.from('....ftypheic....'), 'image/heic'));
    expect(err.message).toBe(
      'mime type image/heic is not supported: images must be JPEG, PNG, GIF, WebP or AVIF',
    );
  });
});
