// What an image slide's <img> gets. A media library file (its relative public URL) is served through
// Storage's image transformation in the widths of lib/media.ts, so a phone downloads a phone-sized WebP;
// an external address is shown as it is. The admin preview has a twin of this
// (features/education-admin/lib/slide-image.ts): features do not import each other.
import {
  CONTENT_IMAGE_SIZES,
  MEDIA_PUBLIC_PREFIX,
  contentImageSrcSet,
  mediaPathFromUrl,
  mediaRenderUrl,
} from '@/lib/media';
import { parseMediaUrl } from './media';

export interface SlideImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
}

/** The fallback for browsers without srcset: wide enough for the player's column on a 2× screen. */
const FALLBACK_WIDTH = 1280;

export function slideImage(slide: {
  media_url: string | null;
  media_alt?: string | null;
  title: string;
}): SlideImageProps | null {
  const url = slide.media_url?.trim() ?? '';
  // Slides made before the media library have no alt text: their title is the next best description.
  const alt = slide.media_alt?.trim() || slide.title;
  // Only a relative library URL: an absolute one on another host merely looks like ours.
  const path = url.startsWith(MEDIA_PUBLIC_PREFIX) ? mediaPathFromUrl(url) : null;
  if (path) {
    return {
      src: mediaRenderUrl(path, { width: FALLBACK_WIDTH, resize: 'contain' }),
      srcSet: contentImageSrcSet(path),
      sizes: CONTENT_IMAGE_SIZES,
      alt,
    };
  }
  const external = parseMediaUrl(url);
  return external ? { src: external.toString(), alt } : null;
}
