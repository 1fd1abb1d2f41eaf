// Quill 2 with the site's rules, for every rich-text editor (the post body, a slide's content). Only an
// editor loads this module (a dynamic import from rich-text-editor.tsx), so Quill and its snow theme's CSS
// never reach a public page or the rest of the admin area.
//
// The rules are subclasses registered once, here, under Quill's own names; Quill's classes are never
// changed (the slide editor used to set `Link.PROTOCOL_WHITELIST` on Quill's Link, for every editor on the
// page, and only once its own editor had loaded).
import Quill, { Delta, type Range } from 'quill';
import Link from 'quill/formats/link.js';
import Video from 'quill/formats/video.js';
import Clipboard from 'quill/modules/clipboard.js';
import Keyboard from 'quill/modules/keyboard.js';
import 'quill/dist/quill.snow.css';
import { accessibleKeyboardBindings } from '@/lib/quill-keyboard';
import { nameToolbar } from '@/lib/quill-toolbar-names';
import { takeDataImages } from './pasted-images';
import type { ImageHooks, InsertedImage, RichTextToolbar } from './types';

// SPEC §5: rich-text links only to http, https, mailto and tel (Quill also allows sms); anything else is
// stored as about:blank, as Quill does for javascript: links.
export class SiteLink extends Link {
  static override PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel'];
}

export class SiteVideo extends Video {
  // Quill's Video sanitizes through its own Link class, which would still let sms: through.
  static override sanitize(url: string): string {
    return SiteLink.sanitize(url);
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
    const src = SiteVideo.sanitize(this.domNode.getAttribute('src') ?? '');
    const escaped = src.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    return `<iframe class="ql-video" frameborder="0" allowfullscreen="true" title="Embedded video" src="${escaped}"></iframe>`;
  }
}

/**
 * Quill's paste with one change for an editor with image hooks: `data:` images in pasted HTML are taken out
 * before Quill converts it (it would store them inline as base64) and handed to `onDataImages`. Only
 * pastes: loading a post goes through `convert` directly, so a post that already holds such an image keeps
 * it. An editor without hooks pastes as Quill does.
 */
class SiteClipboard extends Clipboard {
  static hooks = new WeakMap<Quill, ImageHooks>();

  override onPaste(range: Range, { text, html }: { text?: string; html?: string }): void {
    const hooks = SiteClipboard.hooks.get(this.quill);
    const taken = html && hooks ? takeDataImages(html) : { html, images: [] };
    super.onPaste(range, { text, html: taken.html });
    if (hooks && taken.images.length > 0) {
      const at = this.quill.getSelection()?.index ?? range.index;
      hooks.onDataImages(at, taken.images);
    }
  }
}

Quill.register(
  { 'formats/link': SiteLink, 'formats/video': SiteVideo, 'modules/clipboard': SiteClipboard },
  true,
);

/** The image types the media library takes (components/media/upload-checks.ts); others are not uploaded. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

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

export interface EditorOptions {
  toolbar: RichTextToolbar;
  /** Where images go instead of into the text as base64; without them, Quill's own image handling. */
  images?: ImageHooks;
}

export function createQuill(container: HTMLElement, { toolbar, images }: EditorOptions): Quill {
  const cursor = (q: Quill) => q.getSelection(true).index;
  const toolbarElement = () => (quill.getModule('toolbar') as { container: HTMLElement | null }).container;
  const quill: Quill = new Quill(container, {
    theme: 'snow',
    modules: {
      toolbar: images
        ? {
            container: toolbar,
            // A read-only post (a contributor's view) offers no picker.
            handlers: { image: () => quill.isEnabled() && images.onImageButton(cursor(quill)) },
          }
        : toolbar,
      // Tab and Shift+Tab leave the editor; Ctrl+] / Ctrl+[ indent (lib/quill-keyboard.ts).
      keyboard: {
        bindings: accessibleKeyboardBindings({
          defaults: Keyboard.DEFAULTS.bindings,
          Delta,
          // Escape goes to the toolbar's first control, not to the next field: Tab already does that, and
          // from the toolbar's start Tab walks every formatting control and lands back in the text (what
          // Esc / Alt+F10 give in other editors). The text stays as it is; nothing is closed or lost.
          escapeTo: () => toolbarElement()?.querySelector<HTMLElement>('.ql-picker-label, button') ?? null,
        }),
      },
      // Quill's default reads dropped and pasted images into base64 `data:` URLs; these go to the library.
      ...(images && {
        uploader: {
          mimetypes: IMAGE_TYPES,
          handler: (range: Range, files: File[]) => images.onImageFiles(range.index, files),
        },
      }),
    },
  });
  if (images) SiteClipboard.hooks.set(quill, images);
  // Quill's editable area is named by the React side (rich-text-editor.tsx); its link/video tooltip here.
  quill.root.setAttribute('role', 'textbox');
  quill.root.setAttribute('aria-multiline', 'true');
  quill.container.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link or video URL');
  // Buttons named "clean" or "code-block" and pickers whose text is CSS-generated get names in words.
  const bar = toolbarElement();
  if (bar) nameToolbar(bar);
  return quill;
}

export type { Quill };
