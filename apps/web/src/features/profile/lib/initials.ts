/**
 * Avatar initials (SPEC §2, §9): up to two uppercase initials of the first non-blank of full name,
 * username or e-mail (one word gives one letter), else 'U'.
 */
export function avatarInitials(
  fullName?: string | null,
  username?: string | null,
  email?: string | null,
): string {
  const source = [fullName, username, email].map((s) => s?.trim() ?? '').find((s) => s !== '');
  if (!source) return 'U';
  const letters = source
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters.toUpperCase().slice(0, 2) || 'U';
}
