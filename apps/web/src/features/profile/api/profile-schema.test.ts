import { describe, expect, it } from 'vitest';
import { profileSchema, toProfileUpdate, type ProfileInput } from './profile-schema';

const valid: ProfileInput = { full_name: 'Ada Lovelace', username: 'ada', bio: 'Hi', avatar_url: '' };
const messages = (input: Partial<ProfileInput>) => {
  const result = profileSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('profileSchema (SPEC §5)', () => {
  it('requires a full name (blank counts as empty)', () => {
    expect(messages({ full_name: '' })).toEqual(['Full name is required']);
    expect(messages({ full_name: '   ' })).toEqual(['Full name is required']);
  });

  it('wants a username of at least 3 characters, but only when one is given', () => {
    expect(messages({ username: 'ab' })).toEqual(['Username must be at least 3 characters']);
    expect(messages({ username: ' ab ' })).toEqual(['Username must be at least 3 characters']);
    expect(messages({ username: '' })).toEqual([]);
    expect(messages({ username: 'abc' })).toEqual([]);
  });

  it('allows a bio of 500 characters, not 501', () => {
    expect(messages({ bio: 'x'.repeat(500) })).toEqual([]);
    expect(messages({ bio: 'x'.repeat(501) })).toEqual(['Bio must be less than 500 characters']);
  });
});

describe('toProfileUpdate (SPEC §7)', () => {
  it('saves empty username, bio and avatar_url as null, trims, and stamps updated_at', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(toProfileUpdate({ full_name: ' Ada ', username: ' ', bio: '', avatar_url: '' }, now)).toEqual({
      full_name: 'Ada',
      username: null,
      bio: null,
      avatar_url: null,
      updated_at: '2026-11-23T12:00:00.000Z',
    });
  });

  it('keeps given values', () => {
    const update = toProfileUpdate({ ...valid, avatar_url: 'https://img.example/a.png' });
    expect(update).toMatchObject({ username: 'ada', bio: 'Hi', avatar_url: 'https://img.example/a.png' });
  });

  it('refuses what the form refuses', () => {
    expect(() => toProfileUpdate({ ...valid, full_name: '' })).toThrow('Full name is required');
  });
});
