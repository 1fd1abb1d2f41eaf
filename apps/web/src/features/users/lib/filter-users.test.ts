import { describe, expect, it } from 'vitest';
import type { UserRow } from '../api/get-users';
import { displayName, filterUsers } from './filter-users';

const user = (over: Partial<UserRow>): UserRow => ({
  user_id: crypto.randomUUID(),
  email: 'someone@example.com',
  full_name: null,
  username: null,
  role: 'contributor',
  created_at: '2026-11-01T00:00:00Z',
  last_sign_in_at: null,
  mfa_enabled: false,
  ...over,
});

const ada = user({ full_name: 'Ada Lovelace', username: 'ada', email: 'ada@engines.test', role: 'admin' });
const bob = user({ full_name: 'Bob Builder', email: 'bob@build.test', role: 'editor' });
const anon = user({ email: 'x@nameless.test' });

describe('filterUsers', () => {
  it('returns everyone for an empty or blank query', () => {
    expect(filterUsers([ada, bob, anon], '  ')).toEqual([ada, bob, anon]);
  });

  it('matches name, username, e-mail and role, case-insensitively', () => {
    expect(filterUsers([ada, bob, anon], 'LOVELACE')).toEqual([ada]);
    expect(filterUsers([ada, bob, anon], 'nameless')).toEqual([anon]);
    expect(filterUsers([ada, bob, anon], 'editor')).toEqual([bob]);
  });

  it('needs every word to match', () => {
    expect(filterUsers([ada, bob, anon], 'ada admin')).toEqual([ada]);
    expect(filterUsers([ada, bob, anon], 'ada editor')).toEqual([]);
  });
});

describe('displayName', () => {
  it('prefers the full name, then the username, then the e-mail', () => {
    expect(displayName(ada)).toBe('Ada Lovelace');
    expect(displayName({ full_name: ' ', username: 'bb', email: 'b@x.test' })).toBe('bb');
    expect(displayName(anon)).toBe('x@nameless.test');
  });
});
