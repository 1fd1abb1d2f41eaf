import type { Role } from '@/lib/auth/auth-context';

/** The roles profiles allow (DESIGN.md §3), most powerful first, with the words the screen uses. */
export const ROLES = ['admin', 'editor', 'contributor'] as const satisfies readonly Role[];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  editor: 'Editor',
  contributor: 'Contributor',
};
