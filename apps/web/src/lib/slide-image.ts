// A slide's media address, and what an image slide's <img> gets — one rule for the learner's player
// (features/education) and the editor's preview (features/education-admin), so the preview shows what the
// learner will see. A media library file (its relative public URL) is served through Storage's image
// transformation in the widths of lib/media.ts (libraryImage), so a phone downloads a phone-sized WebP; an
// external address is shown as the browser parses it.
import { libraryImage } from './media';

export interface SlideImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
}

/** Only an address the database would accept (http or https, no spaces) is shown; a half-typed one is not. */
export function parseMediaUrl(value: string | null): URL | null {
  if (!value || !/^https?:\/\/\S+$/i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
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
