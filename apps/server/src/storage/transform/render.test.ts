import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransformError } from './errors.ts';
import { normaliseTransform, type TransformOptions } from './params.ts';
import { planResize, render, type RenderRequest } from './render.ts';
import { animatedGif, magic, photoWithGps, pngBomb, pngWithAlpha, svg } from './test-images.ts';

const req = (opts: TransformOptions, format: RenderRequest['format'] = 'origin'): RenderRequest => ({
  ...normaliseTransform(opts),
  format,
});

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
  photo = await photoWithGps();
});

describe('planResize', () => {
  const src = { width: 2000, height: 1333 };
  it.each<[TransformOptions, { width: number; height: number } | undefined]>([
    [{}, undefined],
    [{ width: 800 }, { width: 800, height: 533 }],
    [
      { height: 400, resize: 'fill' },
      { width: 600, height: 400 },
    ],
    [
      { width: 800, height: 800, resize: 'cover' },
      { width: 800, height: 800 },
    ],
    [
      { width: 800, height: 800, resize: 'contain' },
      { width: 800, height: 533 },
    ],
    [
      { width: 800, height: 800, resize: 'fill' },
      { width: 800, height: 800 },
    ],
    // Never enlarged: the box is capped at what the source gives.
    [
      { width: 2000, height: 2000, resize: 'cover' },
      { width: 2000, height: 1333 },
    ],
    [{ width: 3000 }, { width: 2000, height: 1333 }],
    [
      { width: 1000, height: 1500, resize: 'contain' },
      { width: 1000, height: 667 },
    ],
    [
      { width: 1500, height: 1500, resize: 'fill' },
      { width: 1500, height: 1333 },
    ],
  ])('%o → %o', (opts, box) => {
    const plan = planResize(src, normaliseTransform(opts));
    expect(plan && { width: plan.width, height: plan.height }).toEqual(box);
  });
});

