// Access tokens exactly as GoTrue mints them (tokens/service.go): HS256 over the shared secret,
// `aud` as a single string, and the claim set supabase-js and PostgREST read.
import { errors as joseErrors, SignJWT, type JWTPayload } from 'jose';
import { verifyHs256 } from '../../http/jwt-verify.ts';
import { badJwt } from '../errors.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessClaims extends JWTPayload {
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface SignInput {
  userId: string;
  email: string | null;
  phone: string | null;
  role: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  aal: string;
  amr: AmrEntry[];
  isAnonymous: boolean;
}

export async function signAccessToken(
  secret: Uint8Array,
  issuer: string,
  expiry: number,
  input: SignInput,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + expiry;
  const claims = {
    aud: 'authenticated',
    exp,
    iat,
    iss: issuer,
    sub: input.userId,
    email: input.email ?? '',
    phone: input.phone ?? '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: input.role || 'authenticated',
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: input.isAnonymous,
  } satisfies AccessClaims;
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
  return { token, expiresAt: exp };
}

/** Verifies signature (HS256 only: `alg: none` and other algorithms are refused) and expiry (http/jwt-verify.ts). */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<JWTPayload> {
  try {
    return await verifyHs256(secret, token);
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw badJwt('unable to parse or verify signature, token has invalid claims: token is expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      throw badJwt('unable to parse or verify signature, token signature is invalid: signature is invalid');
    if (err instanceof joseErrors.JOSEAlgNotAllowed)
      throw badJwt('unable to parse or verify signature, token is unverifiable: signing method is invalid');
    throw badJwt('unable to parse or verify signature, token is malformed');
  }
}
