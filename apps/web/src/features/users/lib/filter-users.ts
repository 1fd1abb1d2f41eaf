import type { UserRow } from '../api/get-users';

/** Users whose name, username, e-mail or role contains every word of the query (any case). */
export function filterUsers(users: readonly UserRow[], query: string): UserRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const haystack = [user.full_name, user.username, user.email, user.role].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** How a user is called on the screen: full name, else username, else e-mail. */
export function displayName(user: Pick<UserRow, 'full_name' | 'username' | 'email'>): string {
  return user.full_name?.trim() || user.username?.trim() || user.email;
}
