// bcrypt at cost 10, as GoTrue stores it, through @node-rs/bcrypt's async API (runs on the libuv pool,
// never on the event loop).
import { hash, verify } from '@node-rs/bcrypt';

export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: BCRYPT_COST });
}

// Verified against when the user is unknown or has no password, so that path costs one bcrypt
// verification like the real one and the timing does not reveal which e-mails exist.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, encoded: string | null | undefined): Promise<boolean> {
  if (!encoded) {
    dummyHash ??= hash('dummy-password-for-timing', { cost: BCRYPT_COST });
    await verify(password, await dummyHash).catch(() => false);
    return false;
  }
  try {
    return await verify(password, encoded);
  } catch {
    // A malformed stored hash never matches; spend the same time as a real check.
    return false;
  }
}
