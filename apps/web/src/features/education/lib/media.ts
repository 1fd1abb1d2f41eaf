// The site's CSP (apps/server/src/app.ts) frames only YouTube and Vimeo and plays media only from this
// site; any other video address is offered as a link rather than a player the browser would block.
// (Which addresses are shown at all: parseMediaUrl in lib/slide-image.ts.)
/** A YouTube or Vimeo address as its embeddable player, or null for any other address. */
export function embedUrl(url: URL): string | null {
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
