// Turning Quill's output into the HTML a post stores.

/**
 * Quill 2.0's getSemanticHTML() writes every ASCII space of the text as `&nbsp;` (editor.js convertHTML),
 * which stops long lines from wrapping on the blog. A real no-break space the author typed is U+00A0 in
 * the text and stays a character, so turning the entity back into a space undoes exactly Quill's change.
 * An empty editor (`<p></p>`, `<p><br></p>`) is no content at all.
 */
export function cleanEditorHtml(html: string): string {
  const text = html.replaceAll('&nbsp;', ' ');
  return /^(<p>(<br>)?<\/p>)*$/.test(text) ? '' : text;
}
