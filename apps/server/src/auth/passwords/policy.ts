// Password rules as GoTrue checks them (api/password.go): at least `minLength` characters (ours defaults to 8,
// OWASP ASVS 5; GoTrue's 6 is too weak), one character of each required set, and — in place of GoTrue's
// HaveIBeenPwned lookup — not on a list of common passwords. Every failed rule adds its reason and sentence,
// in GoTrue's order, so the client can show them all at once. At most 72 bytes: bcrypt ignores the rest.
import { readFileSync } from 'node:fs';
import { validationFailed, weakPassword } from '../errors.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_BYTES = 72;

export interface PasswordPolicy {
  minLength: number;
  /** Character sets; the password needs at least one character of each (GOTRUE_PASSWORD_REQUIRED_CHARACTERS). */
  requiredCharacters: string[];
  /** Refuse passwords on the common-password list (reason `pwned`, as GoTrue's HIBP check). */
  checkCommon: boolean;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: MIN_PASSWORD_LENGTH,
  requiredCharacters: [],
  checkCommon: true,
};

/**
 * GoTrue's format for required characters: sets separated by ':', where a set ending in '\' is joined to the
 * next with a literal ':' (so `abc:0123456789:!@#\:` means letters, digits, and one of `!@#:`).
 */
export function parseRequiredCharacters(value: string): string[] {
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const part = parts[i] ?? '';
    if (part.endsWith('\\')) {
      parts[i] = `${part.slice(0, -1)}:${parts[i + 1] ?? ''}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter((p) => p !== '');
}

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

/** Throws `weak_password` (422, with every failed rule's reason) or `validation_failed` (400, too long). */
export function checkPassword(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  const missesASet = policy.requiredCharacters.some((set) => ![...set].some((ch) => password.includes(ch)));
  if (missesASet) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`);
  }
  if (policy.checkCommon && commonPasswords().has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length > 0) throw weakPassword(messages.join(' '), reasons);
}
