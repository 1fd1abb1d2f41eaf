// Files of the media library (the public `media` bucket, supabase/migrations/20261127000200_media_library.sql)
// as pages refer to them. Content stores a file's relative public URL (`/storage/v1/object/public/media/<path>`)
// or, for covers, the path alone; pages ask Storage's image transformation for the sizes they show, so a phone
// downloads a 640-pixel WebP and not the 6-megapixel original. Plain functions, no React: the public pages,
// the sanitizer and the admin screens share them. What a public page needs on its first load is in
// media-url.ts (re-exported here).

import { CONTENT_IMAGE_SIZES, MEDIA_PUBLIC_PREFIX, MEDIA_WIDTHS, mediaRenderUrl } from './media-url';

export * from './media-url';

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

/** The fallback `src` for browsers without srcset: wide enough for a reading column on a 2× screen. */
const FALLBACK_WIDTH = 1280;

/**
 * An image of the media library given by its relative public URL (a slide's media_url), as responsive
 * variants for a reading column; null for any other URL. Only the relative form: an absolute URL on another
 * host merely looks like ours.
 */
export function libraryImage(url: string): { src: string; srcSet: string; sizes: string } | null {
  const path = url.startsWith(MEDIA_PUBLIC_PREFIX) ? mediaPathFromUrl(url) : null;
  if (!path) return null;
  return {
    src: mediaRenderUrl(path, { width: FALLBACK_WIDTH, resize: 'contain' }),
    srcSet: contentImageSrcSet(path),
    sizes: CONTENT_IMAGE_SIZES,
  };
}
