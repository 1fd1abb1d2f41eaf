// GoTrue-shaped errors: one class carrying HTTP status + snake_case code, and named constructors
// so handlers read like supabase/auth's apierrors (e.g. `invalidCredentials()`).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION_2024 = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
    /** OAuth-shaped body (`{error, error_description}`) as GoTrue uses for a few token errors. */
    readonly oauth = false,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

const e = (status: ContentfulStatusCode, code: string) => (message: string) => new AuthError(status, code, message);

export const validationFailed = e(400, 'validation_failed');
export const badJson = () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const emailNotConfirmed = () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
export const userBanned = () => new AuthError(400, 'user_banned', 'User is banned');
export const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const samePassword = () =>
  new AuthError(422, 'same_password', 'New password should be different from the old password.');
export const weakPassword = (message: string, reasons: string[]) =>
  new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
export const refreshTokenNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
export const refreshSessionNotFound = () =>
  new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
export const refreshTokenRequired = () =>
  new AuthError(400, 'validation_failed', 'refresh_token required', { error: 'invalid_request' }, true);
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFoundFromJwt = () =>
  new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
export const badJwt = (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: ${detail}`);
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');
export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const overEmailSendRateLimit = (message = 'email rate limit exceeded') =>
  new AuthError(429, 'over_email_send_rate_limit', message);
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
/** GoTrue's answer to /otp for an unknown address when OTP sign-ups are off (always, here: sign-up needs a password). */
export const otpDisabled = () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
export const flowStateNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
export const flowStateExpired = () =>
  new AuthError(422, 'flow_state_expired', 'Flow state has expired, please try again');
export const badCodeVerifier = () =>
  new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
export const providerDisabled = (message = 'Unsupported provider: provider is not enabled') =>
  new AuthError(400, 'provider_disabled', message);
export const phoneProviderDisabled = () => new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
export const anonymousProviderDisabled = () =>
  new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
export const notFound = () => new AuthError(404, 'not_found', 'Not found');
export const unexpectedFailure = (message = 'Unexpected failure') =>
  new AuthError(500, 'unexpected_failure', message);
/**
 * The database cannot serve now (stopped, restarting, unreachable: db/unavailable.ts). GoTrue has no code of its own
 * for this; 503 is what tells auth-js to treat it as retryable (AuthRetryableFetchError), not as a wrong request.
 */
export const databaseUnavailable = () =>
  new AuthError(503, 'unexpected_failure', 'Service temporarily unavailable: the database cannot be reached. Try again in a moment.');

/**
 * Renders an AuthError the way GoTrue does: the 2024-01-01 body `{code, message}` (echoing the version header,
 * which auth-js needs before it trusts `code`) when the client asked for it, else the legacy
 * `{code: <status>, error_code, msg}` body. Both carry `x-sb-error-code`.
 */
export function renderAuthError(c: Context, err: AuthError): Response {
  c.header('x-sb-error-code', err.code);
  if (err.oauth) return c.json({ error: err.extra.error ?? 'invalid_request', error_description: err.message }, err.status);
  const requested = c.req.header(API_VERSION_HEADER);
  if (requested && isApiVersion2024(requested)) {
    c.header(API_VERSION_HEADER, API_VERSION_2024);
    return c.json({ code: err.code, message: err.message, ...err.extra }, err.status);
  }
  return c.json({ code: err.status, error_code: err.code, msg: err.message, ...err.extra }, err.status);
}

function isApiVersion2024(value: string): boolean {
  const t = Date.parse(`${value.trim()}T00:00:00Z`);
  return Number.isFinite(t) && t >= Date.parse('2024-01-01T00:00:00Z');
}

// MFA (GoTrue internal/api/mfa.go and apierrors): the codes auth-js hands to the app as AuthApiError.code.
export const mfaFactorNameConflict = (name: string) =>
  new AuthError(
    422,
    'mfa_factor_name_conflict',
    `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
  );
export const tooManyFactors = () =>
  new AuthError(
    422,
    'too_many_enrolled_mfa_factors',
    'Maximum number of verified factors reached, unenroll to continue',
  );
export const insufficientAal = (status: 403 | 422, message: string) =>
  new AuthError(status, 'insufficient_aal', message);
export const mfaFactorNotFound = (message = 'Factor not found') =>
  new AuthError(404, 'mfa_factor_not_found', message);
export const mfaChallengeNotFound = () =>
  new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
export const mfaIpMismatch = () =>
  new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
export const mfaChallengeExpired = (id: string) =>
  new AuthError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
  );
export const mfaVerificationFailed = () =>
  new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
