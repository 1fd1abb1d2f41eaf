// TOTP as GoTrue uses it (pquerna/otp, RFC 6238): HMAC-SHA1, 6 digits, 30-second steps, one step of skew
// either side; secrets are 20 random bytes written in unpadded base32 (RFC 4648). The arithmetic (HOTP, base32,
// random secrets, constant-time comparison) is otpauth's; what stays here is GoTrue's choices on top of it: which
// step a code belongs to (for the replay guard) and the URI's parameter order.
import { HOTP, Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
const SKEW = 1;

export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** Decodes unpadded or padded base32 (case-insensitive, spaces ignored); null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  try {
    // otpauth drops only spaces and trailing padding; any whitespace and stray '=' were accepted here before.
    return Secret.fromBase32(text.replace(/[\s=]/g, '')).bytes;
  } catch {
    return null;
  }
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code for one time step (RFC 4226 HOTP over the step counter). */
export function totpCode(secret: Uint8Array, step: number): string {
  return HOTP.generate({
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
    digits: TOTP_DIGITS,
    counter: step,
  });
}

export function stepAt(unixMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_S, timestamp: unixMs });
}

/**
 * The time step whose code `code` is, within one step of `unixMs` — newest first, so a code that matches two
 * steps counts as the later one (the replay guard then claims the later step) — or null when it matches none.
 * otpauth's own window search answers the first match in the order now, -1, +1, so the steps are walked here.
 */
export function matchTotp(secretBase32: string, code: string, unixMs: number): number | null {
  const bytes = base32Decode(secretBase32);
  if (!bytes || !/^\d{6}$/.test(code)) return null;
  const secret = new Secret({ buffer: Uint8Array.from(bytes).buffer });
  const now = stepAt(unixMs);
  for (let step = now + SKEW; step >= now - SKEW; step--) {
    if (HOTP.validate({ token: code, secret, digits: TOTP_DIGITS, counter: step, window: 0 }) === 0)
      return step;
  }
  return null;
}

/**
 * The otpauth:// URI authenticator apps read, in pquerna/otp's parameter order (GoTrue's answer, byte for byte;
 * otpauth's TOTP.toString() orders them issuer, secret, algorithm, digits, period).
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_S),
    secret,
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
