// Quill 2 with the post editor's rules. Only the editor loads this module (a dynamic import), so Quill
// and its snow theme's CSS never reach a public page or the rest of the admin area.
import Quill, { Delta, type Range } from 'quill';
import Link from 'quill/formats/link.js';
import Video from 'quill/formats/video.js';
import Clipboard from 'quill/modules/clipboard.js';
import Keyboard from 'quill/modules/keyboard.js';
import 'quill/dist/quill.snow.css';
import { accessibleKeyboardBindings } from '@/lib/quill-keyboard';
import { nameToolbar } from '@/lib/quill-toolbar-names';
import { takeDataImages } from './pasted-images';

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

/** What the editor does with images; the React side (visual-editor.tsx) uploads and asks for alt text. */
export interface ImageHooks {
  /** The toolbar's image button: choose from the media library. */
  onImageButton(index: number): void;
  /** Image files pasted or dropped at `index`: to be uploaded, never inlined. */
  onImageFiles(index: number, files: File[]): void;
  /** `data:` images taken out of pasted HTML, which went in at `index`. */
  onDataImages(index: number, urls: string[]): void;
}

/**
 * Quill's paste with one change: `data:` images in pasted HTML are taken out before Quill converts it (it
 * would store them inline as base64) and handed to `onDataImages`. Only pastes: loading a post goes
 * through `convert` directly, so a post that already holds such an image keeps it.
 */
class PostClipboard extends Clipboard {
  static hooks = new WeakMap<Quill, ImageHooks>();

  override onPaste(range: Range, { text, html }: { text?: string; html?: string }): void {
    const taken = html ? takeDataImages(html) : { html, images: [] };
    super.onPaste(range, { text, html: taken.html });
    if (taken.images.length > 0) {
      const at = this.quill.getSelection()?.index ?? range.index;
      PostClipboard.hooks.get(this.quill)?.onDataImages(at, taken.images);
    }
  }
}

Quill.register(
  { 'formats/link': PostLink, 'formats/video': PostVideo, 'modules/clipboard': PostClipboard },
  true,
);

/** The image types the media library takes (components/media/upload-checks.ts); others are not uploaded. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/** SPEC §2: headers 1 to 6, bold, italic, underline, strike, ordered and bullet lists, blockquote, code
 * block, link, video, clear; and the media library's image (issue 23). */
export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'code-block'],
  ['link', 'video', 'image'],
  ['clean'],
];

export interface InsertedImage {
  /** Relative public URL of the media file. */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/**
 * Puts `<img src alt width height>` at `index` (clamped to the text, which may have changed while the file
 * uploaded) as the user's change, and the cursor after it. Quill 2's Image keeps alt, width and height.
 */
export function insertImage(quill: Quill, index: number, image: InsertedImage): void {
  const at = Math.max(0, Math.min(index, quill.getLength() - 1));
  const attributes: Record<string, string> = { alt: image.alt };
  if (image.width) attributes.width = String(image.width);
  if (image.height) attributes.height = String(image.height);
  quill.updateContents(new Delta().retain(at).insert({ image: image.url }, attributes), 'user');
  quill.setSelection(at + 1, 'silent');
}

/** The ids of the editor's visible label and of its keyboard help (aria-labelledby, aria-describedby). */
export interface EditorNames {
  labelId: string;
  hintId: string;
}

export function createQuill(container: HTMLElement, names: EditorNames, hooks: ImageHooks): Quill {
  const cursor = (q: Quill) => q.getSelection(true).index;
  const toolbar = () => (quill.getModule('toolbar') as { container: HTMLElement | null }).container;
  const quill: Quill = new Quill(container, {
    theme: 'snow',
    modules: {
      toolbar: {
        container: TOOLBAR,
        // A read-only post (a contributor's view) offers no picker.
        handlers: { image: () => quill.isEnabled() && hooks.onImageButton(cursor(quill)) },
      },
      // Tab and Shift+Tab leave the editor; Ctrl+] / Ctrl+[ indent (lib/quill-keyboard.ts).
      keyboard: {
        bindings: accessibleKeyboardBindings({
          defaults: Keyboard.DEFAULTS.bindings,
          Delta,
          // Escape goes to the toolbar's first control, not to the next field: Tab already does that, and
          // from the toolbar's start Tab walks every formatting control and lands back in the text (what
          // Esc / Alt+F10 give in other editors). The text stays as it is; nothing is closed or lost.
          escapeTo: () => toolbar()?.querySelector<HTMLElement>('.ql-picker-label, button') ?? null,
        }),
      },
      // Quill's default reads dropped and pasted images into base64 `data:` URLs; these go to the library.
      uploader: {
        mimetypes: IMAGE_TYPES,
        handler: (range: Range, files: File[]) => hooks.onImageFiles(range.index, files),
      },
    },
  });
  PostClipboard.hooks.set(quill, hooks);
  // Quill's editable area and its link/video tooltip have no names of their own.
  quill.root.setAttribute('role', 'textbox');
  quill.root.setAttribute('aria-multiline', 'true');
  quill.root.setAttribute('aria-labelledby', names.labelId);
  quill.root.setAttribute('aria-describedby', names.hintId);
  quill.container.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link or video URL');
  // Buttons named "clean" or "code-block" and pickers whose text is CSS-generated get names in words.
  const bar = toolbar();
  if (bar) nameToolbar(bar);
  return quill;
}

export type { Quill };
