// Files of the media library (the public `media` bucket, supabase/migrations/20261127000200_media_library.sql)
// as pages refer to them. Content stores a file's relative public URL (`/storage/v1/object/public/media/<path>`)
// or, for covers, the path alone; pages ask Storage's image transformation for the sizes they show, so a phone
// downloads a 640-pixel WebP and not the 6-megapixel original. Plain functions, no React: the public pages,
// the sanitizer and the admin screens share them (a few hundred bytes in the public bundle).

export const MEDIA_BUCKET = 'media';
export const MEDIA_PUBLIC_PREFIX = `/storage/v1/object/public/${MEDIA_BUCKET}/`;
const MEDIA_RENDER_PREFIX = `/storage/v1/render/image/public/${MEDIA_BUCKET}/`;

/** Widths offered in a `srcset` (CSS pixels × density of the devices the site's readers use). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Each segment URL-encoded, the slashes kept (as supabase-js builds object URLs). */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The file's relative public URL: the original bytes. */
export function mediaUrl(path: string): string {
  return MEDIA_PUBLIC_PREFIX + encodePath(path);
}

/** The media path a relative (or same-site absolute) public URL points at, or null for any other URL. */
export function mediaPathFromUrl(url: string): string | null {
  let pathname = url.trim();
  const abs = /^https?:\/\/[^/]+(\/.*)$/i.exec(pathname);
  if (abs) pathname = abs[1] ?? '';
  if (!pathname.startsWith(MEDIA_PUBLIC_PREFIX)) return null;
  const rest = pathname.slice(MEDIA_PUBLIC_PREFIX.length).split(/[?#]/)[0] ?? '';
  if (!rest) return null;
  try {
    return rest.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
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
export function coverImage(path: string, opts: { aspect?: number; maxWidth?: number; sizes: string }): ResponsiveImage {
  const aspect = opts.aspect ?? 16 / 9;
  const maxWidth = opts.maxWidth ?? 1920;
  const widths = MEDIA_WIDTHS.filter((w) => w <= maxWidth);
  const at = (w: number) => mediaRenderUrl(path, { width: w, height: Math.round(w / aspect), resize: 'cover' });
  const largest = widths[widths.length - 1] ?? maxWidth;
  return {
    src: at(largest),
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    sizes: opts.sizes,
    width: largest,
    height: Math.round(largest / aspect),
  };
}

/**
 * An image at its own aspect ratio (in post and slide bodies): variants no wider than the original
 * (`naturalWidth` when known; Storage never enlarges beyond what was asked, but a 2000-wide variant of a
 * 900-pixel file would waste a request).
 */
export function contentImageSrcSet(path: string, naturalWidth?: number | null): string {
  const widths = MEDIA_WIDTHS.filter((w) => !naturalWidth || w < naturalWidth);
  const list = widths.map((w) => `${mediaRenderUrl(path, { width: w, resize: 'contain' })} ${w}w`);
  if (naturalWidth && (widths.length === 0 || naturalWidth <= 1920)) {
    list.push(`${mediaRenderUrl(path, { width: naturalWidth, resize: 'contain' })} ${naturalWidth}w`);
  }
  return list.join(', ');
}

/** `sizes` for an image in an article body (the reading column is at most 768 CSS pixels wide). */
export const CONTENT_IMAGE_SIZES = '(min-width: 800px) 768px, 100vw';
