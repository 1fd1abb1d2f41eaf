import { CONTENT_IMAGE_SIZES, contentImageSrcSet, mediaPathFromUrl } from './media';
import { purify } from './purify';

// SPEC §5: rich-text links are limited to http, https, mailto and tel; images to http, https and data.
const LINK_SCHEMES = /^(?:https?:|mailto:|tel:)/i;
const IMAGE_SCHEMES = /^(?:https?:|data:image\/(?:png|gif|jpe?g|webp|avif);)/i;
// Relative URLs (no scheme) are fine: they stay on this site.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// Presentation stays with the site's stylesheet: a post may not style itself. `style=` is dropped
// (position:fixed and a huge z-index would overlay the whole page), and classes are kept only when they
// are Quill's own (`ql-align-center`, `ql-indent-1`, `ql-syntax` …) — the site's utility classes
// (`fixed inset-0 z-50`) would allow the same overlay. Quill 2 with our toolbar emits no style attributes.
const QUILL_CLASS = /^ql-[a-z0-9-]+$/;
// The editor's video button embeds an <iframe>: kept only for YouTube and Vimeo players over https (the
// page's CSP frame-src allows exactly these), sandboxed, lazy; any other frame is removed.
const VIDEO_PLAYER =
  /^https:\/\/(?:www\.youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:[?#][^\s"'<>]*)?$/;

/**
 * An image of the media library (its public URL, as the editor inserts it) gets the responsive variants
 * Storage renders, so a phone downloads a 640-pixel WebP rather than the original; `width` (the file's
 * own, written by the editor) caps the variants. Lazy and async: body images sit below the cover and the
 * first screen. Any other image is left as it was written.
 */
function makeResponsive(img: Element): void {
  const src = (img.getAttribute('src') ?? '').trim();
  // Relative only: the same path on another Supabase project (an absolute URL) is not this site's file, and
  // a srcset pointing here would replace a working image with missing ones.
  const path = src.startsWith('/') ? mediaPathFromUrl(src) : null;
  if (!path) return;
  const width = Number.parseInt(img.getAttribute('width') ?? '', 10);
  img.setAttribute('srcset', contentImageSrcSet(path, width > 0 ? width : null));
  img.setAttribute('sizes', CONTENT_IMAGE_SIZES);
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
}

function allowed(value: string, schemes: RegExp): boolean {
  const v = value.trim();
  return !HAS_SCHEME.test(v) || schemes.test(v);
}

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IFRAME') {
      if (!VIDEO_PLAYER.test(node.getAttribute('src') ?? '')) {
        node.remove();
        return;
      }
      node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      node.setAttribute('title', node.getAttribute('title') || 'Embedded video');
    }
    if (node.hasAttribute('href') && !allowed(node.getAttribute('href') ?? '', LINK_SCHEMES)) {
      node.removeAttribute('href');
    }
    if (
      node.tagName === 'IMG' &&
      node.hasAttribute('src') &&
      !allowed(node.getAttribute('src') ?? '', IMAGE_SCHEMES)
    ) {
      node.removeAttribute('src');
    }
    if (node.tagName === 'IMG') makeResponsive(node);
    if (node.hasAttribute('class')) {
      const kept = (node.getAttribute('class') ?? '').split(/\s+/).filter((c) => QUILL_CLASS.test(c));
      if (kept.length > 0) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitizes HTML from the database before it is rendered (posts, slides). */
export function sanitizeHtml(html: string): string {
  installHooks();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allowfullscreen'],
    // A post body is rich text: a form, a <style> block or an open <dialog> inside it can only be
    // phishing or page defacement (DOMPurify's html profile allows them).
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'option', 'style', 'dialog'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|data:image\/|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
