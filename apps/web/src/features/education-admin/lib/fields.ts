// Field rules shared by the four forms (SPEC §5). Number inputs hand the schema a number, or NaN when the
// box is empty or not a number (see NumberInput), so every number rule also says what an empty box means.
import { MEDIA_PUBLIC_PREFIX, mediaPathFromUrl } from '@/lib/media';
import { z } from '@/lib/zod';
import { ALT_TEXT_MAX } from '@/components/media/limits';

export function wholeNumber(min: number, minMessage: string, max?: number, maxMessage?: string) {
  return z.number({ error: minMessage }).superRefine((n, ctx) => {
    if (n < min) ctx.addIssue({ code: 'custom', message: minMessage });
    else if (max !== undefined && n > max)
      ctx.addIssue({ code: 'custom', message: maxMessage ?? minMessage });
    else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'Must be a whole number' });
  });
}

export const SORT_ORDER_MESSAGE = 'Sort order must be at least 0';
export const sortOrder = () => wholeNumber(0, SORT_ORDER_MESSAGE);

/** The database's URL rule (content_url, media_url): empty, or an http(s) address without spaces. */
const HTTP_URL = /^https?:\/\/[^\s]+$/i;
export const optionalUrl = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (HTTP_URL.test(v) && URL.canParse(v)), 'Must be a valid URL');

/**
 * A path in the media bucket as the database's private.is_media_path accepts it (migration
 * 20261127000200_media_library.sql): 1 to 1,024 characters, no leading slash, no control characters, no
 * `.` or `..` segment — so a stored URL can never climb out of the bucket.
 */
export function isMediaPath(path: string): boolean {
  return (
    path.length >= 1 &&
    path.length <= 1024 &&
    !path.startsWith('/') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\u0000-\u001f\u007f]/.test(path) &&
    !/(^|\/)\.\.?(\/|$)/.test(path)
  );
}

/**
 * A file of the media library by its relative public URL (`/storage/v1/object/public/media/<path>`), what
 * the picker stores. Checked as written (the database's rule) and once decoded, so `%2e%2e` is no way out.
 */
export function isLibraryUrl(value: string): boolean {
  if (!value.startsWith(MEDIA_PUBLIC_PREFIX) || /\s/.test(value) || /[?#]/.test(value)) return false;
  const decoded = mediaPathFromUrl(value);
  return isMediaPath(value.slice(MEDIA_PUBLIC_PREFIX.length)) && decoded !== null && isMediaPath(decoded);
}

/**
 * A slide's media_url (SPEC §5 'a valid URL or empty', with SPEC's message): empty, an http(s) address, or
 * a file of the media library by its relative URL (the database accepts both since the media library).
 */
export const optionalMediaUrl = () =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (HTTP_URL.test(v) && URL.canParse(v)) || isLibraryUrl(v),
      'Must be a valid URL',
    );

/** The database's limit on alt text (…_cover_image_alt_max_length, module_slides_media_alt_max_length). */
export const ALT_MAX = ALT_TEXT_MAX;
export const altTooLong = (label: string) => `${label} must be at most ${ALT_MAX} characters`;

/** Optional text: stored as null when blank. */
export const blankToNull = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

export const TITLE_RULE = () =>
  z.string().trim().min(1, 'Title is required').max(200, 'Title must be less than 200 characters');
