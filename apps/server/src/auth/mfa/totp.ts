// TOTP as GoTrue uses it (pquerna/otp, RFC 6238): HMAC-SHA1, 6 digits, 30-second steps, one step of skew
// either side; secrets are 20 random bytes written in unpadded base32 (RFC 4648).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
const SKEW = 1;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes unpadded or padded base32 (case-insensitive, spaces ignored); null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) return null;
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The code for one time step (RFC 4226 HOTP over the step counter). */
export function totpCode(secret: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return binary.toString().padStart(TOTP_DIGITS, '0');
}

export function stepAt(unixMs: number): number {
  return Math.floor(unixMs / 1000 / TOTP_PERIOD_S);
}

/**
 * The time step whose code `code` is, within one step of `unixMs` — newest first, so a code that matches two
 * steps counts as the later one — or null when it matches none.
 */
export function matchTotp(secretBase32: string, code: string, unixMs: number): number | null {
  const secret = base32Decode(secretBase32);
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const now = stepAt(unixMs);
  for (let step = now + SKEW; step >= now - SKEW; step--) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read, in pquerna/otp's parameter order. */
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
