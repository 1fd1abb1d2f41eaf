// Quill 2 with the post editor's rules. Only the editor loads this module (a dynamic import), so Quill
// and its snow theme's CSS never reach a public page or the rest of the admin area.
import Quill from 'quill';
import Link from 'quill/formats/link.js';
import Video from 'quill/formats/video.js';
import 'quill/dist/quill.snow.css';

// SPEC §5: rich-text links only to http, https, mailto and tel (Quill also allows sms); anything else is
// stored as about:blank, as Quill does for javascript: links.
class PostLink extends Link {
  static override PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel'];
}

class PostVideo extends Video {
  // Quill's Video sanitizes through its own Link class, which would still let sms: through.
  static override sanitize(url: string): string {
    return PostLink.sanitize(url);
  }
  // A frame needs a name for screen readers (axe: frame-title).
  static override create(value: string): Element {
    const node = super.create(value);
    node.setAttribute('title', 'Embedded video');
    return node;
  }
  // getSemanticHTML() renders a video as a plain <a> link; keep the player, so Visual → Code → Visual
  // and the stored post keep the video.
  override html(): string {
    const src = PostVideo.sanitize(this.domNode.getAttribute('src') ?? '');
    const escaped = src.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    return `<iframe class="ql-video" frameborder="0" allowfullscreen="true" title="Embedded video" src="${escaped}"></iframe>`;
  }
}

Quill.register({ 'formats/link': PostLink, 'formats/video': PostVideo }, true);

/** SPEC §2: headers 1 to 6, bold, italic, underline, strike, ordered and bullet lists, blockquote, code
 * block, link, video, clear. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block'],
  ['link', 'video'],
  ['clean'],
];

export function createQuill(container: HTMLElement, labelId: string): Quill {
  const quill = new Quill(container, { theme: 'snow', modules: { toolbar: TOOLBAR } });
  // Quill's editable area and its link/video tooltip have no names of their own.
  quill.root.setAttribute('role', 'textbox');
  quill.root.setAttribute('aria-multiline', 'true');
  quill.root.setAttribute('aria-labelledby', labelId);
  quill.container.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link or video URL');
  // The header picker's label and items are role="button" spans whose text is CSS-generated content.
  const toolbar = quill.getModule('toolbar') as { container: HTMLElement | null };
  toolbar.container?.querySelector('.ql-header .ql-picker-label')?.setAttribute('aria-label', 'Heading');
  toolbar.container?.querySelectorAll('.ql-header .ql-picker-item').forEach((item) => {
    const level = item.getAttribute('data-value');
    item.setAttribute('aria-label', level ? `Heading ${level}` : 'Normal text');
  });
  return quill;
}

export type { Quill };
