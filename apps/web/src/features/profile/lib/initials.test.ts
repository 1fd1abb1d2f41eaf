import { describe, expect, it } from 'vitest';
import { avatarInitials } from './initials';

describe('avatarInitials', () => {
  it.each([
    [['Ada Lovelace', 'ada', 'ada@example.com'], 'AL'],
    [['ada king lovelace', null, null], 'AK'],
    [['  Satoshi  ', null, null], 'S'],
    [['', 'hodler', 'h@example.com'], 'H'],
    [[null, '   ', 'zed@example.com'], 'Z'],
    [[null, null, null], 'U'],
    [['', '', ''], 'U'],
    [['émile zola', null, null], 'ÉZ'],
  ] as const)('%j → %s', (args, expected) => {
    expect(avatarInitials(...args)).toBe(expected);
  });
});
