import { describe, expect, it } from 'vitest';
import { saveErrorMessage } from './save-error';

describe('saveErrorMessage', () => {
  it('names a taken username instead of the index', () => {
    const err = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "profiles_username_key"',
    };
    expect(saveErrorMessage(err)).toBe('That username is already taken');
  });

  it('passes any other server message through as it is', () => {
    expect(saveErrorMessage({ code: '23502', message: 'Full name is required' })).toBe(
      'Full name is required',
    );
    expect(saveErrorMessage(new Error('Your profile was not found'))).toBe('Your profile was not found');
  });

  it('has nothing to say about a message-less failure', () => {
    expect(saveErrorMessage(null)).toBeUndefined();
    expect(saveErrorMessage({ message: ' ' })).toBeUndefined();
    expect(saveErrorMessage('boom')).toBeUndefined();
  });
});
