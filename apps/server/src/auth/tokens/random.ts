// Secrets handed to clients: refresh tokens, e-mailed codes and the hashes stored for them.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque refresh token (128 bits, URL-safe). */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A six-digit one-time code. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What is stored and put into links: GoTrue's hex(SHA-224(email + otp)), so either can be verified. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(email + otp).digest('hex');
}

/** PKCE: base64url(SHA-256(verifier)) without padding. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
