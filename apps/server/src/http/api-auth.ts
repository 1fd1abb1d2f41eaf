// apikey + bearer JWT → database role and claims (PostgREST Auth/Jwt.hs, behind Supabase's key check).
// The token is verified with the project secret (HS256 only); its `role` claim picks the database role and
// its claims become request.jwt.claims. The anon key alone (no session) is just a JWT with role anon.
import { errors as joseErrors, type JWTPayload } from 'jose';
import type { ApiRole } from '../db/request-context.ts';
import { gatewayErrors, type PgrstError } from './gateway-errors.ts';
import { verifyHs256 } from './jwt-verify.ts';
import type { Keys } from './keys.ts';

export interface ApiIdentity {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export interface ApiAuthError {
  status: 401;
  body: { code: string; message: string; details: null; hint: string | null };
  headers: Record<string, string>;
}

const ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);
/** PostgREST allows 30 s of clock skew on exp/nbf/iat. */
const CLOCK_SKEW_S = 30;

/** A gateway refusal (gateway-errors.ts) as answered here: its body as data (the storage API reads its message). */
function refusal(e: PgrstError): ApiAuthError {
  return { status: 401, body: { ...e.body(), details: null }, headers: e.headers };
}

async function verify(secret: Uint8Array, token: string): Promise<JWTPayload | ApiAuthError> {
  if (token === '') return refusal(gatewayErrors.jwtInvalid('Empty JWT is sent in Authorization header'));
  const parts = token.split('.').length;
  if (parts !== 3) return refusal(gatewayErrors.jwtInvalid(`Expected 3 parts in JWT; got ${parts}`));
  try {
    return await verifyHs256(secret, token, CLOCK_SKEW_S);
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return refusal(gatewayErrors.jwtClaims('JWT expired'));
    if (err instanceof joseErrors.JWTClaimValidationFailed)
      return refusal(gatewayErrors.jwtClaims(`JWT claim validation failed: ${err.claim}`));
    if (err instanceof joseErrors.JOSEAlgNotAllowed)
      return refusal(gatewayErrors.jwtInvalid('Wrong or unsupported encoding algorithm'));
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      return refusal(gatewayErrors.jwtInvalid('JWT cryptographic operation failed'));
    return refusal(gatewayErrors.jwtInvalid('No suitable key or wrong key type'));
  }
}

/**
 * Verified tokens, so a client's repeated requests skip the HMAC check. Keyed by the whole token (which
 * includes its signature); an entry is used only while the token is unexpired. Cleared when full.
 */
type TokenCache = Map<string, { identity: ApiIdentity; exp: number | undefined }>;
/** One cache per secret: a token verified for one server never counts for another. */
const cachesBySecret = new WeakMap<Uint8Array, TokenCache>();
const MAX_CACHED_TOKENS = 2000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Who is calling: the `apikey` header must be present (Supabase's gateway refuses requests without one);
 * the bearer token (or, without Authorization, the apikey itself) is verified and mapped to a role. Answered at
 * once when nothing needs verifying (a missing key, a malformed header, a token verified before), so a client's
 * repeated requests wait for nothing here; a promise otherwise.
 */
export function apiIdentity(
  keys: Keys,
  apikey: string | undefined,
  authorization: string | undefined,
): ApiIdentity | ApiAuthError | Promise<ApiIdentity | ApiAuthError> {
  if (!apikey) return refusal(gatewayErrors.noApiKey());
  let token = apikey;
  if (authorization !== undefined) {
    const m = /^bearer\s+(.*)$/i.exec(authorization.trim());
    if (!m) return refusal(gatewayErrors.jwtInvalid('Invalid Authorization header'));
    token = (m[1] ?? '').trim();
  }
  let verified = cachesBySecret.get(keys.secret);
  if (!verified) {
    verified = new Map();
    cachesBySecret.set(keys.secret, verified);
  }
  const hit = verified.get(token);
  if (hit && (hit.exp === undefined || hit.exp + CLOCK_SKEW_S > Date.now() / 1000)) return hit.identity;
  return verifiedIdentity(keys.secret, verified, token);
}

/** A token not verified yet (or whose entry expired): checked, and kept when it names a role. */
async function verifiedIdentity(
  secret: Uint8Array,
  verified: TokenCache,
  token: string,
): Promise<ApiIdentity | ApiAuthError> {
  const payload = await verify(secret, token);
  if ('status' in payload && 'body' in payload) return payload as ApiAuthError;
  const claims = payload as Record<string, unknown>;
  const roleClaim = claims.role;
  const role = roleClaim === undefined ? 'anon' : String(roleClaim);
  if (!ROLES.has(role)) {
    return refusal(gatewayErrors.unknownRole(role.slice(0, 64)));
  }
  // Frozen all the way down: the identity is shared by the token's later requests, and its claims' JSON text is
  // kept per object (db/request-context.ts).
  const identity: ApiIdentity = { role: role as ApiRole, claims: deepFreeze({ ...claims, role }) };
  if (verified.size >= MAX_CACHED_TOKENS) verified.clear();
  verified.set(token, { identity, exp: typeof claims.exp === 'number' ? claims.exp : undefined });
  return identity;
}
