// The role rules (SPEC §6): staff are admins and editors; a contributor and an unknown role are not.
import { describe, expect, it } from 'vitest';
import { ColumnValues } from './database-types.ts';
import { isAdmin, isStaff, STAFF_ROLES } from './roles.ts';

// Every role, in the order the migration lists them (the generated types read them from its check constraint). Not
// exported by roles.ts: the generated object would then be bundled into every public page of the app.
const USER_ROLES = ColumnValues.profiles.role;

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
