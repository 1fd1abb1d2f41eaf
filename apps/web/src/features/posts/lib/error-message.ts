/** The server's (or the client's) message of a failed call, for the description of a notice. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/** PostgREST's code for a unique violation, and the constraint that keeps slugs unique. */
export function isTakenSlug(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'message' in error &&
    String(error.message).includes('blog_posts_slug_key')
  );
}

/** The database refused a cover without alt text (blog_posts_cover_image_alt_required, SQLSTATE 23514). */
export function isMissingCoverAlt(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    String(error.message).includes('blog_posts_cover_image_alt_required')
  );
}

/**
 * The media library is the firm's: only staff (editors, admins) put files in it (the `media` bucket's
 * policies). A contributor's draft gets its pictures when an editor reviews it.
 */
export const IMAGES_ARE_STAFF_ONLY =
  'Only editors and admins can add images. Describe the picture you want in the text, and an editor will add it.';
