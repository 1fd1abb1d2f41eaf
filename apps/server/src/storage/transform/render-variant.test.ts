import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransformError } from './errors.ts';
import { renderVariant, type VariantAsk } from './render-variant.ts';
import { magic, photoWithGps, pngWithAlpha, svg } from './test-images.ts';
import { MemoryVariantStore, VariantCache } from './variant-cache.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
let photo: Buffer;
beforeAll(async () => {
  photo = await photoWithGps();
});

function asker(bytes: () => Buffer, mimetype: string | undefined) {
  const counts = { loads: 0 };
  const cache = new VariantCache(new MemoryVariantStore());
  const ask = (over: Partial<VariantAsk>) =>
    renderVariant({
      cache,
      object: { id: 'obj-1', version: 'v1', mimetype },
      load: async () => {
        counts.loads += 1;
        return bytes();
      },
      options: {},
      ...over,
    });
  return { ask, counts };
}

describe('renderVariant', () => {
  it('renders on the first ask and serves the cache after, reading the object only once', async () => {
    const { ask, counts } = asker(() => photo, 'image/jpeg');
    const first = await ask({ options: { width: 640, format: 'webp' } });
    const again = await ask({ options: { width: 640, format: 'webp', resize: 'cover', quality: 80 } });
    expect(first).toMatchObject({ cached: false, contentType: 'image/webp', varyAccept: false });
    expect(again.cached).toBe(true);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(counts.loads).toBe(1);
    expect(first.transformations).toBe('width:640,resizing_type:fill,format:webp');
    expect((await sharp(first.bytes).metadata()).width).toBe(640);
  });

  it('negotiates from Accept when no format is given, and says the answer varies by it', async () => {
    const { ask } = asker(() => photo, 'image/jpeg');
    const webp = await ask({ options: { width: 100 }, accept: CHROME_ACCEPT });
    expect(webp).toMatchObject({ contentType: 'image/webp', varyAccept: true });
    expect(magic.webp(webp.bytes)).toBe(true);
    const avif = await ask({ options: { width: 100 }, accept: CHROME_ACCEPT, avifAutodetection: true });
    expect(avif.contentType).toBe('image/avif');
    const plain = await ask({ options: { width: 100 }, accept: 'image/png' });
    expect(plain.contentType).toBe('image/jpeg');
    const origin = await ask({ options: { width: 100, format: 'origin' }, accept: CHROME_ACCEPT });
    expect(origin).toMatchObject({ contentType: 'image/jpeg', varyAccept: false });
  });

  it('types an origin variant by its bytes when the object was stored untyped', async () => {
    const png = await pngWithAlpha();
    const { ask, counts } = asker(() => png, 'application/octet-stream');
    const out = await ask({ options: { width: 50, format: 'origin' } });
    expect(out.contentType).toBe('image/png');
    expect(magic.png(out.bytes)).toBe(true);
    expect(counts.loads).toBe(1); // the sniffed bytes are the ones rendered
  });

  it('keeps the content type true to the bytes when the stored type is wrong', async () => {
    const { ask } = asker(() => photo, 'image/png');
    const out = await ask({ options: { width: 50, format: 'origin' } });
    expect(out.contentType).toBe('image/png');
    expect(magic.png(out.bytes)).toBe(true);
  });

  it('refuses a source that is not a raster image', async () => {
    const { ask } = asker(() => svg, 'image/svg+xml');
    const err = await ask({ options: { width: 50, format: 'origin' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransformError);
    expect((err as TransformError).message).toBe('Source image type not supported: svg');
    const webp = await ask({ options: { width: 50, format: 'webp' } }).catch((e: unknown) => e);
    expect((webp as TransformError).statusCode).toBe('422');
  });
});
