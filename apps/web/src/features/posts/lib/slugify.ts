/** SPEC §5: only lowercase letters, numbers and hyphens (the database's blog_posts_slug_format too). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * A slug from a post title (SPEC §4): lowercase, drop characters other than letters, digits, spaces and
 * hyphens, spaces to hyphens, repeated hyphens collapsed. Accents are folded first ("Café" → "cafe") and
 * "letters" means a–z, so the result always passes the slug rule (`^[a-z0-9-]+$`); hyphens at either end
 * (from a trailing space while typing) are trimmed.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