describe('render', () => {
  it.each<[TransformOptions, number, number]>([
    [{ width: 800, height: 800, resize: 'cover' }, 800, 800],
    [{ width: 800, height: 800, resize: 'contain' }, 800, 533],
    [{ width: 800, height: 300, resize: 'fill' }, 800, 300],
    [{ width: 800 }, 800, 533],
    [{ width: 4000, height: 4000 }, 2000, 1333],
  ])('resizes %o to %i×%i', async (opts, width, height) => {
    const out = await render(photo, req(opts));
    expect([out.width, out.height]).toEqual([width, height]);
    const meta = await sharp(out.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('cover crops the centre, fill stretches: the content differs, not only the size', async () => {
    const striped = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'white' } })
      .composite([
        { input: { create: { width: 50, height: 100, channels: 3, background: 'black' } }, left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    const cover = await render(striped, req({ width: 100, height: 100, resize: 'cover' }));
    const fill = await render(striped, req({ width: 100, height: 100, resize: 'fill' }));
    const leftPixel = async (b: Buffer) =>
      (await sharp(b).extract({ left: 2, top: 50, width: 1, height: 1 }).raw().toBuffer())[0];
    expect(await leftPixel(cover.bytes)).toBeGreaterThan(200); // the black stripe was cropped away
    expect(await leftPixel(fill.bytes)).toBeLessThan(50); // the stripe was squeezed, still there
  });

  it('writes each format with its magic bytes and content type; origin keeps the source’s', async () => {
    const webp = await render(photo, req({ width: 100 }, 'webp'));
    expect(magic.webp(webp.bytes)).toBe(true);
    expect(webp.contentType).toBe('image/webp');
    const avif = await render(photo, req({ width: 100 }, 'avif'));
    expect(magic.avif(avif.bytes)).toBe(true);
    expect(avif.contentType).toBe('image/avif');
    const jpeg = await render(photo, req({ width: 100 }, 'origin'));
    expect(magic.jpeg(jpeg.bytes)).toBe(true);
    expect(jpeg.contentType).toBe('image/jpeg');
    const png = await render(await pngWithAlpha(), req({ width: 150 }, 'origin'));
    expect(magic.png(png.bytes)).toBe(true);
    expect((await sharp(png.bytes).metadata()).hasAlpha).toBe(true);
  });

  it('lower quality gives fewer bytes', async () => {
    const low = await render(photo, req({ width: 800, quality: 20 }, 'webp'));
    const high = await render(photo, req({ width: 800, quality: 100 }, 'webp'));
    expect(low.bytes.length).toBeLessThan(high.bytes.length);
    const lowJpeg = await render(photo, req({ width: 800, quality: 20 }));
    const highJpeg = await render(photo, req({ width: 800, quality: 100 }));
    expect(lowJpeg.bytes.length).toBeLessThan(highJpeg.bytes.length);
  });

  it('serves no EXIF (no GPS), whatever the format', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const format of ['origin', 'webp', 'avif'] as const) {
      const out = await render(photo, req({ width: 200 }, format));
      const meta = await sharp(out.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Buffer.from(out.bytes).includes('TestCam')).toBe(false);
    }
    // Also without a resize: a format change alone strips it.
    const untouched = await render(photo, req({}, 'origin'));
    expect((await sharp(untouched.bytes).metadata()).exif).toBeUndefined();
  });

  it('applies the EXIF orientation before resizing', async () => {
    const rotated = await photoWithGps(6); // stored 2000×1333, displayed 1333×2000
    const out = await render(rotated, req({ width: 400 }));
    expect([out.width, out.height]).toEqual([400, 600]);
    expect((await sharp(out.bytes).metadata()).orientation).toBeUndefined();
  });

  it('refuses a source over the pixel limit from its header (a decompression bomb)', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    const err = await refusal(render(bomb, req({ width: 100 })));
    expect(err.toBody()).toEqual({
      statusCode: '422',
      error: 'InvalidRequest',
      code: 'InvalidRequest',
      message: 'Source image resolution is too big',
    });
    const limited = await refusal(
      render(photo, req({ width: 100 }), { maxInputPixels: 1000, maxInputBytes: 1e9 }),
    );
    expect(limited.message).toBe('Source image resolution is too big');
  });

  it('refuses SVG, PDF and unknown bytes rather than passing them through', async () => {
    expect((await refusal(render(svg, req({ width: 50 })))).message).toBe(
      'Source image type not supported: svg',
    );
    expect((await refusal(render(Buffer.from('%PDF-1.7\n'), req({})))).message).toContain('pdf');
    expect((await refusal(render(Buffer.from('hello'), req({})))).message).toContain('unknown');
  });

  it('refuses truncated image bytes', async () => {
    const err = await refusal(render(photo.subarray(0, 2000), req({ width: 100 })));
    expect(err.statusCode).toBe('422');
  });

  it('renders the first frame of an animated GIF, as a still', async () => {
    const out = await render(await animatedGif(), req({}, 'origin'));
    const meta = await sharp(out.bytes, { animated: true }).metadata();
    expect(magic.gif(out.bytes)).toBe(true);
    expect(meta.pages ?? 1).toBe(1);
    const [r, g, b] = await sharp(out.bytes)
      .extract({ left: 5, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([r, g, b]).toEqual([255, 0, 0]);
  });

  it('reads a stream, bounded by the byte limit', async () => {
    const out = await render(
      Readable.from([photo.subarray(0, 1000), photo.subarray(1000)]),
      req({ width: 100 }, 'webp'),
    );
    expect(out.width).toBe(100);
    const err = await refusal(
      render(Readable.from([photo]), req({}), { maxInputPixels: 4e7, maxInputBytes: 1000 }),
    );
    expect(err.code).toBe('EntityTooLarge');
    expect(
      (await refusal(render(photo, req({}), { maxInputPixels: 4e7, maxInputBytes: 1000 }))).statusCode,
    ).toBe('413');
  });
});
