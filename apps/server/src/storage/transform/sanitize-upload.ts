// What an uploaded file goes through before it is stored: its real type from its bytes must agree with the type the
// client claims, SVG is refused (it can carry script and external references; we never store it as an image), an
// image over the pixel limit is refused from its header, and an image carrying metadata (EXIF — GPS position, camera
// serials — XMP, IPTC) or a non-upright EXIF orientation is re-encoded upright without it. Images without metadata,
// PDFs and other files are stored byte for byte.
import sharp, { type Metadata } from 'sharp';
import { formatContentType, parseContentType } from '../content-type.ts';
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

/** How many leading bytes decide a file's type (the SVG check reads 4 KB; text is checked for binary data in these). */
export const SNIFF_BYTES = 8192;

export interface UploadType {
  /** What the file is stored and served as: the detected type for a known one, else the claimed one (canonical). */
  contentType: string;
  detected: DetectedType | null;
}

/**
 * The type an upload is stored as, from its first bytes (`head`) and the type its client claims; refuses a claim its
 * bytes contradict. Run on every upload, not only on image claims: a PDF must start `%PDF-` and an image with its
 * magic (so markup, SVG or script bytes are never stored as either), SVG is refused whatever it claims, binary data
 * claimed as text is stored untyped, and bytes of a known type are stored only under that type. An untyped claim
 * (`application/octet-stream`) is typed by its bytes.
 */
export function typeOfUpload(head: Uint8Array, claimedType: string | undefined): UploadType {
  const raw = claimedType ?? '';
  const parsed = raw === '' ? null : parseContentType(raw);
  if (raw !== '' && !parsed) throw mimeMismatch(`mime type ${raw.slice(0, 200)} is not supported`);
  const claimed = parsed ? (ALIASES[parsed.essence] ?? parsed.essence) : '';
  const detected = detectType(head);
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
  if (detectedMime) return { contentType: detectedMime, detected };
  // A text type holds text: binary data claimed as text (supabase-js claims `text/plain;charset=UTF-8` for any body
  // sent without a type) is stored as what it is, untyped bytes.
  const binaryAsText = parsed?.type === 'text' && head.includes(0);
  if (!parsed || UNTYPED.has(claimed) || binaryAsText) return { contentType: 'application/octet-stream', detected };
  return { contentType: formatContentType({ ...parsed, essence: claimed }), detected };
}

export async function sanitizeUpload(
  bytes: Uint8Array,
  claimedType: string | undefined,
  { maxInputPixels = DEFAULT_RENDER_LIMITS.maxInputPixels }: { maxInputPixels?: number } = {},
): Promise<SanitizedUpload> {
  const { contentType: stored, detected } = typeOfUpload(bytes, claimedType);
  if (!detected || detected === 'pdf') return { bytes, contentType: stored, detected, rewritten: false };

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
