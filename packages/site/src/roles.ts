// Who may do what by role (SPEC §6, DESIGN.md §3), once for the app's guards and screens and the server: staff are
// admins and editors (they review and publish), a contributor writes their own drafts. The database says the same
// in SQL (public.has_admin_access: `p.role in ('admin', 'editor')`), where row-level security has the last word.
import type { Tables } from './database-types.ts';

/** A profile's role: the generated type of profiles.role (its check constraint's values). */
export type UserRole = Tables<'profiles'>['role'];

/** The roles that count as staff. */
export const STAFF_ROLES: readonly UserRole[] = ['admin', 'editor'];

/** Staff = admin or editor; unknown (not signed in, profile not read yet) is not staff. */
export function isStaff(role: UserRole | null | undefined): boolean {
  return role != null && STAFF_ROLES.includes(role);
}

export function isAdmin(role: UserRole | null | undefined): boolean {
  return role === 'admin';
}
