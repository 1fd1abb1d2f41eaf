/** SPEC §2/§9: a slide's list preview is the first 100 characters of its content with the tags stripped. */
export const SLIDE_PREVIEW_LENGTH = 100;

/**
 * Text of an HTML fragment, read through an inert document (DOMParser runs no scripts and loads no
 * images), with whitespace collapsed; then cut to `max` characters.
 */
export function previewText(html: string | null, max = SLIDE_PREVIEW_LENGTH): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Code is not text a reader would see.
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  // Block elements end a word: "<p>a</p><p>b</p>" reads "a b", not "ab".
  doc.body.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6, blockquote, pre').forEach((el) => {
    el.append(' ');
  });
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
