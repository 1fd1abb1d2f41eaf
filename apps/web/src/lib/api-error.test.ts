import { describe, expect, it } from 'vitest';
import { errorMessage, hasErrorCode, readApiError, violates } from './api-error';

describe('readApiError', () => {
  it("reads PostgREST's body: code, message, details, hint", () => {
    expect(
      readApiError({
        code: 'PT409',
        message: 'This post was changed by someone else since you opened it',
        details: 'You opened version 3; the post is now at version 4.',
        hint: 'Look at the other changes, then save again.',
      }),
    ).toEqual({
      code: 'PT409',
      message: 'This post was changed by someone else since you opened it',
      details: 'You opened version 3; the post is now at version 4.',
      hint: 'Look at the other changes, then save again.',
      constraint: null,
    });
  });

  it('names the constraint of a unique, check or foreign-key violation, from the message or the details', () => {
    expect(
      readApiError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "blog_posts_slug_key"',
      }).constraint,
    ).toBe('blog_posts_slug_key');
    expect(
      readApiError({
        code: '23514',
        message:
          'new row for relation "blog_posts" violates check constraint "blog_posts_cover_image_alt_required"',
      }).constraint,
    ).toBe('blog_posts_cover_image_alt_required');
    expect(
      readApiError({
        code: '23503',
        message: 'refused',
        details: 'violates foreign key constraint "a_b_fkey"',
      }).constraint,
    ).toBe('a_b_fkey');
    expect(readApiError({ code: '23502', message: 'null value in column "title"' }).constraint).toBeNull();
  });

  it('an Error, a string or nothing: its words, no code', () => {
    expect(readApiError(new Error('Failed to fetch'))).toMatchObject({
      code: '',
      message: 'Failed to fetch',
    });
    expect(readApiError('boom')).toEqual({
      code: '',
      message: 'boom',
      details: null,
      hint: null,
      constraint: null,
    });
    expect(readApiError(null).message).toBe('null');
    expect(readApiError({ message: 'x', details: ' ', hint: '' })).toMatchObject({
      details: null,
      hint: null,
    });
  });
});

describe('hasErrorCode, violates, errorMessage', () => {
  it('match the code and the constraint exactly, never the sentence', () => {
    const taken = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "profiles_username_key"',
    };
    expect(hasErrorCode(taken, '23505')).toBe(true);
    expect(hasErrorCode(taken, '23503')).toBe(false);
    expect(violates(taken, 'profiles_username_key')).toBe(true);
    expect(violates(taken, 'profiles_username')).toBe(false);
    expect(
      violates({ code: '23505', message: 'profiles_username_key is taken' }, 'profiles_username_key'),
    ).toBe(false);
  });

  it('errorMessage: the message of anything that failed', () => {
    expect(errorMessage(new Error('network down'))).toBe('network down');
    expect(errorMessage({ code: 'P0001', message: 'Refused' })).toBe('Refused');
    expect(errorMessage('plain')).toBe('plain');
  });
});
