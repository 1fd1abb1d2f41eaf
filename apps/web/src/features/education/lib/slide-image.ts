// What an image slide's <img> gets. A media library file (its relative public URL) is served through
// Storage's image transformation in the widths of lib/media.ts (libraryImage), so a phone downloads a
// phone-sized WebP; an external address is shown as it is.
import { libraryImage } from '@/lib/media';
import { parseMediaUrl } from './media';

export interface SlideImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
}

export function slideImage(slide: {
  media_url: string | null;
  media_alt?: string | null;
  title: string;
}): SlideImageProps | null {
  const url = slide.media_url?.trim() ?? '';
  // Slides made before the media library have no alt text: their title is the next best description.
  const alt = slide.media_alt?.trim() || slide.title;
  const library = libraryImage(url);
  if (library) return { ...library, alt };
  const external = parseMediaUrl(url);
  return external ? { src: external.toString(), alt } : null;
}
