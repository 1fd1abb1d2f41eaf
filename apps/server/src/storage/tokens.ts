// Signed-URL tokens, as Supabase Storage's: HS256 JWTs `{url: "<bucket>/<name>", scope, iat, exp}` (uploads also
// carry owner and upsert), signed with a key derived from the JWT secret (context.ts), timed by the server's clock.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { StorageCtx } from './context.ts';
import { expiredToken, invalidJwt, invalidSignature } from './errors.ts';

/** How long a signed upload URL stays valid: the two hours storage-js documents for createSignedUploadUrl. */
export const UPLOAD_URL_SECONDS = 2 * 3600;

export type TokenScope = 'download' | 'upload';

export async function signToken(
  ctx: StorageCtx,
  claims: Record<string, unknown> & { url: string; scope: TokenScope },
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(ctx.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(ctx.signingKey);
}

export async function verifyToken(
  ctx: StorageCtx,
  token: string | undefined,
  url: string,
  scope: TokenScope,
): Promise<Record<string, unknown>> {
  if (!token) throw invalidJwt('Missing token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, ctx.signingKey, {
      algorithms: ['HS256'],
      currentDate: new Date(ctx.now()),
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw expiredToken();
    throw invalidJwt(err instanceof Error ? err.message : 'invalid token');
  }
  if (payload.url !== url || payload.scope !== scope) throw invalidSignature();
  return payload;
}
