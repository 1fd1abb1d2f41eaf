import DOMPurify from 'dompurify';

// SPEC §5: rich-text links are limited to http, https, mailto and tel; images to http, https and data.
const LINK_SCHEMES = /^(?:https?:|mailto:|tel:)/i;
const IMAGE_SCHEMES = /^(?:https?:|data:image\/(?:png|gif|jpe?g|webp|avif);)/i;
// Relative URLs (no scheme) are fine: they stay on this site.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function allowed(value: string, schemes: RegExp): boolean {
  const v = value.trim();
  return !HAS_SCHEME.test(v) || schemes.test(v);
}

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitizes HTML from the database before it is rendered (posts, slides). */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    // A post body is rich text: a form or a <style> block inside it can only be phishing or page
    // defacement (DOMPurify's html profile allows both).
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'option', 'style'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|data:image\/|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
