// Images that arrive in pasted HTML as `data:` URLs (a copy from a word processor, another site's editor):
// a post never stores one — Quill would keep the megabytes inline in the post's HTML. They are taken out of
// the HTML before Quill sees it and turned into files, which then go to the media library like any pasted
// photo. Plain DOM work, no Quill, so it is unit-tested on its own.

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

const DATA_URL = /^data:([^;,]+)((?:;[^;,]*)*?)(;base64)?,(.*)$/is;

/** The HTML without its `data:` images, and those images' URLs in document order. */
export function takeDataImages(html: string): { html: string; images: string[] } {
  if (!/<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html)) return { html, images: [] };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const images: string[] = [];
  doc.querySelectorAll('img').forEach((img) => {
    const src = (img.getAttribute('src') ?? '').trim();
    if (/^data:/i.test(src)) {
      images.push(src);
      img.remove();
    }
  });
  return { html: doc.body.innerHTML, images };
}

/**
 * A file made from a `data:` URL, named `<base>.<ext>`; null when it is not an image type the media library
 * takes (JPEG, PNG, WebP, AVIF, GIF) or does not decode.
 */
export function dataUrlToFile(url: string, base: string): File | null {
  const m = DATA_URL.exec(url.trim());
  if (!m) return null;
  const type = (m[1] ?? '').toLowerCase();
  const ext = EXTENSIONS[type];
  if (!ext) return null;
  const payload = m[4] ?? '';
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    if (m[3]) {
      const binary = atob(payload.replace(/\s+/g, ''));
      bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    } else {
      bytes = new TextEncoder().encode(decodeURIComponent(payload));
    }
  } catch {
    return null;
  }
  if (bytes.length === 0) return null;
  return new File([bytes], `${base}.${ext}`, { type });
}
