// Test images generated with sharp itself (nothing binary in git).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 2000×1333 noisy photo-like JPEG carrying EXIF with a GPS position and a camera make. */
export async function photoWithGps(orientation?: number): Promise<Buffer> {
  let img = sharp({
    create: {
      width: 2000,
      height: 1333,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Serial 12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    });
  if (orientation) img = img.withMetadata({ orientation });
  return img.toBuffer();
}

/** A 300×200 PNG, half transparent. */
export function pngWithAlpha(): Promise<Buffer> {
  return sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

/** A 20×10 GIF of three frames (red, green, blue). */
export async function animatedGif(): Promise<Buffer> {
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
  ];
  const frames = await Promise.all(
    colours.map(([r = 0, g = 0, b = 0]) =>
      sharp({ create: { width: 20, height: 10, channels: 4, background: { r, g, b, alpha: 1 } } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), { raw: { width: 20, height: 30, channels: 4, pageHeight: 10 } })
    .gif({ loop: 0 })
    .toBuffer();
}

export const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);

/** A PNG of a few hundred bytes whose header declares 20000×20000 pixels (400 MP): a decompression bomb. */
export function pngBomb(side = 20000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc(64 * 1024)); // the start of the (all-zero) pixel data
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ~c >>> 0;
}

export const magic = {
  jpeg: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b: Uint8Array) => Buffer.from(b.subarray(0, 4)).toString('latin1') === '\x89PNG',
  gif: (b: Uint8Array) => Buffer.from(b.subarray(0, 4)).toString('latin1') === 'GIF8',
  webp: (b: Uint8Array) =>
    Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP',
  avif: (b: Uint8Array) => Buffer.from(b.subarray(4, 12)).toString('latin1') === 'ftypavif',
};
