import { parseMediaUrl, slideImage } from '@/lib/slide-image';
import type { Slide } from '../api/get-module';
import { embedUrl } from '../lib/media';

/** The slide's image or video from media_url (SPEC §3 slide_type), or nothing. */
export function SlideMedia({
  slide,
}: {
  slide: Pick<Slide, 'slide_type' | 'media_url' | 'media_alt' | 'title'>;
}) {
  if (slide.slide_type === 'content') return null;
  if (slide.slide_type === 'image') {
    const image = slideImage(slide);
    if (!image) return null;
    return (
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt={image.alt}
        decoding="async"
        className="mx-auto max-h-96 rounded-md object-contain"
      />
    );
  }
  const url = parseMediaUrl(slide.media_url);
  if (!url) return null;
  const embed = embedUrl(url);
  if (embed) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-md">
        <iframe
          src={embed}
          title={`Video: ${slide.title}`}
          className="size-full"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (url.origin === window.location.origin) {
    return (
      <video src={url.toString()} controls className="w-full rounded-md">
        <track kind="captions" />
      </video>
    );
  }
  return (
    <a
      href={url.toString()}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary-strong underline underline-offset-4"
    >
      Watch the video (opens in a new tab)
    </a>
  );
}
