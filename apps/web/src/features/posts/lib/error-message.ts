// A server test (apps/server/test/web/post-cover-images.test.ts) imports this file, where '@/' means nothing.
import { readApiError, violates } from '../../../lib/api-error.ts';

/** PostgREST's code for a unique violation, and the constraint that keeps slugs unique. */
export function isTakenSlug(error: unknown): boolean {
  const { code, constraint } = readApiError(error);
  return code === '23505' && constraint === 'blog_posts_slug_key';
}

/** The database refused a cover without alt text (blog_posts_cover_image_alt_required, SQLSTATE 23514). */
export function isMissingCoverAlt(error: unknown): boolean {
  return violates(error, 'blog_posts_cover_image_alt_required');
}

/**
 * The media library is the firm's: only staff (editors, admins) put files in it (the `media` bucket's
 * policies). A contributor's draft gets its pictures when an editor reviews it.
 */
export const IMAGES_ARE_STAFF_ONLY =
  'Only editors and admins can add images. Describe the picture you want in the text, and an editor will add it.';
