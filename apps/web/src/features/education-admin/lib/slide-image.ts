// What the slide preview's <img> gets — the learner's player does the same
// (features/education/lib/slide-image.ts; features do not import each other): a media library file through
// Storage's image transformation in responsive widths, an external address as it is.
import {
  CONTENT_IMAGE_SIZES,
  MEDIA_PUBLIC_PREFIX,
  contentImageSrcSet,
  mediaPathFromUrl,
  mediaRenderUrl,
} from '@/lib/media';

export interface SlideImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
}

const FALLBACK_WIDTH = 1280;
const HTTP_URL = /^https?:\/\/\S+$/i;

export function slideImage(slide: {
  media_url: string | null;
  media_alt?: string | null;
  title: string;
}): SlideImageProps | null {
  const url = slide.media_url?.trim() ?? '';
  // Older slides have no alt text: the learner gets the title instead, and so does the preview.
  const alt = slide.media_alt?.trim() || slide.title;
  const path = url.startsWith(MEDIA_PUBLIC_PREFIX) ? mediaPathFromUrl(url) : null;
  if (path) {
    return {
      src: mediaRenderUrl(path, { width: FALLBACK_WIDTH, resize: 'contain' }),
      srcSet: contentImageSrcSet(path),
      sizes: CONTENT_IMAGE_SIZES,
      alt,
    };
  }
  // Only an address the database would accept is shown (a half-typed URL is not an image).
  return HTTP_URL.test(url) && URL.canParse(url) ? { src: url, alt } : null;
}
