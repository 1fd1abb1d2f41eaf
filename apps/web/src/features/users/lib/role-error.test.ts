import { describe, expect, it } from 'vitest';
import { roleErrorMessage } from './role-error';

describe('roleErrorMessage', () => {
  it('joins the message and the hint as sentences', () => {
    expect(
      roleErrorMessage({
        message: 'The last admin cannot be demoted',
        hint: 'Make another user an admin first.',
      }),
    ).toBe('The last admin cannot be demoted. Make another user an admin first.');
  });

  it('shows a message without a hint, and nothing for a message-less failure', () => {
    expect(roleErrorMessage({ message: 'Only admins can change roles', hint: null })).toBe(
      'Only admins can change roles.',
    );
    expect(roleErrorMessage({})).toBeUndefined();
    expect(roleErrorMessage(undefined)).toBeUndefined();
  });
});
