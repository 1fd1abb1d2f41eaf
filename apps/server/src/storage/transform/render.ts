// Renders an image variant with sharp (libvips), following imgproxy's semantics as Supabase configures it:
// - cover → imgproxy `fill`: scale to cover the box, then crop the centre; contain → `fit`: scale to fit inside the
//   box, no padding; fill → `force`: stretch to the box. A single given size keeps the aspect ratio in every mode.
// - never enlarged (imgproxy's `enlarge` is off): the scale is capped at 1, so a box bigger than the source gives the
//   source's size (cropped to the box for cover, per axis for fill).
// - orientation from EXIF applied; the output carries no EXIF, XMP, IPTC or ICC metadata (sharp strips it; pixels are
//   converted to sRGB), so location data is never served.
// - animated GIF/WebP: the first frame only (imgproxy's IMGPROXY_MAX_ANIMATION_FRAMES default of 1).
// - SVG, PDF and unknown bytes are refused, never passed through; sources over `maxInputPixels` are refused from their
//   header, before any pixel is decoded (decompression bombs).
import sharp, { type Metadata, type Sharp } from 'sharp';
import { type DetectedType, MIME_OF, type RasterType, detectType } from './detect.ts';
import { brokenSource, sourceTooLarge, sourceTooManyBytes, unsupportedSource } from './errors.ts';
import type { NormalisedTransform } from './params.ts';

export interface RenderLimits {
  /** Largest source, in pixels of one frame (width × height), that is decoded. */
  maxInputPixels: number;
  /** Largest source, in bytes, that is buffered for rendering. */
  maxInputBytes: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  maxInputPixels: 40_000_000,
  maxInputBytes: 50 * 1024 * 1024,
};

export interface RenderRequest extends Omit<NormalisedTransform, 'format'> {
  /**
   * Already negotiated (see `negotiateFormat`): `origin` keeps the source's format; a raster type forces it (how a
   * cached `origin` variant keeps the type its key names).
   */
  format: 'origin' | RasterType;
}

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
  format: RasterType;
  width: number;
  height: number;
}

export type ImageSource = Uint8Array | AsyncIterable<Uint8Array>;

const RASTER: readonly DetectedType[] = ['jpeg', 'png', 'gif', 'webp', 'avif'];

// One libvips worker thread per image operation (sharp's default is one per CPU, for each of them). The render slots
// (render-slots.ts) bound how many run at once; with one thread each, that bound is the CPU renders can take.
// Process-wide: upload sanitising (sanitize-upload.ts) runs single-threaded too.
sharp.concurrency(1);

/** AVIF encoding is the slow part of a variant; effort 2 of 9 (imgproxy also favours speed: its AVIF speed is 8). */
const AVIF_EFFORT = 2;

export async function render(
  source: ImageSource,
  request: RenderRequest,
  limits: RenderLimits = DEFAULT_RENDER_LIMITS,
): Promise<RenderedImage> {
  const input = await readAll(source, limits.maxInputBytes);
  const type = detectType(input);
  if (!type || !RASTER.includes(type)) throw unsupportedSource(type ?? 'unknown');
  const src = await orientedSize(input, limits.maxInputPixels);
  const plan = planResize(src, request);
  const format: RasterType = request.format === 'origin' ? (type as RasterType) : request.format;

  let pipeline = sharp(input, { limitInputPixels: limits.maxInputPixels, autoOrient: true, failOn: 'error' });
  if (plan)
    pipeline = pipeline.resize({ width: plan.width, height: plan.height, fit: plan.fit, position: 'centre' });
  pipeline = encode(pipeline, format, request.quality);
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: MIME_OF[format], format, width: info.width, height: info.height };
  } catch (err) {
    throw sharpError(err);
  }
}

function encode(pipeline: Sharp, format: RasterType, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality, mozjpeg: false });
    case 'png':
      return pipeline.png();
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality });
    case 'avif':
      return pipeline.avif({ quality, effort: AVIF_EFFORT });
  }
}

/** The source's displayed size (after EXIF orientation), read from its header; refuses it over the pixel limit. */
async function orientedSize(
  input: Buffer,
  maxInputPixels: number,
): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw sharpError(err);
  }
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * height > maxInputPixels) throw sourceTooLarge();
  const rotated = (meta.orientation ?? 1) >= 5;
  return rotated ? { width: height, height: meta.width } : { width: meta.width, height };
}

export interface ResizePlan {
  width: number;
  height: number;
  /** `cover` crops the centre to the box; `fill` scales to exactly the box (the plan already kept the ratio). */
  fit: 'cover' | 'fill';
}

/**
 * The box sharp is asked for, computed so that sharp never has to enlarge: `undefined` when no size is given.
 * Pure, so each mode's arithmetic is tested without pixels.
 */
export function planResize(
  src: { width: number; height: number },
  req: Pick<NormalisedTransform, 'width' | 'height' | 'resize'>,
): ResizePlan | undefined {
  const { width: w, height: h } = req;
  if (!w && !h) return undefined;
  const round = (n: number) => Math.max(1, Math.round(n));
  if (!w || !h) {
    // One size: proportional in every mode, capped at the source.
    const scale = Math.min(1, w ? w / src.width : (h as number) / src.height);
    return { width: round(src.width * scale), height: round(src.height * scale), fit: 'fill' };
  }
  switch (req.resize) {
    case 'cover': {
      const scale = Math.min(1, Math.max(w / src.width, h / src.height));
      return {
        width: Math.min(w, round(src.width * scale)),
        height: Math.min(h, round(src.height * scale)),
        fit: 'cover',
      };
    }
    case 'contain': {
      const scale = Math.min(1, w / src.width, h / src.height);
      return { width: round(src.width * scale), height: round(src.height * scale), fit: 'fill' };
    }
    case 'fill':
      return { width: Math.min(w, src.width), height: Math.min(h, src.height), fit: 'fill' };
  }
}

/** The whole source as one buffer, refused (413) past `maxBytes`. */
export async function readAll(source: ImageSource, maxBytes: number): Promise<Buffer> {
  if (source instanceof Uint8Array) {
    if (source.byteLength > maxBytes) throw sourceTooManyBytes();
    return Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.byteLength;
    if (total > maxBytes) throw sourceTooManyBytes();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** sharp's failure as the typed error a route renders. */
export function sharpError(err: unknown): Error {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return sourceTooLarge();
  if (/unsupported image format/i.test(message)) return unsupportedSource('unknown');
  return brokenSource();
}
