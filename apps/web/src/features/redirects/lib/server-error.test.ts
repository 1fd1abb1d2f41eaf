import { describe, expect, it } from 'vitest';
import { serverError } from './server-error';

describe('serverError', () => {
  it("takes PostgREST's message and details", () => {
    const err = {
      code: '23514',
      message: 'This redirect would create a loop',
      details: '/a eventually redirects back to itself.',
      hint: null,
    };
    expect(serverError(err)).toEqual({
      message: 'This redirect would create a loop',
      details: '/a eventually redirects back to itself.',
    });
  });

  it('takes an Error’s message', () => {
    expect(serverError(new Error('This redirect no longer exists'))).toEqual({
      message: 'This redirect no longer exists',
      details: null,
    });
  });

  it('has nothing to say for blank or missing messages', () => {
    expect(serverError({ message: '  ', details: '' })).toEqual({ message: null, details: null });
    expect(serverError('boom')).toEqual({ message: null, details: null });
    expect(serverError(null)).toEqual({ message: null, details: null });
  });
});
