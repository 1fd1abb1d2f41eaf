// Password rules: at least 8 characters (OWASP ASVS 5; GoTrue's default of 6 is too weak), at most 72 bytes
// (bcrypt ignores the rest), and not on a list of common passwords.
import { readFileSync } from 'node:fs';
import { validationFailed, weakPassword } from '../errors.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_BYTES = 72;

let common: Set<string> | null = null;

/** The common-password list (one per line, compared case-insensitively), loaded on first use. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Throws `weak_password` (422, with reasons) or `validation_failed` (400, too long). */
export function checkPassword(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
  if (commonPasswords().has(password.toLowerCase())) {
    throw weakPassword('Password is known to be weak and easy to guess, please choose a different one.', [
      'pwned',
    ]);
  }
}
