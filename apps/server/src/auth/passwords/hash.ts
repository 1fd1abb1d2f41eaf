// bcrypt at cost 10, as GoTrue stores it, through @node-rs/bcrypt's async API (runs on the libuv pool,
// never on the event loop).
import { availableParallelism } from 'node:os';
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';

export const BCRYPT_COST = 10;

// At most one hash per CPU at a time. The libuv pool has 4 threads; on a 2-core machine 4 parallel
// hashes would leave the event loop a fifth of the CPU, and every other request would wait. Queued
// hashes finish no later overall: hashing is CPU-bound either way.
export function createLimiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

const limited = createLimiter(Math.max(1, availableParallelism()));

const hash = (password: string, opts: { cost: number }) => limited(() => bcryptHash(password, opts));
const verify = (password: string, encoded: string) => limited(() => bcryptVerify(password, encoded));

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
