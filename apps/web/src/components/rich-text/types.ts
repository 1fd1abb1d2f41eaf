// The rich-text editor's types, apart from quill-setup.ts so that naming them loads no Quill.

/** A Quill toolbar: groups of format names or pickers (`{ header: [2, 3, false] }`). */
export type RichTextToolbar = (string | Record<string, unknown>)[][];

/** An image put into the text: `<img src alt width height>`. */
export interface InsertedImage {
  /** Relative public URL of the media file. */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/**
 * Where an editor's images go instead of into the text as base64 (the post editor uploads them to the media
 * library and asks for alt text). An editor without them keeps Quill's own image handling.
 */
export interface ImageHooks {
  /** The toolbar's image button: choose from the media library. */
  onImageButton(index: number): void;
  /** Image files pasted or dropped at `index`: to be uploaded, never inlined. */
  onImageFiles(index: number, files: File[]): void;
  /** `data:` images taken out of pasted HTML, which went in at `index`. */
  onDataImages(index: number, urls: string[]): void;
}
