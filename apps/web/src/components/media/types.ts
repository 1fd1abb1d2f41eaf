// The media library as the admin screens share it: the library itself (features/media), the post editor
// (features/posts) and the course and slide forms (features/education-admin). Kept outside the features so
// each may use the picker without importing another feature (bulletproof-react's one-way rule).
import type { Tables } from '@/lib/database-types';

/**
 * A row of public.media_assets (generated from supabase/migrations/20261127000200_media_library.sql):
 * `object_path` is the file's path in the `media` bucket (lib/media.ts turns it into URLs); `alt_text` must be
 * non-blank before the image may go into public content.
 */
export type MediaAsset = Tables<'media_assets'>;

/** What a picker hands back: enough to insert `<img src alt width height>` or to set a cover. */
export interface PickedMedia {
  path: string;
  /** Relative public URL (`/storage/v1/object/public/media/<path>`, lib/media.ts mediaUrl). */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface MediaPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called with the chosen image once it has alt text (the dialog asks for it when the file has none). */
  onPick(media: PickedMedia): void;
  /** Dialog title, e.g. "Insert image", "Choose cover image". */
  title?: string;
}

export interface UploadOptions {
  /** 0..1 as bytes are sent. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}
