// The one check of an access token that every reader of our tokens shares: the auth API (auth/tokens/jwt.ts), the
// data and storage APIs' gate (api-auth.ts, with PostgREST's clock skew) and the analytics retract beacon
// (analytics/staff-token.ts). The project secret, HS256 only (`alg: none` and every other algorithm refused), exp
// and nbf checked by jose. It throws jose's errors; each caller words them as its own API does.
import { jwtVerify, type JWTPayload } from 'jose';

export async function verifyHs256(
  secret: Uint8Array,
  token: string,
  clockToleranceS?: number,
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, secret, {
    algorithms: ['HS256'],
    ...(clockToleranceS === undefined ? {} : { clockTolerance: clockToleranceS }),
  });
  return payload;
}
