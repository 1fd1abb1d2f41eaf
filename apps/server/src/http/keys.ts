import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Database } from '../db/types.ts';

export interface Keys {
  /** HS256 secret that signs access tokens and the API keys. Never leaves the server. */
  secret: Uint8Array;
  /** Legacy-style Supabase keys: HS256 JWTs with a `role` claim. */
  anonKey: string;
  serviceKey: string;
}

/** The secret from JWT_SECRET, or one generated once (32 random bytes) and kept with the data. */
export async function loadJwtSecret(db: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const generated = randomBytes(32).toString('base64url');
  // Insert-if-absent, then read: several instances starting together agree on one secret.
  await db.query(`insert into server.settings (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`, [
    generated,
  ]);
  const { rows } = await db.query<{ value: string }>(`select value from server.settings where key = 'jwt_secret'`);
  const value = rows[0]?.value;
  if (!value) throw new Error('could not load the JWT secret');
  return value;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

async function apiKey(secret: Uint8Array, role: string): Promise<string> {
  // A fixed iat keeps the key stable across restarts for a given secret.
  const iat = 1_700_000_000;
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('supabase')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 2 * TEN_YEARS)
    .sign(secret);
}

export async function deriveKeys(secretText: string): Promise<Keys> {
  const secret = new TextEncoder().encode(secretText);
  return { secret, anonKey: await apiKey(secret, 'anon'), serviceKey: await apiKey(secret, 'service_role') };
}
