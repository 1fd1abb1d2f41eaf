import type { Slide } from '../api/get-module';

// The site's CSP (apps/server/src/app.ts) frames only YouTube and Vimeo and plays media only from this
// site; any other video address is offered as a link rather than a player the browser would block.
function embedUrl(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' && url.searchParams.get('v')) {
    return `https://www.youtube.com/embed/${encodeURIComponent(url.searchParams.get('v') ?? '')}`;
  }
  if (host === 'youtu.be' && url.pathname.length > 1) {
    return `https://www.youtube.com/embed/${encodeURIComponent(url.pathname.slice(1))}`;
  }
  if (host === 'youtube.com' && url.pathname.startsWith('/embed/')) return url.toString();
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname) : null;
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  if (host === 'player.vimeo.com') return url.toString();
  return null;
}

function parse(value: string | null): URL | null {
  if (!value || !/^https?:\/\/\S+$/i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The slide's image or video from media_url (SPEC §3 slide_type), or nothing. */
export function SlideMedia({ slide }: { slide: Pick<Slide, 'slide_type' | 'media_url' | 'title'> }) {
  const url = parse(slide.media_url);
  if (!url || slide.slide_type === 'content') return null;
  if (slide.slide_type === 'image') {
    return (
      <img src={url.toString()} alt={slide.title} className="mx-auto max-h-96 rounded-md object-contain" />
    );
  }
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
