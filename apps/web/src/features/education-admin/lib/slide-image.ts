// What the slide preview's <img> gets, as the learner's player does (lib/media.ts libraryImage): a media
// library file through Storage's image transformation in responsive widths, an external address as it is.
import { libraryImage } from '@/lib/media';

export interface SlideImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
}

const HTTP_URL = /^https?:\/\/\S+$/i;

export function slideImage(slide: {
  media_url: string | null;
  media_alt?: string | null;
  title: string;
}): SlideImageProps | null {
  const url = slide.media_url?.trim() ?? '';
  // Older slides have no alt text: the learner gets the title instead, and so does the preview.
  const alt = slide.media_alt?.trim() || slide.title;
  const library = libraryImage(url);
  if (library) return { ...library, alt };
  // Only an address the database would accept is shown (a half-typed URL is not an image).
  return HTTP_URL.test(url) && URL.canParse(url) ? { src: url, alt } : null;
}
