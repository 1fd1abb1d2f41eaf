// The role rules (SPEC §6): staff are admins and editors; a contributor and an unknown role are not.
import { describe, expect, it } from 'vitest';
import { isAdmin, isStaff, STAFF_ROLES, USER_ROLES } from './roles.ts';

describe('roles', () => {
  it('staff = admin or editor, from the schema’s own list of roles', () => {
    expect(USER_ROLES).toEqual(['admin', 'editor', 'contributor']);
    expect(USER_ROLES.filter(isStaff)).toEqual(['admin', 'editor']);
    expect(STAFF_ROLES.every((r) => USER_ROLES.includes(r))).toBe(true);
  });

  it('only an admin is an admin; nobody known is nobody', () => {
    expect(USER_ROLES.filter(isAdmin)).toEqual(['admin']);
    expect([isStaff(null), isStaff(undefined), isAdmin(null)]).toEqual([false, false, false]);
  });
});
