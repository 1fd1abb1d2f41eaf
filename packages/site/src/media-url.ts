// The URLs of files in the media library (the public `media` bucket) as pages and heads show them: the original
// and Storage's transformed variants, and a cover's responsive set — for the app (apps/web/src/lib/media-url.ts,
// the part of lib/media.ts a public page needs on its first load) and the server (a post's og:image and the
// feed's media:content, head/post-head.ts). The rest (reading a URL back into a path, a body image's srcset —
// the sanitizer's and the editors' business) stays in apps/web/src/lib/media.ts.

export const MEDIA_BUCKET = 'media';
export const MEDIA_PUBLIC_PREFIX = `/storage/v1/object/public/${MEDIA_BUCKET}/`;
const MEDIA_RENDER_PREFIX = `/storage/v1/render/image/public/${MEDIA_BUCKET}/`;

/**
 * Widths offered in a `srcset` (CSS pixels × density of the devices the site's readers use). The 480 and 768
 * steps fit phones (a 412-pixel screen at 1.75× wants 721): without them such a phone took the 960 variant, a
 * third more bytes for the post's largest image (bench/web.ts: LCP 1.73 → 1.58 s on a post with a cover).
 */
export const MEDIA_WIDTHS = [320, 480, 640, 768, 960, 1280, 1920] as const;

/** Each segment URL-encoded, the slashes kept (as supabase-js builds object URLs). */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The file's relative public URL: the original bytes. */
export function mediaUrl(path: string): string {
  return MEDIA_PUBLIC_PREFIX + encodePath(path);
}

export interface MediaTransform {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'webp' | 'avif';
  quality?: number;
}

/** A transformed variant (Storage's `/render/image/public/…`). Without `format`, the server picks WebP when the browser accepts it. */
export function mediaRenderUrl(path: string, t: MediaTransform): string {
  // Numbers and fixed words only: nothing to encode (and no URLSearchParams in the public bundle).
  const query = [
    t.width && `width=${Math.round(t.width)}`,
    t.height && `height=${Math.round(t.height)}`,
    t.resize && `resize=${t.resize}`,
    t.format && `format=${t.format}`,
    t.quality && `quality=${t.quality}`,
  ]
    .filter(Boolean)
    .join('&');
  return MEDIA_RENDER_PREFIX + encodePath(path) + (query ? `?${query}` : '');
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/**
 * A cropped image at a fixed aspect ratio (covers: 16:9 on cards and atop a post), in the widths of
 * MEDIA_WIDTHS up to `maxWidth`. `width`/`height` are the largest variant's, so the browser reserves the
 * box before any byte arrives (no layout shift).
 */
export function coverImage(
  path: string,
  opts: { aspect?: number; maxWidth?: number; sizes: string },
): ResponsiveImage {
  const aspect = opts.aspect ?? 16 / 9;
  const maxWidth = opts.maxWidth ?? 1920;
  const widths = MEDIA_WIDTHS.filter((w) => w <= maxWidth);
  const at = (w: number) =>
    mediaRenderUrl(path, { width: w, height: Math.round(w / aspect), resize: 'cover' });
  const largest = widths[widths.length - 1] ?? maxWidth;
  return {
    src: at(largest),
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    sizes: opts.sizes,
    width: largest,
    height: Math.round(largest / aspect),
  };
}

/** `sizes` for an image in an article body (the reading column is at most 768 CSS pixels wide). */
export const CONTENT_IMAGE_SIZES = '(min-width: 800px) 768px, 100vw';
