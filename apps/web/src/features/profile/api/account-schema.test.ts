import { describe, expect, it } from 'vitest';
import { changeEmailSchema, changePasswordSchema } from './account-schema';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('changePasswordSchema', () => {
  it('needs the current password and the new one typed twice alike', () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'old',
        password: 'new-pass',
        confirmPassword: 'new-pass',
      }).success,
    ).toBe(true);
    expect(
      issues(changePasswordSchema.safeParse({ currentPassword: '', password: '', confirmPassword: '' })),
    ).toEqual([
      ['currentPassword', 'Enter your current password'],
      ['password', 'Enter a new password'],
      ['confirmPassword', 'Type the new password again'],
    ]);
    expect(
      issues(
        changePasswordSchema.safeParse({
          currentPassword: 'old',
          password: 'new-pass',
          confirmPassword: 'new-pas',
        }),
      ),
    ).toEqual([['confirmPassword', 'The two passwords do not match']]);
  });
});

describe('changeEmailSchema', () => {
  const schema = changeEmailSchema('Me@Example.com');
  it('takes a new, well-formed address (trimmed)', () => {
    expect(schema.parse({ email: '  new@example.com ' })).toEqual({ email: 'new@example.com' });
  });
  it('refuses an empty, malformed or unchanged address', () => {
    expect(issues(schema.safeParse({ email: '' }))).toEqual([['email', 'Enter an e-mail address']]);
    expect(issues(schema.safeParse({ email: 'not-an-address' }))).toEqual([
      ['email', 'Enter a valid e-mail address'],
    ]);
    expect(issues(schema.safeParse({ email: 'me@example.com' }))).toEqual([
      ['email', 'That is already your e-mail address'],
    ]);
  });
});
