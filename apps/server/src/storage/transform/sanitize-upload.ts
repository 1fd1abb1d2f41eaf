// What an uploaded file goes through before it is stored: its real type from its bytes must agree with the type the
// client claims, SVG is refused (it can carry script and external references; we never store it as an image), an
// image over the pixel limit is refused from its header, and an image carrying metadata (EXIF — GPS position, camera
// serials — XMP, IPTC) or a non-upright EXIF orientation is re-encoded upright without it. Images without metadata,
// PDFs and other files are stored byte for byte.
import sharp, { type Metadata } from 'sharp';
import { type DetectedType, MIME_OF, detectType } from './detect.ts';
import { mimeMismatch, sourceTooLarge } from './errors.ts';
import { DEFAULT_RENDER_LIMITS, sharpError } from './render.ts';

export interface SanitizedUpload {
  bytes: Uint8Array;
  /** The type the bytes are: the detected one for a known type, else the claimed one. */
  contentType: string;
  detected: DetectedType | null;
  /** Displayed size (after orientation) for images. */
  width?: number;
  height?: number;
  /** Whether `bytes` were re-encoded (metadata stripped, orientation applied). */
  rewritten: boolean;
}

/** Claims that say nothing about the type: the bytes decide. */
const UNTYPED = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};
const KNOWN = new Set(Object.values(MIME_OF));

/** Quality for re-encoding a lossy image whose metadata had to go: visually lossless, so a stored original stays one. */
const REENCODE_QUALITY = 92;

export async function sanitizeUpload(
  bytes: Uint8Array,
  claimedType: string | undefined,
  { maxInputPixels = DEFAULT_RENDER_LIMITS.maxInputPixels }: { maxInputPixels?: number } = {},
): Promise<SanitizedUpload> {
  const claimed = normaliseMime(claimedType);
  const detected = detectType(bytes);
  const detectedMime = detected ? MIME_OF[detected] : null;
  if (!UNTYPED.has(claimed)) {
    if (detectedMime && detectedMime !== claimed) {
      throw mimeMismatch(`mime type ${claimed} does not match the file's content (${detectedMime})`);
    }
    if (!detectedMime && claimed.startsWith('image/') && !KNOWN.has(claimed)) {
      throw mimeMismatch(
        `mime type ${claimed} is not supported: images must be JPEG, PNG, GIF, WebP or AVIF`,
      );
    }
    if (!detectedMime && KNOWN.has(claimed)) {
      throw mimeMismatch(
        `mime type ${claimed} does not match the file's content (not a recognised ${claimed} file)`,
      );
    }
  }
  if (detected === 'svg')
    throw mimeMismatch('mime type image/svg+xml is not supported: SVG images are not accepted');
  if (!detected || detected === 'pdf') {
    return {
      bytes,
      contentType: detectedMime ?? (claimed || 'application/octet-stream'),
      detected,
      rewritten: false,
    };
  }

  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw sharpError(err);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > maxInputPixels) throw sourceTooLarge();
  const contentType = MIME_OF[detected];
  const needsRewrite = Boolean(meta.exif || meta.xmp || meta.iptc || (meta.orientation ?? 1) !== 1);
  if (!needsRewrite) {
    return { bytes, contentType, detected, width: meta.width, height: frameHeight, rewritten: false };
  }

  // Every frame is decoded for the rewrite, so the limit counts them all.
  if (meta.width * frameHeight * (meta.pages ?? 1) > maxInputPixels) throw sourceTooLarge();
  // Every frame kept (animated WebP stays animated); the ICC profile kept so colours don't shift; all else dropped.
  let pipeline = sharp(input, {
    limitInputPixels: maxInputPixels,
    autoOrient: true,
    animated: true,
    failOn: 'error',
  }).keepIccProfile();
  if (detected === 'jpeg') pipeline = pipeline.jpeg({ quality: REENCODE_QUALITY });
  if (detected === 'png') pipeline = pipeline.png();
  if (detected === 'gif') pipeline = pipeline.gif();
  if (detected === 'webp') pipeline = pipeline.webp({ quality: REENCODE_QUALITY });
  if (detected === 'avif') pipeline = pipeline.avif({ quality: REENCODE_QUALITY });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType,
      detected,
      width: info.width,
      height: info.pageHeight ?? info.height,
      rewritten: true,
    };
  } catch (err) {
    throw sharpError(err);
  }
}

function normaliseMime(type: string | undefined): string {
  const base = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return ALIASES[base] ?? base;
}
