// The site's two toolbars. Plain data: the editor loads Quill itself.
import type { RichTextToolbar } from './types';

/** SPEC §2 (the post editor): headers 1 to 6, bold, italic, underline, strike, ordered and bullet lists,
 * blockquote, code block, link, video, clear; and the media library's image (issue 23). */
export const POST_TOOLBAR: RichTextToolbar = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block'],
  ['link', 'video', 'image'],
  ['clean'],
];

/** A slide's content (SPEC §3): two heading levels under the slide's title, no video (a slide has its own). */
export const SLIDE_TOOLBAR: RichTextToolbar = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block', 'link', 'image'],
  ['clean'],
];
